@testable import DogGallery
import Testing

@Suite("CronLine writes a gallery's crontab line and finds dogs' lines again")
struct CronLineTests {
    static let hourly = ScheduleTime(ScheduleInterval.standard, path: "/srv/dogs")

    @Test("the time fields, the command with every word quoted, and the gallery in the closing comment")
    func line() {
        let text = CronLine.text(time: Self.hourly, command: ["/usr/local/bin/dogs", "fetch", "--title", "My dogs", "--quiet", "--out", "/srv/dogs"], gallery: "/srv/dogs")

        #expect(text == "47 * * * * /usr/local/bin/dogs fetch --title 'My dogs' --quiet --out /srv/dogs # dogs: /srv/dogs")
    }

    @Test("a % is escaped, as cron would otherwise end the command there")
    func percent() {
        let text = CronLine.text(time: Self.hourly, command: ["/bin/dogs", "fetch", "--site-url", "https://example.org/my%20dogs/", "--out", "/srv/100%"], gallery: "/srv/100%")

        #expect(text == #"47 * * * * /bin/dogs fetch --site-url https://example.org/my\%20dogs/ --out /srv/100\% # dogs: /srv/100\%"#)
        #expect(CronLine.entry(in: text[...])?.gallery == "/srv/100%")
    }

    @Test("what a crontab line cannot hold", arguments: ["a\nb", "a\rb", "a\\%b", "tab\there", "\u{7F}"])
    func unwritable(_ word: String) {
        #expect(CronLine.unwritable([word]) == word)
        #expect(CronLine.unwritable(["fine", "/srv/100%", "it's"]) == nil)
        #expect(CronLine.unwritable(["fine", word, "c\rd"]) == word, "the first such word is named")
    }

    @Test("finds the gallery, the time and the command of a line dogs wrote", arguments: [
        ("47 * * * * /bin/dogs fetch --quiet --out /srv/dogs # dogs: /srv/dogs", "/srv/dogs", "47 * * * *", "/bin/dogs fetch --quiet --out /srv/dogs"),
        ("47 * * * * /bin/dogs fetch --out '/srv/a # dogs: /b' # dogs: /srv/a # dogs: /b", "/srv/a # dogs: /b", "47 * * * *", "/bin/dogs fetch --out '/srv/a # dogs: /b'"),
        ("47 * * * * /bin/dogs fetch --out '/srv/my dogs' # dogs: /srv/my dogs\r", "/srv/my dogs", "47 * * * *", "/bin/dogs fetch --out '/srv/my dogs'"),
        ("  5,35\t*  * * * \"/opt/my dogs/dogs\" fetch --out /x\\ y # dogs: /x y", "/x y", "5,35\t*  * * *", "\"/opt/my dogs/dogs\" fetch --out /x\\ y"),
        ("47 * * * * /bin/dogs fetch --out \"/a \\\" # dogs: /b\" # dogs: /a \" # dogs: /b", "/a \" # dogs: /b", "47 * * * *", "/bin/dogs fetch --out \"/a \\\" # dogs: /b\""),
        ("47 * * * * dogs fetch --out=/srv/x # dogs: /srv/x", "/srv/x", "47 * * * *", "dogs fetch --out=/srv/x"),
        ("47 * * * * /bin/dogs fetch --out /srv/100\\% # dogs: /srv/100\\%", "/srv/100%", "47 * * * *", "/bin/dogs fetch --out /srv/100\\%"),
    ])
    func entry(_ line: String, _ gallery: String, _ fields: String, _ command: String) throws {
        let entry = try #require(CronLine.entry(in: line[...]))

        #expect(entry == ScheduleEntry(gallery: gallery, fields: fields, command: command))
    }

    @Test("takes no other line for one of dogs'", arguments: [
        "", "   ", "# dogs: /srv/dogs", "  # 47 * * * * dogs # dogs: /srv/dogs", "MAILTO=me@example.org", "47 * * * * /bin/backup # nightly",
        "47 * * * * /bin/dogs fetch --out /srv/dogs", "47 * * * * echo '# dogs: /srv/dogs'", "47 * * * * echo x# dogs: /srv/dogs",
        "47 * * * * echo \"# dogs: /srv/dogs\"", "47 * * * * echo \\# dogs: /srv/dogs", "@hourly /bin/dogs fetch # dogs: /srv/dogs",
        "47 * * * # dogs: /srv/dogs", "47 * * * * /bin/dogs # dogs: ", "47 * * * * echo 'unclosed # dogs: /srv/dogs",
        // A line of the user's that names a gallery in its comment is theirs: only a dogs fetch of that gallery is dogs'.
        "47 * * * * true;# dogs: /srv/x", "47 * * * * # dogs: /srv/x", "30 2 * * * rsync -a /srv/pub backup: # dogs: /srv/pub",
        "47 * * * * /bin/dogs fetch --out /srv/other # dogs: /srv/dogs", "47 * * * * /bin/dogs index --out /srv/dogs # dogs: /srv/dogs",
        "47 * * * * /bin/dogs fetch --out /srv/dogs; rm -rf /srv/old # dogs: /srv/dogs", "47 * * * * /bin/dogs fetch --out /srv/dogs && true # dogs: /srv/dogs",
        "47 * * * * nice /bin/dogs fetch --out /srv/dogs # dogs: /srv/dogs", "47 * * * * /bin/cats fetch --out /srv/dogs # dogs: /srv/dogs",
        "47 * * * * /bin/dogs fetch --out $HOME/dogs # dogs: $HOME/dogs",
        // A `#` straight after a quote or an escape is part of the word, no comment, as in sh.
        "47 * * * * /bin/dogs fetch --out '/srv/dogs'# dogs: /srv/dogs", "47 * * * * /bin/dogs fetch --out \"/srv/dogs\"# dogs: /srv/dogs",
        "47 * * * * /bin/dogs fetch --out /srv/dogs\\# dogs: /srv/dogs",
    ])
    func notDogs(_ line: String) {
        #expect(CronLine.entry(in: line[...]) == nil)
    }

    @Test("a line dogs wrote reads back as itself", arguments: [
        "/srv/dogs", "/srv/my dogs", "/srv/it's", "/srv/a # dogs: b", "/srv/100%", "/srv/\"q\"", "/srv/ünï", "/srv/$(id)",
    ])
    func roundTrip(_ gallery: String) throws {
        let command = ["/usr/local/bin/dogs", "fetch", "--quiet", "--out", gallery]
        let entry = try #require(CronLine.entry(in: CronLine.text(time: Self.hourly, command: command, gallery: gallery)[...]))

        #expect(entry.gallery == gallery)
        #expect(entry.fields == Self.hourly.cronFields)
    }
}
