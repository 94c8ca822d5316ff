@testable import DogGallery
import Testing

@Suite("CrontabEdit changes a gallery's line and leaves every other line as it was")
struct CrontabEditTests {
    static let mine = "47 * * * * /bin/dogs fetch --quiet --out /srv/dogs # dogs: /srv/dogs"
    static let newer = "3,33 * * * * /bin/dogs fetch --count 5 --quiet --out /srv/dogs # dogs: /srv/dogs"
    static let other = "12 * * * * /bin/dogs fetch --quiet --out /srv/cats # dogs: /srv/cats"
    static let users = """
    # m h  dom mon dow   command
    MAILTO=me@example.org

    30 2 * * * /usr/bin/backup --all   # nightly, 2:30
    */5 * * * * echo '# dogs: /srv/dogs' >/dev/null

    """

    @Test("installs into an empty crontab")
    func installEmpty() {
        #expect(CrontabEdit.installing(Self.mine, for: "/srv/dogs", in: "") == Self.mine + "\n")
    }

    @Test("appends after the user's lines, comments and blank lines, which stay byte for byte")
    func installAppends() {
        #expect(CrontabEdit.installing(Self.mine, for: "/srv/dogs", in: Self.users) == Self.users + Self.mine + "\n")
    }

    @Test("replaces the gallery's line where it stands, and no other gallery's")
    func installReplaces() {
        let before = Self.users + Self.mine + "\n" + Self.other + "\n"

        #expect(CrontabEdit.installing(Self.newer, for: "/srv/dogs", in: before) == Self.users + Self.newer + "\n" + Self.other + "\n")
    }

    @Test("replaces the first of several lines for the gallery, and drops the others")
    func installDeduplicates() {
        let before = Self.mine + "\n# between\n" + Self.mine + "\n"

        #expect(CrontabEdit.installing(Self.newer, for: "/srv/dogs", in: before) == Self.newer + "\n# between\n")
    }

    @Test("a last line without its line break gets one, as crontab refuses a file without")
    func installAfterMissingNewline() {
        #expect(CrontabEdit.installing(Self.mine, for: "/srv/dogs", in: "30 2 * * * /usr/bin/backup") == "30 2 * * * /usr/bin/backup\n" + Self.mine + "\n")
        #expect(CrontabEdit.installing(Self.newer, for: "/srv/dogs", in: Self.mine) == Self.newer + "\n")
    }

    @Test("keeps CRLF lines as they are, and finds a line of dogs' that has one")
    func crlf() {
        let before = "# windows\r\n30 2 * * * /usr/bin/backup\r\n" + Self.mine + "\r\n"

        #expect(CrontabEdit.installing(Self.newer, for: "/srv/dogs", in: before) == "# windows\r\n30 2 * * * /usr/bin/backup\r\n" + Self.newer + "\n")
        #expect(CrontabEdit.removing("/srv/dogs", from: before) == "# windows\r\n30 2 * * * /usr/bin/backup\r\n")
        #expect(CrontabEdit.entries(in: before).map(\.gallery) == ["/srv/dogs"])
    }

    @Test("removes the gallery's lines only")
    func remove() {
        let before = Self.users + Self.mine + "\n" + Self.other + "\n" + Self.mine + "\n"

        #expect(CrontabEdit.removing("/srv/dogs", from: before) == Self.users + Self.other + "\n")
        #expect(CrontabEdit.removing("/srv/cats", from: before) == Self.users + Self.mine + "\n" + Self.mine + "\n")
    }

    @Test("removing the last line leaves an empty crontab")
    func removeLast() {
        #expect(CrontabEdit.removing("/srv/dogs", from: Self.mine + "\n") == "")
        #expect(CrontabEdit.removing("/srv/dogs", from: Self.mine) == "")
    }

    @Test("nothing to remove is nil: for a gallery without a line, in an empty crontab, or named only in a user's text", arguments: [
        "", users, other + "\n", "# 47 * * * * dogs # dogs: /srv/dogs\n",
    ])
    func removeNothing(_ crontab: String) {
        #expect(CrontabEdit.removing("/srv/dogs", from: crontab) == nil)
    }

    @Test("a line of the user's that carries the gallery's mark stays theirs: never replaced, listed or removed")
    func usersAnnotatedLine() {
        let annotated = "30 2 * * * rsync -a /srv/dogs/ backup:/srv/dogs/ # dogs: /srv/dogs\n"

        #expect(CrontabEdit.installing(Self.mine, for: "/srv/dogs", in: annotated) == annotated + Self.mine + "\n")
        #expect(CrontabEdit.entries(in: annotated) == [])
        #expect(CrontabEdit.removing("/srv/dogs", from: annotated) == nil)
    }

    @Test("a gallery is its exact path: another that shares its start is another gallery")
    func exactPath() {
        let before = "47 * * * * /bin/dogs fetch --out /srv/dogs2 # dogs: /srv/dogs2\n"

        #expect(CrontabEdit.removing("/srv/dogs", from: before) == nil)
        #expect(CrontabEdit.installing(Self.mine, for: "/srv/dogs", in: before) == before + Self.mine + "\n")
    }

    @Test("lists dogs' lines in the order they stand, and none of the user's")
    func entries() {
        let crontab = Self.users + Self.mine + "\n" + Self.other

        #expect(CrontabEdit.entries(in: crontab) == [
            ScheduleEntry(gallery: "/srv/dogs", fields: "47 * * * *", command: "/bin/dogs fetch --quiet --out /srv/dogs"),
            ScheduleEntry(gallery: "/srv/cats", fields: "12 * * * *", command: "/bin/dogs fetch --quiet --out /srv/cats"),
        ])
        #expect(CrontabEdit.entries(in: Self.users) == [])
    }
}
