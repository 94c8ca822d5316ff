import Foundation
@testable import Platform
import Testing

@Suite("ErrnoExplanation says why a file-system call failed, in the system's words")
struct ErrnoExplanationTests {
    static let webUser = Account(user: "www-data", group: "www-data")
    static let owner = Account.Owned(path: "/srv/www", account: Account(user: "root", group: "root"))

    @Test("every cause is the system's own sentence, and a permission refused says who asked and who owns the folder", arguments: [
        (EACCES, webUser, owner, "Permission denied (dogs runs as www-data, group www-data; /srv/www belongs to root, group root)"),
        (EPERM, webUser, owner, "Operation not permitted (dogs runs as www-data, group www-data; /srv/www belongs to root, group root)"),
        (EACCES, Account(user: "1000", group: "1000"), owner, "Permission denied (dogs runs as 1000, group 1000; /srv/www belongs to root, group root)"),
        (EACCES, webUser, nil, "Permission denied (dogs runs as www-data, group www-data)"),
        (EROFS, webUser, owner, "Read-only file system"),
        (ENOSPC, webUser, owner, "No space left on device"),
        (ENOENT, webUser, owner, "No such file or directory"),
        (ELOOP, webUser, owner, "Too many levels of symbolic links"),
        (ENOTDIR, webUser, owner, "Not a directory"),
    ] as [(Int32, Account, Account.Owned?, String)])
    func sentence(_ code: Int32, _ runner: Account, _ owner: Account.Owned?, _ sentence: String) {
        #expect(ErrnoExplanation(code: code, runner: runner, owner: owner).sentence == sentence)
    }

    @Test("only a permission refused needs the accounts", arguments: [(EACCES, true), (EPERM, true), (EROFS, false), (ENOSPC, false), (EIO, false)])
    func namesAccounts(_ code: Int32, _ names: Bool) {
        #expect(ErrnoExplanation.namesAccounts(code) == names)
    }
}
