/// What a gallery's scheduled fetch becomes when it is scheduled again: the options its command
/// had that this scheduling does not give are kept, as a setting changed with `git config` keeps
/// the others; `--reset` drops them. An option given again replaces every time the command gave it.
struct RescheduledFetch: Equatable {
    /// The fetch options of the new command, as pairs: those given, then those kept.
    let arguments: [String]
    /// How often the new command runs when `--every` was not given: as before; nil for the standard.
    let every: ScheduleInterval?
    /// The options kept from the command before, as it had them (`--keep`, `500`).
    let kept: [String]
    /// The options of the command before that `--reset` dropped, `--every` among them.
    let dropped: [String]

    /// The options dogs writes at the end of every scheduled command itself.
    private static let written: Set<String> = ["--every", "--quiet", "--out"]

    /// - Parameters:
    ///   - before: the words of the gallery's command before (its line's, or its service's), nil
    ///     when it has none.
    ///   - given: the fetch options given now, as pairs.
    ///   - every: the interval given now, nil when `--every` was not.
    init(before: [String]?, given: [String], every: ScheduleInterval?, reset: Bool) {
        let previous = Self.options(of: before ?? [])
        let givenNames = Set(stride(from: 0, to: given.count, by: 2).map { given[$0] })
        let others = previous.filter { !givenNames.contains($0.name) && !Self.written.contains($0.name) }
        let earlierEvery = previous.last { $0.name == "--every" }
        let words = { (pairs: [(name: String, value: String)]) in pairs.flatMap { [$0.name, $0.value] } }
        if reset {
            (arguments, kept) = (given, [])
            // The interval is dropped only when none is given: one given replaces it.
            dropped = words(others + (every == nil ? earlierEvery.map { [$0] } ?? [] : []))
            self.every = every
        } else {
            (arguments, kept, dropped) = (given + words(others), words(others), [])
            self.every = every ?? earlierEvery.flatMap { ScheduleInterval(argument: $0.value) }
        }
    }

    /// The options a fetch command's words give, each with its value, as sh and systemd hand
    /// them over (`--keep 500` or `--keep=500`); nothing but what follows `fetch`, and no word
    /// that is not an option with a value.
    private static func options(of command: [String]) -> [(name: String, value: String)] {
        guard let fetch = command.firstIndex(of: "fetch") else { return [] }
        var options: [(name: String, value: String)] = [], index = fetch + 1
        while index < command.count {
            let word = command[index]
            if word.hasPrefix("--"), let equals = word.firstIndex(of: "=") {
                options.append((String(word[..<equals]), String(word[word.index(after: equals)...])))
            } else if word.hasPrefix("--"), index + 1 < command.count, !command[index + 1].hasPrefix("--") {
                options.append((word, command[index + 1]))
                index += 1
            }
            index += 1
        }
        return options
    }
}
