@testable import DogGallery
import Foundation
import Testing

@Suite("SystemdUnits writes a gallery's service and timer")
struct SystemdUnitsTests {
    static let hourly = ScheduleTime(ScheduleInterval.standard, path: "/srv/dogs")

    @Test("a oneshot service that runs the command, and a timer at the gallery's time")
    func units() {
        let units = SystemdUnits(time: Self.hourly, command: ["/usr/local/bin/dogs", "fetch", "--quiet", "--out", "/srv/dogs"], gallery: "/srv/dogs")

        #expect(units.name == "dogs-\(PathHash.short("/srv/dogs"))")
        #expect(units.service == """
        # dogs: /srv/dogs
        [Unit]
        Description=dogs fetch into /srv/dogs every 1h
        Documentation=man:dogs(1)

        [Service]
        Type=oneshot
        ExecStart=/usr/local/bin/dogs fetch --quiet --out /srv/dogs

        """)
        #expect(units.timer == """
        # dogs: /srv/dogs
        [Unit]
        Description=dogs fetch into /srv/dogs every 1h
        Documentation=man:dogs(1)

        [Timer]
        OnCalendar=*-*-* *:47:00
        Persistent=true

        [Install]
        WantedBy=timers.target

        """)
    }

    @Test("a unit is dogs' for the gallery its first line names; a unit of anyone else's is not", arguments: [
        ("# dogs: /srv/dogs\n[Unit]\n", "/srv/dogs" as String?), ("# dogs: /srv/my dogs\r\n", "/srv/my dogs"),
        ("[Unit]\nDescription=mine\n", nil), ("", nil), ("#dogs: /srv/dogs\n", nil), ("# dogs: \n", nil),
    ])
    func gallery(_ text: String, _ gallery: String?) {
        #expect(SystemdUnits.gallery(ofUnit: Data(text.utf8)) == gallery)
    }

    @Test("quotes each word as systemd reads it, and doubles % and $, which it would expand", arguments: [
        ("plain", "plain"), ("/srv/my dogs", #""/srv/my dogs""#), ("it's", #""it's""#), (#"say "hi""#, #""say \"hi\"""#), (#"back\slash"#, #""back\\slash""#),
        ("100%", "100%%"), ("$HOME", "\"$$HOME\""), ("a;b", #""a;b""#), ("", #""""#), ("ünï", #""ünï""#),
    ])
    func quoting(_ word: String, _ written: String) {
        #expect(SystemdUnits.quoted(word) == written)
    }

    @Test("the command a service runs is read back as it was given", arguments: [
        "/usr/local/bin/dogs", "/opt/my dogs/dogs", "/opt/100%/dogs", "/opt/$HOME/dogs", #"/opt/say "hi"\back/dogs"#, "/opt/%%/$$/dogs", "/opt/it's/dogs",
    ])
    func program(_ path: String) {
        let command = [path, "fetch", "--title", #"it's "quoted" \ 100% $HOME"#, "--out", "/srv/my dogs"]
        let units = SystemdUnits(time: Self.hourly, command: command, gallery: "/srv/my dogs")

        #expect(SystemdUnits.command(ofService: Data(units.service.utf8)) == command)
    }

    @Test("a service with no ExecStart, or a quote never closed, names no command", arguments: [
        "[Service]\nType=oneshot\n", "ExecStart=\"/opt/dogs fetch\n", "ExecStart=\n", "",
    ])
    func noProgram(_ text: String) {
        #expect(SystemdUnits.command(ofService: Data(text.utf8)) == nil)
    }

    @Test("a % in the gallery's path is doubled in the descriptions too")
    func percentInDescription() {
        let units = SystemdUnits(time: Self.hourly, command: ["/bin/dogs"], gallery: "/srv/100%")

        #expect(units.service.contains("Description=dogs fetch into /srv/100%% every 1h\n"))
        #expect(units.timer.contains("Description=dogs fetch into /srv/100%% every 1h\n"))
    }

    @Test("systemd-analyze verify finds nothing wrong with them", .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/systemd-analyze")),
          arguments: ScheduleInterval.accepted)
    func verify(_ interval: ScheduleInterval) throws {
        let gallery = "/srv/my 100% \"dogs\" $HOME;it's"
        let units = SystemdUnits(time: ScheduleTime(interval, path: gallery), command: ["/bin/echo", "fetch", "--title", "it's \\ $x", "--out", gallery], gallery: gallery)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dogs-units-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(units.service.utf8).write(to: folder.appendingPathComponent("\(units.name).service"))
        try Data(units.timer.utf8).write(to: folder.appendingPathComponent("\(units.name).timer"))
        let process = Process()
        let output = Pipe()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/systemd-analyze")
        process.arguments = ["verify", "--man=no"] + ["service", "timer"].map { folder.appendingPathComponent("\(units.name).\($0)").path }
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let report = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()

        #expect(process.terminationStatus == 0, "\(report)")
        #expect(report == "", "\(report)")
    }
}
