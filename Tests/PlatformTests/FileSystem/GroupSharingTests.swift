import Foundation
@testable import Platform
import Testing

@Suite("GroupSharing: a folder its group may write in shares what is made in it with that group")
struct GroupSharingTests {
    @Test("a folder is shared when its group may write in it and others may not", arguments: [
        (mode_t(0o2775), true), (0o775, true), (0o770, true), (0o3775, true), (0o755, false), (0o700, false), (0o777, false), (0o1777, false), (0o2755, false),
    ])
    func shared(mode: mode_t, shared: Bool) {
        #expect((GroupSharing(folderMode: mode, group: 33) != nil) == shared)
        #expect(GroupSharing(folderMode: mode, group: 33)?.group == (shared ? 33 : nil))
    }

    @Test("what is made gets the owner's access for the group too, and no more", arguments: [
        (mode_t(0o600), false, mode_t(0o660)), (0o644, false, 0o664), (0o640, false, 0o660), (0o400, false, 0o440),
        (0o755, true, 0o775), (0o2755, true, 0o2775), (0o700, true, 0o770),
    ])
    func modes(mode: mode_t, isFolder: Bool, shared: mode_t) {
        #expect(GroupSharing(folderMode: 0o2775, group: 33)?.mode(for: mode, isFolder: isFolder) == shared)
    }

    @Test("the process is a member of its own group and of its supplementary groups, and of no other")
    func membership() {
        #expect(Account.isMember(of: getegid()))
        var groups = [gid_t](repeating: 0, count: Int(getgroups(0, nil)))
        _ = getgroups(Int32(groups.count), &groups)
        for group in groups { #expect(Account.isMember(of: group)) }
        let stranger = (gid_t(40_000)...gid_t(40_100)).first { $0 != getegid() && !groups.contains($0) }!
        #expect(!Account.isMember(of: stranger))
    }
}
