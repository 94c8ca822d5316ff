@testable import DogGallery
import Foundation
import TestSupport
import Testing

@Suite("README")
struct ReadmeTests {
    @Test("documents every exit code as --help does")
    func exitCodes() throws {
        let readme = try String(contentsOf: Repository.file("README.md"), encoding: .utf8)

        for code in ExitCode.allCases {
            #expect(readme.contains("| \(code.rawValue) | \(RootCommand.exitCodes.meaning(of: code)) |"), "exit code \(code.rawValue)")
        }
    }

    @Test("shows the line dogs schedule puts in the crontab for its example with the package's /usr/bin/dogs, and no cron line that runs dogs by a bare name")
    func cronExample() throws {
        let readme = try String(contentsOf: Repository.file("README.md"), encoding: .utf8)
        let example = ScheduleSummary.example
        let line = example.line

        #expect(readme.contains("dogs schedule \(example.arguments.joined(separator: " ")) --out \(example.gallery)\n"))
        #expect(readme.contains("```cron\n\(line)\n```"), "the README installs the Debian package, so its line runs /usr/bin/dogs")
        #expect(!readme.contains("* * dogs "), "cron's PATH may not hold dogs")
        #expect(!readme.contains("0 * * * *"), "every gallery at the top of the hour")
    }
}
