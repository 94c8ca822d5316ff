extension Array {
    /// The elements that satisfy the predicate, and those that do not, each in their order.
    func partitioned(by belongsInFirst: (Element) -> Bool) -> (first: [Element], second: [Element]) {
        (filter(belongsInFirst), filter { !belongsInFirst($0) })
    }
}
