import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The C library's `struct group`, which `Account.group` would hide.
private typealias GroupEntry = group

/// A user and a group, by the names the system gives them, or by number where it has none (as `ls -l` shows them).
package struct Account: Equatable, Sendable {
    let user: String
    let group: String

    /// A file or folder and who owns it.
    struct Owned: Equatable, Sendable {
        let path: String
        let account: Account
    }

    init(user: String, group: String) {
        self.user = user
        self.group = group
    }

    init(user: uid_t, group: gid_t) {
        self.init(user: Self.name(ofUser: user) ?? String(user), group: Self.name(ofGroup: group) ?? String(group))
    }

    /// The user and group dogs runs as (the effective ones, which the system checks).
    static var running: Account {
        Account(user: geteuid(), group: getegid())
    }

    /// The owner of `path`, or of the nearest folder above it that can be looked at: for a folder
    /// that could not be made, the one it was to be made in.
    static func owner(ofNearest path: String) -> Owned? {
        var candidate = URL(fileURLWithPath: path)
        while true {
            var status = stat()
            if stat(candidate.path, &status) == 0 { return Owned(path: candidate.path, account: Account(user: status.st_uid, group: status.st_gid)) }
            guard candidate.pathComponents.count > 1 else { return nil }
            candidate.deleteLastPathComponent()
        }
    }

    /// The name the system gives user `id`, or its number where it has none.
    package static func userName(of id: uid_t) -> String {
        name(ofUser: id) ?? String(id)
    }

    /// The name the system gives group `id`, or its number where it has none.
    package static func groupName(of id: gid_t) -> String {
        name(ofGroup: id) ?? String(id)
    }

    /// Whether this process is in group `id` (its own, or one of its others), as the kernel
    /// judges what it may do with a file of that group.
    package static func isMember(of id: gid_t) -> Bool {
        if getegid() == id { return true }
        var groups = [gid_t](repeating: 0, count: Int(max(0, getgroups(0, nil))))
        let count = getgroups(Int32(groups.count), &groups)
        return groups.prefix(Int(max(0, count))).contains(id)
    }

    /// Every group user `id` is in, as cron and systemd give them to its jobs (its own group
    /// first, then those the group database lists it in); none for a user the system does not know.
    package static func groups(of id: uid_t) -> [gid_t] {
        var entry = passwd(), found: UnsafeMutablePointer<passwd>?
        var buffer = [CChar](repeating: 0, count: 16_384)
        guard getpwuid_r(id, &entry, &buffer, buffer.count, &found) == 0, found != nil, let name = entry.pw_name else { return [] }
        var count: Int32 = 64
        while true {
            #if canImport(Darwin)
            var groups = [Int32](repeating: 0, count: Int(count))
            let listed = getgrouplist(name, Int32(bitPattern: entry.pw_gid), &groups, &count)
            #else
            var groups = [gid_t](repeating: 0, count: Int(count))
            let listed = getgrouplist(name, entry.pw_gid, &groups, &count)
            #endif
            // Too few places: `count` now says how many it needs (glibc), or try twice as many.
            guard listed < 0 else { return groups.prefix(Int(count)).map { gid_t(bitPattern: Int32(truncatingIfNeeded: $0)) } }
            guard count < 65_536 else { return [entry.pw_gid] }
            count = max(count, Int32(groups.count) * 2)
        }
    }

    /// The reentrant lookups: a failure may be told from several downloads at once.
    private static func name(ofUser id: uid_t) -> String? {
        var entry = passwd(), found: UnsafeMutablePointer<passwd>?
        var buffer = [CChar](repeating: 0, count: 16_384)
        guard getpwuid_r(id, &entry, &buffer, buffer.count, &found) == 0, found != nil, let name = entry.pw_name else { return nil }
        return String(cString: name)
    }

    private static func name(ofGroup id: gid_t) -> String? {
        var entry = GroupEntry(), found: UnsafeMutablePointer<GroupEntry>?
        var buffer = [CChar](repeating: 0, count: 16_384)
        guard getgrgid_r(id, &entry, &buffer, buffer.count, &found) == 0, found != nil, let name = entry.gr_name else { return nil }
        return String(cString: name)
    }
}
