@testable import DogGallery
import Foundation
import Testing

@Suite("SystemRefusal says what the system refused and which limit to look at")
struct SystemRefusalTests {
    @Test("a thread or memory, in the system's words, with the limits that refuse it", arguments: [
        (SystemRefusal.thread(code: EAGAIN),
         "cannot start a thread: Resource temporarily unavailable (too many processes or threads for this user, ulimit -u, or too little memory, ulimit -v)"),
        (.memory(code: ENOMEM, bytes: 64 << 20), "cannot set aside the 64 MiB of memory a run may take: Cannot allocate memory (too little memory for this process, ulimit -v)"),
    ])
    func sentence(_ refusal: SystemRefusal, _ text: String) {
        #expect(refusal.description == text)
    }
}
