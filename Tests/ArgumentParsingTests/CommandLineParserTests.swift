@testable import ArgumentParsing
import Testing

/// The argument-parsing layer knows nothing of dogs: a small made-up tool, declared here, is
/// parsed, validated and documented from its declarations alone.
@Suite("CommandLineParser runs a tool from one declaration per option, a property of the command's struct")
struct CommandLineParserTests {
    enum Action: Equatable, Sendable {
        case greet(name: String, times: Int, limit: Int?, wait: Double?, loud: Bool, cc: [String], tone: Tone)
        case salute(at: [String])
        case version
    }

    enum Tone: String, CaseIterable, Sendable { case warm, dry }

    struct Greet: ParsableCommand {
        @Option(.integer("times", help: "How often to say it.", default: 1, in: 1...5)) var times: Int
        @Option(.integer("limit", help: "At most this many words.", absent: "no limit", in: 2...9)) var limit: Int?
        @Option(.seconds("wait", help: "Pause first.", absent: "none", upTo: 60)) var wait: Double?
        @Option(.value("name", value: "who", help: "Who to greet.", default: "world", environment: "GREET_NAME", requirement: "name someone") { $0.isEmpty ? nil : $0 })
        var name: String
        @Flag(short: "l", help: "Shout it.") var loud: Bool
        @Option(.repeating("cc", value: "who", help: "Greet them too.", requirement: "be one word") { $0.contains(" ") ? nil : $0 })
        var cc: [String]
        @Argument(help: "How it sounds.") var tone: Tone
    }

    struct Salute: ParsableCommand {
        @Argument(name: "who", help: "Who to salute.", optional: true) var people: [String]
    }

    struct Hello: ParsableCommand {
        @Flag(help: "Show the version.") var version: Bool
    }

    static let greet = Greet.command("greet", abstract: "Say hello.") { (greet: Greet) -> Action? in
        .greet(name: greet.name, times: greet.times, limit: greet.limit, wait: greet.wait, loud: greet.loud, cc: greet.cc, tone: greet.tone)
    }

    static let salute = Salute.command("salute", abstract: "Salute.") { (salute: Salute) -> Action? in .salute(at: salute.people) }

    static let root = Hello.command("hello", abstract: "Greets people.", subcommands: [greet, salute]) { (hello: Hello) -> Action? in
        hello.version ? .version : nil
    }

    private func parse(_ arguments: [String], root: CommandSpec<Action> = root, environment: [String: String] = [:]) throws(UsageError) -> Invocation<Action> {
        try CommandLineParser.parse(arguments, root: root, environment: environment)
    }

    private func reason(_ arguments: [String], root: CommandSpec<Action> = root, environment: [String: String] = [:]) -> String? {
        do {
            _ = try parse(arguments, root: root, environment: environment)
            return nil
        } catch {
            return error.reason
        }
    }

    @Test("an optional repeating argument takes none, one or several, and help shows it in brackets")
    func optionalRepeating() throws {
        #expect(try parse(["salute"]) == .run(.salute(at: [])))
        #expect(try parse(["salute", "a", "b"]) == .run(.salute(at: ["a", "b"])))
        #expect(HelpFormatter.help(for: Self.salute, width: 80).contains("USAGE: salute [<who> ...]"))
    }

    @Test("absent options take their defaults")
    func defaults() throws {
        #expect(try parse(["greet", "dry"]) == .run(.greet(name: "world", times: 1, limit: nil, wait: nil, loud: false, cc: [], tone: .dry)))
    }

