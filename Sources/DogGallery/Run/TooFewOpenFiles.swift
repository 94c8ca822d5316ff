/// A run that cannot have the files it needs open at once, however it is cut down: the hard
/// limit on open files (`ulimit -n`) is below what even one download, or the run itself, takes.
package struct TooFewOpenFiles: Error, Equatable, Sendable, CustomStringConvertible {
    /// Descriptors the run needs at the least.
    package let needed: Int
    /// Descriptors the process may have open.
    package let allowed: Int

    package var description: String {
        "dogs needs at least \(needed) open files, and this process may open only \(allowed) (ulimit -n)"
    }
}
