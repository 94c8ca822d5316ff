import Foundation
@testable import Platform
import Testing

@Suite("FilePermission decides what a user may do to a file as the kernel does")
struct FilePermissionTests {
    static let alice: uid_t = 1000, bob: uid_t = 1001, staff: gid_t = 50, users: gid_t = 100

    @Test("the owner is judged by the owner's bits alone, whatever the group and others may", arguments: [
        (mode_t(0o700), true), (0o600, false), (0o077, false), (0o100, true), (0o011, false),
    ])
    func owner(mode: mode_t, runs: Bool) {
        #expect(FilePermission.allows(.execute, mode: mode, owner: Self.alice, group: Self.staff, to: Self.alice, in: [Self.staff]) == runs)
    }

    @Test("a member of the file's group, by the group's bits alone", arguments: [
        (mode_t(0o010), true), (0o701, false), (0o070, true), (0o760, false),
    ])
    func member(mode: mode_t, runs: Bool) {
        #expect(FilePermission.allows(.execute, mode: mode, owner: Self.alice, group: Self.staff, to: Self.bob, in: [Self.users, Self.staff]) == runs)
    }

    @Test("anyone else, by the others' bits", arguments: [
        (mode_t(0o001), true), (0o770, false), (0o755, true),
    ])
    func others(mode: mode_t, runs: Bool) {
        #expect(FilePermission.allows(.execute, mode: mode, owner: Self.alice, group: Self.staff, to: Self.bob, in: [Self.users]) == runs)
    }

    @Test("root runs a file anyone may run, and reads and writes any", arguments: [
        (FilePermission.Access.execute, mode_t(0o644), false), (.execute, 0o001, true), (.execute, 0o010, true),
        (.read, 0o000, true), (.write, 0o000, true),
    ])
    func root(access: FilePermission.Access, mode: mode_t, allowed: Bool) {
        #expect(FilePermission.allows(access, mode: mode, owner: Self.alice, group: Self.staff, to: 0, in: [0]) == allowed)
    }

    @Test("read, write and execute are each their own bit", arguments: [
        (FilePermission.Access.read, mode_t(0o400), true), (.read, 0o300, false),
        (.write, 0o200, true), (.write, 0o500, false),
        (.execute, 0o100, true), (.execute, 0o600, false),
    ])
    func bits(access: FilePermission.Access, mode: mode_t, allowed: Bool) {
        #expect(FilePermission.allows(access, mode: mode, owner: Self.alice, group: Self.staff, to: Self.alice, in: []) == allowed)
    }
}
