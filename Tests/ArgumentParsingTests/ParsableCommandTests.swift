@testable import ArgumentParsing
import Testing

@Suite("ParsableCommand finds a command's options in its properties, fills them, and checks them together")
struct ParsableCommandTests {
    struct Limits: ParsableCommand, Equatable {
        @Option(.integer("most", help: "At most this many.", default: 5, in: 1...9)) var most: Int
        @Option(.value("who", value: "who", help: "Who says it.", default: "me", environment: "ECHO_WHO", requirement: "name someone") { $0.isEmpty ? nil : $0 })
        var who: String
    }

    struct Echo: ParsableCommand, Equatable {
        @Option(.optional("said-word", value: "word", help: "What to say.", requirement: "be a word") { $0 }) var saidWord: String?
        @OptionGroup var limits: Limits
        @Flag(help: "Say it loudly.") var loud: Bool
        @Flag(help: "Say it softly.") var soft: Bool

        func check() throws(ValidationError) {
            if loud, soft { throw ValidationError("--loud and --soft: give one") }
        }

        func validate() throws(ValidationError) {
            if loud, saidWord == nil { throw ValidationError("--loud needs --said-word") }
        }
    }

    static let echo = Echo.command("echo", abstract: "Echoes.") { (echo: Echo) -> Echo? in echo }

    private func parse(_ arguments: [String], environment: [String: String] = [:]) throws(UsageError) -> Echo? {
        guard case let .run(echo) = try CommandLineParser.parse(arguments, root: Self.echo, environment: environment) else { return nil }
        return echo
    }

    struct Misnamed: ParsableCommand {
        @Option(.integer("count", help: "How many.", default: 1, in: 1...9)) var total: Int
    }

    @Test("an option declared on a property of another name stops the program the first time the command is described")
    func misnamed() async {
        await #expect(processExitsWith: .failure) {
            _ = Misnamed.command("misnamed", abstract: "") { (_: Misnamed) throws(ValidationError) -> Int? in nil }
        }
    }

    @Test("a group's options stand where the group does, each named after its property")
    func declarations() {
        #expect(Self.echo.options.map(\.name) == ["said-word", "most", "who", "loud", "soft", "help"])
        #expect(HelpFormatter.usage(of: Self.echo) == "echo [--said-word <word>] [--most <n>] [--who <who>] [--loud] [--soft]")
    }

    @Test("the decoder a command is filled from holds the key of each property it is given, and no other")
    func theDecoderACommandIsFilledFromHoldsTheKeyOfEachPropertyItIsGivenAndNoOther() throws {
        enum Keys: String, CodingKey { case most, who, loud }
        let given = Dictionary(uniqueKeysWithValues: Limits.properties.map { ($0.key, $0.property) })

        let container = try PropertyDecoder(properties: given).container(keyedBy: Keys.self)

        #expect(container.contains(.most) && container.contains(.who))
        #expect(!container.contains(.loud))
        #expect(Set(container.allKeys.map(\.stringValue)) == ["most", "who"])
    }

    @Test("a usage line of up to 80 characters names each option, a longer one collapses them", arguments: [(80, true), (81, false)])
    func aUsageLineOfUpTo80CharactersNamesEachOptionALongerOneCollapsesThem(width: Int, isFull: Bool) {
        let options = " [--most <n>] [--who <who>]"
        let name = String(repeating: "n", count: width - options.count)

        let usage = HelpFormatter.usage(of: Limits.command(name, abstract: "Limits.") { (limits: Limits) -> Limits? in limits })

        #expect(usage == (isFull ? name + options : name + " [<options>]"))
    }

    @Test("each property holds its value, the group's too")
    func values() throws {
        let echo = try #require(try parse(["--most", "3", "--said-word", "hi", "--loud"], environment: ["ECHO_WHO": "you"]))

        #expect(echo.saidWord == "hi")
        #expect(echo.limits == (try #require(try parse(["--most=3"], environment: ["ECHO_WHO": "you"]))).limits)
        #expect(echo.limits.most == 3)
        #expect(echo.limits.who == "you")
        #expect(echo.loud)
    }

    @Test("$property tells what the command line typed, and gives the option again as a command line would")
    func given() throws {
        let echo = try #require(try parse(["--most", "3", "--said-word", "hi"], environment: ["ECHO_WHO": "you"]))

        #expect(echo.$saidWord == Given(name: "said-word", texts: ["hi"], typed: true))
        #expect(echo.limits.$who == Given(name: "who", texts: ["you"], typed: false), "an environment variable is no option typed")
        #expect(echo.typed == ["said-word", "most"])
        #expect(echo.retyped == ["--said-word", "hi", "--most", "3", "--who", "you"])
    }

    @Test("a command made in code, from no command line, has no option typed, and gives none again")
    func aCommandMadeInCodeHasNoOptionTyped() {
        let limits = Limits()

        #expect(!limits.$most.typed && !limits.$who.typed)
        #expect(limits.typed == [])
        #expect(limits.retyped == [])
    }

    @Test("a check across options is a usage error with the command's usage line; one of flags before a bad value, one of values after it")
    func validation() {
        #expect(reason(["--loud"]) == "--loud needs --said-word")
        #expect(usage(["--loud"]) == "Usage: echo [--said-word <word>] [--most <n>] [--who <who>] [--loud] [--soft]\n  See 'echo --help' for more information.")
        #expect(reason(["--loud", "--most", "0"]) == "--most must be a whole number from 1 to 9 (got '0')")
        #expect(reason(["--loud", "--soft", "--most", "0"]) == "--loud and --soft: give one")
    }

    private func reason(_ arguments: [String]) -> String? {
        refusal(arguments)?.reason
    }

    private func usage(_ arguments: [String]) -> String? {
        refusal(arguments)?.usage
    }

    private func refusal(_ arguments: [String]) -> UsageError? {
        do {
            _ = try parse(arguments)
            return nil
        } catch {
            return error
        }
    }
}
