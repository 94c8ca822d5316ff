import Platform

/// Takes a breed as people type it: as `dogs breeds` lists it (`hound/afghan`), as links spell it
/// (`hound-afghan`), by the name people use ("Afghan Hound", see `BreedNames`), with "Saint" or
/// "St." for "St.", a common nickname ("lab", "frenchie"), a word misspelt ("Bassett"), an extra
/// "dog", or a sub-breed's own name when only one breed has it ("afghan"). Words are judged one
/// by one, so one slip in a long name still finds it. A name that means one breed is that breed;
/// one that may mean several, or none, is refused with the likeliest.
package enum BreedQuery {
    /// A name that is no breed, with the breeds it most likely meant (at most three).
    package struct Unknown: Error, Equatable, Sendable, CustomStringConvertible {
        let typed: String
        let suggestions: [Breed]

        package var description: String {
            let named = suggestions.map { breed in "'\(breed)'" + (BreedNames.common(forKey: breed.key).map { " (\($0))" } ?? "") }
            let meant = named.isEmpty ? "" : "; did you mean \(ProseList.joined(named, or: true))?"
            return "no breed is called '\(typed)'\(meant) ('dogs breeds' lists them all)"
        }
    }

    package static func resolve(_ typed: String) -> Result<Breed, Unknown> {
        let structural = Breed(argument: typed)
        if let structural, isKnown(structural) { return .success(structural) }
        let words = Self.words(of: typed)
        if let key = key(for: words) ?? key(for: words.map(corrected)) { return .success(Breed(key: key)) }
        // A sub-breed's name that several breeds have is not one breed.
        let sharedSubBreed = words.count == 1 && keys(withSubBreed: words[0]).count > 1
        // A breed dog.ceo added since this table was made: the API judges it.
        if let structural, !sharedSubBreed { return .success(structural) }
        return .failure(Unknown(typed: TerminalText.oneLine(typed, maxLength: 80), suggestions: suggestions(for: words.map(corrected))))
    }

    /// The key of the breed `words` name, with or without a last "dog", in either order.
    private static func key(for words: [String]) -> String? {
        let variants = [words] + (["dog", "dogs"].contains(words.last) && words.count > 1 ? [Array(words.dropLast())] : [])
        for words in variants where !words.isEmpty {
            let spaced = words.joined(separator: " ")
            if let key = aliases[spaced] ?? keysByName[spaced] { return key }
            for key in [words.joined(), words.joined(separator: "-"), words.reversed().joined(separator: "-")] where known.contains(key) {
                return key
            }
            if words.count == 1, case let bySubBreed = keys(withSubBreed: words[0]), bySubBreed.count == 1 { return bySubBreed[0] }
        }
        return nil
    }

    /// The breeds whose names hold every word typed, or else those with a sub-breed of that name.
    private static func suggestions(for words: [String]) -> [Breed] {
        let words = ["dog", "dogs"].contains(words.last) ? Array(words.dropLast()) : words
        guard !words.isEmpty else { return [] }
        let holding = namesByKey.filter { _, name in Set(words).isSubset(of: name) }.map(\.key)
        let keys = holding.isEmpty && words.count == 1 ? keys(withSubBreed: words[0]) : holding
        return keys.sorted().prefix(3).map(Breed.init(key:))
    }

    private static func keys(withSubBreed name: String) -> [String] {
        known.filter { $0.split(separator: "-").dropFirst().first.map(String.init) == name }.sorted()
    }

    /// A word not in any breed's name, replaced by the one it is a slip of the keyboard away from.
    private static func corrected(_ word: String) -> String {
        vocabulary.contains(word) ? word : NearestName.suggestion(for: word, among: vocabularyList) ?? word
    }

    /// Whether dogs knows the breed: one of dog.ceo's, or a breed with sub-breeds (`hound`).
    private static func isKnown(_ breed: Breed) -> Bool {
        known.contains(breed.key) || (breed.subBreed == nil && known.contains { $0.hasPrefix(breed.name + "-") })
    }

    /// Lower case, "." and "," dropped, split at spaces, hyphens, underscores and slashes; "saint" is "st".
    static func words(of text: String) -> [String] {
        text.lowercased().filter { $0 != "." && $0 != "," && $0 != "'" }
            .split { $0 == " " || $0 == "-" || $0 == "_" || $0 == "/" || $0 == "\t" }
            .map { $0 == "saint" ? "st" : String($0) }
    }

    /// Every breed dogs knows as `--breed` takes it, parent breeds (`hound`) included, sorted.
    package static let keys = Set(known.map { Breed(key: $0).description } + known.compactMap { $0.split(separator: "-").count > 1 ? String($0.split(separator: "-")[0]) : nil }).sorted()

    private static let known = Set(BreedNames.table.keys)
    private static let namesByKey = BreedNames.table.mapValues { Set(words(of: $0)) }
    private static let keysByName = Dictionary(BreedNames.table.map { (words(of: $0.value).joined(separator: " "), $0.key) }, uniquingKeysWith: min)
    private static let vocabulary = Set(namesByKey.values.flatMap { $0 } + known.flatMap { $0.split(separator: "-").map(String.init) } + aliases.keys.flatMap { words(of: $0) })
    private static let vocabularyList = vocabulary.sorted()

    /// Nicknames people use, misspellings more than a slip away, and names that are another
    /// breed's in dog.ceo's words.
    private static let aliases: [String: String] = [
        "daschund": "dachshund", "dachsund": "dachshund", "daschshund": "dachshund", "dashund": "dachshund",
        "rotwieler": "rottweiler", "chiwawa": "chihuahua", "pekingese": "pekinese", "shitzu": "shihtzu",
        "lab": "labrador", "labs": "labrador", "frenchie": "bulldog-french", "yorkie": "terrier-yorkshire", "alsatian": "germanshepherd",
        "gsd": "germanshepherd", "westie": "terrier-westhighland", "sheltie": "sheepdog-shetland", "doxie": "dachshund",
        "sausage": "dachshund", "wiener": "dachshund", "rottie": "rottweiler", "staffy": "bullterrier-staffordshire",
        "staffie": "bullterrier-staffordshire", "aussie": "australian-shepherd", "berner": "mountain-bernese", "dobermann": "doberman",
        "dobie": "doberman", "pom": "pomeranian", "jack russell": "terrier-russell", "jrt": "terrier-russell", "golden": "retriever-golden",
        "goldie": "retriever-golden", "boston": "bulldog-boston", "cocker": "spaniel-cocker", "peke": "pekinese",
        "newfie": "newfoundland", "malamute": "malamute", "saint": "stbernard", "st": "stbernard", "pyr": "pyrenees", "weim": "weimaraner",
    ]
}

extension Breed {
    /// The breed of a key as links and `BreedNames` spell it: `hound-afghan`.
    init(key: String) {
        let parts = key.split(separator: "-", maxSplits: 1).map(String.init)
        self.init(parts[0], subBreed: parts.count == 2 ? parts[1] : nil)
    }

    /// `hound-afghan`, as links and `BreedNames` spell it.
    package var key: String {
        subBreed.map { "\(name)-\($0)" } ?? name
    }
}
