extension Array where Element: Sendable {
    /// Transforms every element with at most `limit` transforms running at once,
    /// returning the results in the elements' order whatever order they finish in.
    package func mapConcurrently<T: Sendable>(
        limit: Int, _ transform: @escaping @Sendable (Element) async -> T
    ) async -> [T] {
        await withTaskGroup(of: (Int, T).self) { group in
            var results = [T?](repeating: nil, count: count)
            var next = startIndex
            func startNext() {
                guard next < endIndex else { return }
                let (index, element) = (next, self[next])
                group.addTask { (index, await transform(element)) }
                next += 1
            }
            for _ in 0..<Swift.max(limit, 1) { startNext() }
            while let (index, result) = await group.next() {
                results[index] = result
                startNext()
            }
            return results.compactMap { $0 }
        }
    }
}
