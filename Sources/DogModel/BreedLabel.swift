import Synchronization

/// What a picture's breed is called, made once and shared by every picture of the breed: a large
/// gallery's tens of thousands of pictures come in about a hundred breeds, and each holds one
/// reference to its breed's names instead of four strings, and none works them out again.
final class BreedLabel: Hashable, Sendable {
    let breed: String?
    let subBreed: String?
    /// "English Setter", "Komondor", "Unknown": the caption people read (see `BreedNames`).
    let name: String
    /// The breed's key in page names: `setter-english`, from its folder's name "Setter English"
    /// (as `DogUI.name` gives it), so pages keep their names whatever a breed is called.
    let key: String

    private init(breed: String?, subBreed: String?) {
        (self.breed, self.subBreed) = (breed, subBreed)
        let folderName = DogUI.displayName(breed: breed, subBreed: subBreed)
        let sanitized = PictureNaming.sanitized(folderName)
        key = sanitized.isEmpty ? "unnamed" : sanitized
        name = BreedNames.common(forKey: key) ?? folderName
    }

    private struct Breed: Hashable {
        let breed: String?
        let subBreed: String?
    }

    /// The labels made so far. Bounded, so that a manifest of made-up breeds costs no more than
    /// labels unshared would.
    private static let made = Mutex<[Breed: BreedLabel]>([:])
    private static let mostShared = 10_000

    /// The label of a breed and sub-breed, shared with every picture of it when it can be.
    static func of(breed: String?, subBreed: String?) -> BreedLabel {
        let wanted = Breed(breed: breed, subBreed: subBreed)
        if let label = made.withLock({ $0[wanted] }) { return label }
        let label = BreedLabel(breed: breed, subBreed: subBreed)
        return made.withLock { made in
            if let existing = made[wanted] { return existing }
            if made.count < mostShared { made[wanted] = label }
            return label
        }
    }

    static func == (lhs: BreedLabel, rhs: BreedLabel) -> Bool {
        lhs.breed == rhs.breed && lhs.subBreed == rhs.subBreed
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(breed)
        hasher.combine(subBreed)
    }
}
