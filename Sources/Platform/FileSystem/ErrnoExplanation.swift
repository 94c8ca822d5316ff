#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a file-system call failed, for a person: the system's own sentence for its errno, never a
/// stand-in. A permission refused also says who dogs runs as and who owns what it was refused,
/// as that is what differs between a run from a terminal and one from cron.
struct ErrnoExplanation: Equatable, Sendable {
    let code: Int32
    /// Who dogs runs as.
    var runner: Account?
    /// The nearest file or folder that exists at or above the path that failed, and its owner.
    var owner: Account.Owned?

    /// Whether the sentence for `code` names the accounts, so they are looked up only then.
    static func namesAccounts(_ code: Int32) -> Bool {
        code == EACCES || code == EPERM
    }

    /// "Permission denied (dogs runs as www-data, group www-data; /srv/www belongs to root, group root)".
    var sentence: String {
        let system = String(cString: strerror(code))
        guard Self.namesAccounts(code), let runner else { return system }
        let owned = owner.map { "; \($0.path) belongs to \($0.account.user), group \($0.account.group)" } ?? ""
        return "\(system) (dogs runs as \(runner.user), group \(runner.group)\(owned))"
    }
}
