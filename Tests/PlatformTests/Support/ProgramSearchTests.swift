import Foundation
@testable import Platform
import Testing

@Suite("ProgramSearch finds a program on PATH as a shell does")
struct ProgramSearchTests {
    @Test("the first executable of the name in PATH's folders, in their order; cron's own PATH when none is set")
    func locateFindsTheFirstExecutableCrontabOnPath() {
        let executables: Set = ["/usr/bin/crontab", "/opt/cron/bin/crontab"]

        #expect(ProgramSearch.locate("crontab", in: "/usr/local/bin:/opt/cron/bin/:/usr/bin", isExecutable: executables.contains) == "/opt/cron/bin/crontab")
        #expect(ProgramSearch.locate("crontab", in: nil, isExecutable: executables.contains) == "/usr/bin/crontab", "cron's own PATH when none is set")
        #expect(ProgramSearch.locate("crontab", in: "/usr/local/bin:/sbin", isExecutable: executables.contains) == nil)
        #expect(ProgramSearch.locate("crontab", in: "", isExecutable: executables.contains) == nil)
    }
}
