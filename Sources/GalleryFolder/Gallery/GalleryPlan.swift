import DogModel
import Foundation
import Platform

/// Decides which of the API's pictures to download: only ones the gallery does not hold yet,
/// each once, at most as many as are still wanted, under names nothing else uses.
public enum GalleryPlan {
    package static func downloads(
        from dogs: [DogUI],
        excluding known: DigestSet,
        avoiding takenStems: TakenStems,
        and plannedStems: Set<String> = [],
        limit: Int
    ) -> [PlannedDownload] {
        // Repeats within the answer are told apart from `known`, which is not copied.
        var seen = Set<String>()
        let fresh = dogs.filter { !known.contains(identity($0.url)) && seen.insert(identity($0.url)).inserted }.prefix(max(limit, 0))
        let stems = PictureNaming.unique(fresh.map(PictureNaming.stem(for:)), avoiding: takenStems, and: plannedStems)
        return zip(fresh, stems).map(PlannedDownload.init)
    }

    /// A picture is known by its path (see `Picture.identity(of:)`).
    public static func identity(_ source: URL) -> String { Picture.identity(of: source) }
}
