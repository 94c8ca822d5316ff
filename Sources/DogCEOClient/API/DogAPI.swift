import DogModel

/// The dog.ceo endpoints `dogs` uses.
public enum DogAPI {
    /// The random-image endpoints return at most this many URLs per request.
    public static let maxImagesPerRequest = 50

    /// `breeds/image/random/N`, a breed's (and its sub-breeds') `breed/hound/images/random/N`,
    /// or one sub-breed's `breed/hound/afghan/images/random/N`.
    public static func randomImages(count: Int, breed: Breed? = nil) -> Endpoint<[String]> {
        let scope: [String]
        if let breed {
            scope = ["breed", breed.name] + (breed.subBreed.map { [$0] } ?? []) + ["images"]
        } else {
            scope = ["breeds", "image"]
        }
        return Endpoint(scope + ["random", String(count)])
    }

    /// `breeds/list/all`: every breed with its sub-breeds.
    public static let breedList = Endpoint<[String: [String]]>(["breeds", "list", "all"])
}
