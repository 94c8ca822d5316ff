import PureSupport

/// Takes a breed as people type it: as `dogs breeds` lists it (`hound/afghan`), as links spell it
/// (`hound-afghan`), by the name people use ("Afghan Hound", see `BreedNames`), with "Saint" or
/// "St." for "St.", a common nickname ("lab", "frenchie"), a word misspelt ("Bassett"), an extra
/// "dog", words run together ("bull dog" is `bulldog`), or any words only one breed's name holds
/// ("afghan"). A name that several breeds' names hold is a question, not a guess: "shepherd" is
/// an Australian Shepherd or a German Shepherd, unless one of them is named by exactly the words
/// typed. A name no breed's holds is refused with the likeliest.
package enum BreedQuery {
    /// A name that is no one breed: none is called so (with the likeliest, at most three), or
    /// several are (every one of them, up to a screenful).
    package struct Unknown: Error, Equatable, Sendable, CustomStringConvertible {
        let typed: String
        let suggestions: [Breed]
        /// Whether every one of `suggestions` is called so: the name is a question.
        package var isQuestion = false

        package var description: String {
            let shown = suggestions.count > Self.named ? Array(suggestions.prefix(Self.named - 1)) : suggestions
            var named = shown.map { breed in "'\(breed)'" + (BreedNames.common(forKey: breed.key).map { " (\($0))" } ?? "") }
            if shown.count < suggestions.count { named.append("one of \(suggestions.count - shown.count) more") }
            let meant = named.isEmpty ? "" : "; did you mean \(ProseList.joined(named, or: true))?"
            guard isQuestion else { return "no breed is called '\(typed)'\(meant) ('dogs breeds' lists them all)" }
            return "'\(typed)' may mean several breeds\(meant) ('dogs breeds \(typed)' lists them)"
        }

        /// The most breeds a question names one by one.
        static let named = 8
    }

    /// A name as this dogs takes it, and as a dogs before it took it where that differs: a line
    /// an earlier dogs scheduled keeps fetching what it fetched (see `FetchCommand`).
    package struct Reading: Equatable, Sendable {
        package let typed: String
        package let meaning: Result<Breed, Unknown>
        package let earlier: Breed?
    }

    package static func reading(of typed: String) -> Reading {
        let meaning = meaning(of: typed)
        let earlier = earlierMeaning(of: typed)
        return Reading(typed: typed, meaning: meaning, earlier: earlier == (try? meaning.get()) ? nil : earlier)
    }

    /// The breeds of `breeds` that `filter` names as `--breed` reads it, for `dogs breeds
    /// <filter>`: those whose names hold every word, else the breed the words name (a nickname,
    /// with its sub-breeds), and the same again with each word's slip of the keyboard corrected.
    package static func matching(_ filter: String, among breeds: [Breed]) -> [Breed] {
        let given = words(of: filter)
        for words in [given, given.map(corrected)] {
            let holding = breeds.filter { Set(significant(words)).isSubset(of: wordsNaming($0.key)) }
            if !holding.isEmpty { return holding }
            if let named = named(by: words) {
                let listed = breeds.filter { $0 == named || (named.subBreed == nil && $0.name == named.name) }
                if !listed.isEmpty { return listed }
            }
        }
        return []
    }

    private static func meaning(of typed: String) -> Result<Breed, Unknown> {
        let structural = Breed(argument: typed)
        if let structural, isKnown(structural) { return .success(structural) }
        let given = words(of: typed)
        for words in [given, given.map(corrected)] {
            if let breed = named(by: words) { return .success(breed) }
            let candidates = holding(significant(words))
            if candidates.count == 1 { return .success(Breed(key: candidates[0])) }
            let exact = candidates.filter { isNamedExactly($0, by: significant(words)) }
            if exact.count == 1 { return .success(Breed(key: exact[0])) }
            if candidates.count > 1 {
                return .failure(Unknown(typed: TerminalText.oneLine(typed, maxLength: 80), suggestions: candidates.map(Breed.init(key:)), isQuestion: true))
            }
        }
        // A breed dog.ceo added since this table was made: the API judges it.
        if let structural { return .success(structural) }
        return .failure(Unknown(typed: TerminalText.oneLine(typed, maxLength: 80), suggestions: suggestions(for: given.map(corrected))))
    }

    /// The breed `words` name outright: a nickname, a name people use, or its words run
    /// together or hyphenated as dog.ceo spells breeds, parent breeds included; with or without
    /// a last "dog", whole words first ("bull dog" is `bulldog`, not a Bullmastiff).
    private static func named(by words: [String]) -> Breed? {
        let variants = [words] + (["dog", "dogs"].contains(words.last) && words.count > 1 ? [Array(words.dropLast())] : [])
        for words in variants where !words.isEmpty {
            let spaced = words.joined(separator: " ")
            if let key = aliases[spaced] ?? keysByName[spaced] { return Breed(key: key) }
            for key in [words.joined(), words.joined(separator: "-"), words.reversed().joined(separator: "-")] {
                if let breed = Breed(argument: key), isKnown(breed) { return breed }
            }
        }
        return nil
    }

    /// The keys of the breeds whose names (or keys) hold every word, sorted.
    private static func holding(_ words: [String]) -> [String] {
        guard !words.isEmpty else { return [] }
        return known.filter { Set(words).isSubset(of: wordsNaming($0)) }.sorted()
    }

    /// Whether the breed's name, or its key, is exactly `words` in some order, less a last "dog".
    private static func isNamedExactly(_ key: String, by words: [String]) -> Bool {
        let typed = Set(words)
        return typed == namesByKey[key, default: []].subtracting(["dog", "dogs"]) || typed == Set(key.split(separator: "-").map(String.init))
    }

    private static func wordsNaming(_ key: String) -> Set<String> {
        namesByKey[key, default: []].union(key.split(separator: "-").map(String.init))
    }

    /// The words that tell breeds apart: a last "dog" does not.
    private static func significant(_ words: [String]) -> [String] {
        ["dog", "dogs"].contains(words.last) && words.count > 1 ? Array(words.dropLast()) : words
    }

    /// What a dogs before questions took a name for: the first breed a nickname, name, spelling
    /// or lone sub-breed's name gave, with "dog" dropped before words were run together.
    private static func earlierMeaning(of typed: String) -> Breed? {
        let structural = Breed(argument: typed)
        if let structural, isKnown(structural) { return structural }
        let words = Self.words(of: typed)
        if let key = key(for: words) ?? key(for: words.map(corrected)) { return Breed(key: key) }
        let sharedSubBreed = words.count == 1 && keys(withSubBreed: words[0]).count > 1
        return sharedSubBreed ? nil : structural
    }

    /// The key of the breed `words` name as a dogs before questions read them, with or without
    /// a last "dog", in either order.
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

    /// For a name no breed's holds whole: the breeds whose names hold most of its words.
    private static func suggestions(for words: [String]) -> [Breed] {
        let words = Set(significant(words))
        let held = known.map { key in (key, words.intersection(wordsNaming(key)).count) }
        guard let most = held.map(\.1).max(), most > 0 else { return [] }
        return held.filter { $0.1 == most }.map(\.0).sorted().prefix(3).map(Breed.init(key:))
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

    /// Every breed dogs knows, parent breeds (`hound`) included, once each, sorted.
    package static let breeds = Set(known.map(Breed.init(key:)) + known.map { Breed(Breed(key: $0).name) }).sorted()

    private static let known = Set(BreedNames.table.keys)
    private static let namesByKey = BreedNames.table.mapValues { Set(words(of: $0)) }
    private static let keysByName = Dictionary(BreedNames.table.map { (words(of: $0.value).joined(separator: " "), $0.key) }, uniquingKeysWith: min)
    private static let vocabulary: Set<String> = {
        let names: [String] = namesByKey.values.flatMap { $0 }
        let keyWords: [String] = known.flatMap { $0.split(separator: "-").map(String.init) }
        let aliasWords: [String] = aliases.keys.flatMap { words(of: $0) }
        return Set(names + keyWords + aliasWords)
    }()
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
    package init(key: String) {
        let parts = key.split(separator: "-", maxSplits: 1).map(String.init)
        self.init(parts[0], subBreed: parts.count == 2 ? parts[1] : nil)
    }

    /// `hound-afghan`, as links and `BreedNames` spell it.
    package var key: String {
        subBreed.map { "\(name)-\($0)" } ?? name
    }
}