    @Test("each option's text becomes its typed value")
    func values() throws {
        #expect(try parse(["greet", "--times", "3", "--limit=4", "--wait", "1.5", "--name", "Rex", "-l", "--cc", "a", "--cc=b", "warm"])
            == .run(.greet(name: "Rex", times: 3, limit: 4, wait: 1.5, loud: true, cc: ["a", "b"], tone: .warm)))
    }

    @Test("an option's environment variable stands in when the option is absent, and is named when it is bad")
    func environment() throws {
        #expect(try parse(["greet", "dry"], environment: ["GREET_NAME": "Ada"])
            == .run(.greet(name: "Ada", times: 1, limit: nil, wait: nil, loud: false, cc: [], tone: .dry)))
        #expect(try parse(["greet", "dry", "--name", "Bo"], environment: ["GREET_NAME": "Ada"])
            == .run(.greet(name: "Bo", times: 1, limit: nil, wait: nil, loud: false, cc: [], tone: .dry)))
        #expect(reason(["greet", "dry"], environment: ["GREET_NAME": ""]) == "GREET_NAME must name someone (got '')")
    }

    struct Duet: ParsableCommand {
        @Argument(help: "How the first voice sounds.") var first: Tone
        @Argument(help: "How the second voice sounds.") var second: Tone
    }

    @Test("of the arguments missing, the first is named")
    func ofTheArgumentsMissingTheFirstIsNamed() {
        let duet = Duet.command("duet", abstract: "Two voices.") { (_: Duet) -> Action? in .version }
        let root = Hello.command("hello", abstract: "Greets people.", subcommands: [duet]) { (_: Hello) -> Action? in nil }

        #expect(reason(["duet"], root: root) == "Missing expected argument '<first>'")
        #expect(reason(["duet", "dry"], root: root) == "Missing expected argument '<second>'")
        #expect(reason(["duet", "dry", "warm"], root: root) == nil)
    }

    struct Copy: ParsableCommand {
        @Option(.value("into", value: "dir", help: "Where the copies go.", default: ".", requirement: "name a folder") { $0 }) var into: String
        @Option(.optional("backup", value: "dir", help: "Where replaced files go.", requirement: "name a folder") { $0 }) var backup: String?
    }

    @Test("the names other tools give an output folder suggest the command's first folder option",
          arguments: ["-o", "--output", "--output-dir", "--dir", "--directory", "-d"])
    func otherToolsOutputNamesSuggestTheFirstFolderOption(name: String) {
        let root = Copy.command("copy", abstract: "Copies.") { (_: Copy) -> Action? in nil }

        #expect(reason([name, "x"], root: root) == "Unknown option '\(name)'. Did you mean '--into'?")
    }

    @Test("a value outside what the declaration allows is an error naming the option", arguments: [
        (["greet", "dry", "--times", "6"], "--times must be a whole number from 1 to 5 (got '6')"),
        (["greet", "dry", "--times", "0"], "--times must be a whole number from 1 to 5 (got '0')"),
        (["greet", "dry", "--times", "x"], "--times must be a whole number from 1 to 5 (got 'x')"),
        (["greet", "dry", "--limit", "1"], "--limit must be a whole number from 2 to 9 (got '1')"),
        (["greet", "dry", "--limit", "10"], "--limit must be a whole number from 2 to 9 (got '10')"),
        (["greet", "dry", "--wait", "0"], "--wait must be a number of seconds above 0 and up to 60 (got '0')"),
        (["greet", "dry", "--wait", "60.5"], "--wait must be a number of seconds above 0 and up to 60 (got '60.5')"),
        (["greet", "dry", "--wait", "inf"], "--wait must be a number of seconds above 0 and up to 60 (got 'inf')"),
        (["greet", "dry", "--name", ""], "--name must name someone (got '')"),
        (["greet", "dry", "--cc", "a", "--cc", "b c", "--cc", "d"], "--cc must be one word (got 'b c')"),
        (["greet", "cold"], "<tone> must be one of warm, dry (got 'cold')"),
        (["greet"], "Missing expected argument '<tone>'"),
        (["greet", "dry", "--loud=yes"], "'--loud' takes no value"),
        (["--times", "2", "greet"], "'--times' is an option of 'hello greet': put it after the subcommand, as in 'hello greet --times 2'"),
        (["--loud"], "'--loud' is an option of 'hello greet': put it after the subcommand, as in 'hello greet --loud'"),
        (["--colour"], "Unknown option '--colour'"),
        (["--versoin"], "Unknown option '--versoin'. Did you mean '--version'?"),
        (["greet", "dry", "--tmies", "2"], "Unknown option '--tmies'. Did you mean '--times'?"),
        (["greet", "dry", "--lod=yes"], "Unknown option '--lod=yes'. Did you mean '--loud'?"),
        (["wave"], "Unknown subcommand 'wave'"),
        (["gret"], "Unknown subcommand 'gret'. Did you mean 'greet'?"),
        (["help", "wave"], "Unknown subcommand 'wave'"),
        (["help", "greet", "wave"], "Unexpected argument 'wave'"),
    ] as [([String], String)])
    func rejects(_ arguments: [String], _ expected: String) {
        #expect(reason(arguments) == expected)
    }

    @Test("the edges of a range are accepted")
    func edges() throws {
        for (arguments, times, wait) in [(["--times", "1", "--wait", "60"], 1, 60.0), (["--times", "5", "--wait", "0.001"], 5, 0.001)] {
            #expect(try parse(["greet", "dry"] + arguments)
                == .run(.greet(name: "world", times: times, limit: nil, wait: wait, loud: false, cc: [], tone: .dry)))
        }
    }

    @Test("help comes from the declarations: ranges, defaults, environment-free text")
    func help() throws {
        #expect(try parse(["greet", "--help"]) == .help("""
        OVERVIEW: Say hello.

        USAGE: hello greet <tone> [<options>]

        ARGUMENTS:
          <tone>                  How it sounds. (values: warm, dry)

        OPTIONS:
          --times <n>             How often to say it. (1 to 5; default: 1)
          --limit <n>             At most this many words. (2 to 9; default: no limit)
          --wait <seconds>        Pause first. (above 0, up to 60; default: none)
          --name <who>            Who to greet. (default: world)
          -l, --loud              Shout it.
          --cc <who> ...          Greet them too.
          -h, --help              Show help information.

        """))
        #expect(try parse(["help", "greet"]) == parse(["greet", "-h"]))
    }

    @Test("help fits the width it is given: long help wraps under its column, never past the edge", arguments: [24, 30, 40, 60, 80, 100])
    func wrappedHelp(_ width: Int) throws {
        for command in [Self.root, Self.greet] {
            let text = HelpFormatter.help(for: command, width: width)
            #expect(text.split(separator: "\n").allSatisfy { $0.count <= width }, "\(text)")
        }
    }

    @Test("where two columns would leave too little room, each option's help stands under its name")
    func narrowHelp() {
        let wide = HelpFormatter.help(for: Self.greet, width: 80)
        let narrow = HelpFormatter.help(for: Self.greet, width: 40)

        #expect(wide.contains("  --wait <seconds>        Pause first. (above 0, up to 60; default: none)"), "\(wide)")
        #expect(narrow.contains("  --wait <seconds>\n        Pause first. (above 0, up to 60;\n        default: none)"), "\(narrow)")
    }

    @Test("the root runs its own options, and shows its help when asked for nothing")
    func root() throws {
        #expect(try parse(["--version"]) == .run(.version))
        let help = HelpFormatter.help(for: Self.root)
        for arguments in [[], ["-h"], ["--help"], ["help"], ["help", "-h"]] {
            #expect(try parse(arguments) == .help(help), "\(arguments)")
        }
        #expect(help.contains("SUBCOMMANDS:\n  greet                   Say hello."))
    }

    @Test("usage errors carry the usage line of the command they are about")
    func usage() {
        do {
            _ = try parse(["greet", "dry", "--times", "9"])
            Issue.record("expected a usage error")
        } catch {
            #expect(error.usage == "Usage: hello greet <tone> [<options>]\n  See 'hello greet --help' for more information.")
        }
    }

    @Test("a line the parser refuses still tells whether it gives a flag of the subcommand it names, before any --", arguments: [
        (["greet", "cold", "--loud"], true), (["greet", "--times", "9", "-l"], true), (["greet", "--loud=yes"], false),
        (["greet", "--", "--loud"], false), (["salute", "--loud"], false), (["--loud"], false), (["wave", "--loud"], false), ([], false),
    ])
    func givesFlag(_ arguments: [String], _ gives: Bool) {
        #expect(CommandLineParser.gives("loud", in: arguments, root: Self.root) == gives)
    }

    @Test("a completion script offers every subcommand and every option the declarations give", arguments: Shell.allCases)
    func completions(_ shell: Shell) {
        let script = CompletionScript.render(for: shell, root: Self.root)

        for command in Self.root.subcommands {
            #expect(script.contains(command.name), "\(command.name)")
            for option in command.options {
                #expect(script.contains(shell == .fish ? "-l \(option.name)" : "--\(option.name)"), "\(command.name) --\(option.name)")
            }
        }
    }

    @Test("an option is named after its property, in kebab case", arguments: [
        ("count", "count"), ("maxTime", "max-time"), ("siteURL", "site-url"), ("apiBase", "api-base"), ("prometheusFile", "prometheus-file"),
    ])
    func kebab(_ property: String, _ name: String) {
        #expect(PropertyName.kebab(property) == name)
    }
}
