@testable import DogGallery
import Testing

@Suite("ScheduledFetch: the fetch a schedule runs, from any working folder")
struct ScheduledFetchTests {
    @Test("runs this dogs, the options given, its interval and quiet, into the gallery")
    func command() {
        let command = ScheduledFetch.command(program: "/opt/dogs", arguments: ["--count", "2"], interval: .standard, gallery: "/srv/dogs", from: "/home/me")

        #expect(command == ["/opt/dogs", "fetch", "--count", "2", "--every", "1h", "--quiet", "--out", "/srv/dogs"])
    }

    @Test("a file an option names is taken from where schedule was typed, as cron runs in /", arguments: [
        ("dogs.prom", "/home/me/dogs.prom"), ("../metrics/dogs.prom", "/home/metrics/dogs.prom"), ("/var/lib/dogs.prom", "/var/lib/dogs.prom"),
    ])
    func files(given: String, scheduled: String) {
        let command = ScheduledFetch.command(
            program: "/opt/dogs", arguments: ["--title", "dogs.prom", "--prometheus-file", given], interval: .standard, gallery: "/srv/dogs", from: "/home/me"
        )

        #expect(command.dropFirst(2).prefix(4) == ["--title", "dogs.prom", "--prometheus-file", scheduled])
    }
}
