/// A count split into pieces of at most a size, for work done a piece at a time: a request
/// to the API, a batch of a fetch.
package enum Split {
    /// `total` in pieces of `limit`, the last the rest; none for nothing.
    package static func sizes(of total: Int, atMost limit: Int) -> [Int] {
        stride(from: 0, to: max(total, 0), by: max(limit, 1)).map { min(max(limit, 1), total - $0) }
    }
}
