@testable import DogGallery
import XCTest
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The real count of this process's descriptors. XCTest, not Swift Testing: its tests run one at a
/// time, so no other test opens or closes a descriptor while one is counting.
final class OpenFilesSystemTests: XCTestCase {
    func test_open_countsTwoDescriptorsMoreAsTwoMore_andClosedAsNone() {
        let before = OpenFiles.system.open()
        let opened = [open("/dev/null", O_RDONLY), open("/dev/null", O_RDONLY)]
        XCTAssertTrue(opened.allSatisfy { $0 >= 0 })

        XCTAssertEqual(OpenFiles.system.open(), before + 2)
        opened.forEach { close($0) }
        XCTAssertEqual(OpenFiles.system.open(), before)
    }

    func test_open_countsADescriptorFarAboveTheOthers() throws {
        let before = OpenFiles.system.open()
        let high = fcntl(0, F_DUPFD, 3000)
        try XCTSkipIf(high < 0, "the limit on open files is below 3000 here")

        let with = OpenFiles.system.open()
        close(high)
        let after = OpenFiles.system.open()

        // One more than before it was opened or after it was closed: the runtime's own threads
        // may open a descriptor of theirs meanwhile, once, as a busy host ran this test.
        XCTAssertTrue(with == before + 1 || with == after + 1, "\(before), \(with), \(after)")
    }

    func test_open_isTheSameCountAsAskingEveryNumberBelowTheLimit() {
        var limit = rlimit()
        getrlimit(RLIMIT_NOFILE_RESOURCE, &limit)

        let before = OpenFiles.system.open()
        let asked = (0..<Int32(min(limit.rlim_cur, 1 << 16))).filter { fcntl($0, F_GETFD) != -1 }.count
        let after = OpenFiles.system.open()

        // The same as the count before or after: another thread of the process (the runtime's,
        // Foundation's) may open or close one of its own meanwhile, once, as a busy host showed.
        XCTAssertTrue(asked == before || asked == after, "\(before), \(asked), \(after)")
    }
}

#if canImport(Glibc)
private let RLIMIT_NOFILE_RESOURCE = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
#else
private let RLIMIT_NOFILE_RESOURCE = RLIMIT_NOFILE
#endif
