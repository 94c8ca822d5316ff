/// The descriptors a run needs open at once, weighed against the limit on open files
/// (RLIMIT_NOFILE) before the run starts. A run that ran out half-way would fail files it had
/// begun, and Dispatch's threads, which open descriptors of their own as they go (an epoll, an
/// eventfd, a timerfd, and a file in /proc each time the worker pool is checked), trap when they
/// find none free. So the soft limit is raised when the run needs more, downloads are fewer when
/// even the hard limit is too low for all of them, and a run that cannot have even one is refused.
import Foundation

package struct OpenFileBudget: Equatable, Sendable {
    /// What to do about the limit.
    package enum Decision: Equatable, Sendable {
        /// The soft limit is enough for `transfers` downloads at once.
        case keep(transfers: Int)
        /// Raise the soft limit to `softLimit` (what the run needs, at most the hard limit),
        /// then run `transfers` downloads at once.
        case raise(softLimit: Int, transfers: Int)
        case refuse(TooFewOpenFiles)
    }

    /// Descriptors any run that touches a gallery or the network may hold at once, besides those
    /// open when it starts: Dispatch's 3 and the /proc file its worker pool's monitor reads; the
    /// gallery's folder, `images/` and `pages/`, the lock, the manifest, the journal, a listing and
    /// the file being written; the transfers' event loop's wake-up socket pair. `dogs index` and
    /// `dogs remove` were measured at 9; the rest is spare.
    package static let base = 16
    /// Descriptors one transfer may hold: its picture's temporary file and that of the picture
    /// waiting its turn behind it, its connection and one kept to the other host (the API's or
    /// the pictures'), and while it starts, the resolver's socket pair and getaddrinfo's file or
    /// socket, or a second connection attempt (IPv6 and IPv4) and the CA bundle. Measured at 3
    /// over plain HTTP to an IP address, where neither DNS nor TLS takes any.
    package static let perTransfer = 8

    /// Descriptors the run holds besides the base and its downloads: the API's connection, the
    /// pictures `dogs verify` reads at once.
    package let fixed: Int
    /// Downloads asked for at once; none for a run that downloads nothing.
    package let transfers: Int

    package init(fixed: Int, transfers: Int) {
        self.fixed = fixed
        self.transfers = transfers
    }

    /// The limit a run with `transfers` downloads at once needs, `open` descriptors being open already.
    package func needed(transfers: Int, open: Int) -> Int {
        open + Self.base + fixed + Self.perTransfer * transfers
    }

    /// - Parameters:
    ///   - soft: the soft limit, which the process may raise up to `hard`.
    ///   - hard: the hard limit; `Int.max` for none.
    ///   - open: descriptors open already: stdin, stdout and stderr, and any the parent left open.
    package func decision(soft: Int, hard: Int, open: Int) -> Decision {
        let spare = hard - needed(transfers: 0, open: open)
        // Every download asked for, or as many as fit; a run that downloads can do with one.
        let chosen = Swift.min(transfers, spare < 0 ? -1 : spare / Self.perTransfer)
        guard chosen >= Swift.min(transfers, 1) else {
            return .refuse(TooFewOpenFiles(needed: needed(transfers: Swift.min(transfers, 1), open: open), allowed: hard))
        }
        let limit = needed(transfers: chosen, open: open)
        return limit <= soft ? .keep(transfers: chosen) : .raise(softLimit: limit, transfers: chosen)
    }
}
