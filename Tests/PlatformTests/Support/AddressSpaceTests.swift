@testable import Platform
import Testing

@Suite("AddressSpace tells whether memory can be had before a run needs it")
struct AddressSpaceTests {
    @Test("room a process has is there; room no address space holds is refused with the system's error")
    func room() {
        #expect(AddressSpace.room(for: AddressSpace.runNeeds) == nil)
        #expect(AddressSpace.room(for: Int.max / 2) != nil)
    }
}
