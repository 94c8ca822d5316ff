extension Array where Element: Equatable {
    /// Whether `run` appears in the array as consecutive elements.
    package func contains(run: [Element]) -> Bool {
        guard !run.isEmpty, count >= run.count else { return run.isEmpty }
        return (0...(count - run.count)).contains { self[$0..<$0 + run.count].elementsEqual(run) }
    }
}
