extension Array {
    /// The elements that satisfy the predicate, and those that do not, each in their order.
    func partitioned(by belongsInFirst: (Element) -> Bool) -> (first: [Element], second: [Element]) {
        var first: [Element] = [], second: [Element] = []
        for element in self {
            if belongsInFirst(element) { first.append(element) } else { second.append(element) }
        }
        return (first, second)
    }
}
