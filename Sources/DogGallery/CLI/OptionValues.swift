import Foundation

/// Turns one command's parsed options into typed, validated values, each error naming its option.
struct OptionValues {
    let options: ParsedOptions
    let spec: CommandSpec
    let environment: [String: String]

    func command() throws(UsageError) -> DogsCommand {
        switch spec.name {
        case DogsCommand.fetchCommand.name:
            if options.flags.contains("dry-run"), let other = ["json", "quiet"].first(where: options.flags.contains) {
                throw UsageError("--dry-run prints its plan as text and cannot be combined with --\(other)", command: spec)
            }
            return .fetch(FetchOptions(
                request: FetchRequest(
                    count: try integer("count", default: FetchRequest.defaultCount, in: 1...DogsCommand.maxCount),
                    breed: try breed(),
                    keep: try integer("keep", default: nil, in: 1...DogsCommand.maxKeep),
                    siteURL: try options.value("site-url").map { (text: String) throws(UsageError) -> URL in try httpURL(text, from: "--site-url") }
                ),
                output: try output(),
                concurrency: try integer("concurrency", default: Downloader.defaultConcurrency, in: 1...DogsCommand.maxConcurrency),
                apiBase: try apiBase(),
                retries: try integer("retries", default: RetryPolicy.defaultRetries, in: 0...DogsCommand.maxRetries),
                timeout: try integer("timeout", default: DogsCommand.defaultTimeout, in: 1...DogsCommand.maxSeconds),
                maxTime: try seconds("max-time"),
                maxBytes: try integer("max-bytes", default: Downloader.defaultMaxBytes, in: 1...(1 << 40)),
                allowedHosts: try hosts(),
                quiet: options.flags.contains("quiet"),
                verbose: options.flags.contains("verbose"),
                json: options.flags.contains("json"),
                dryRun: options.flags.contains("dry-run")
            ))
        case DogsCommand.breedsCommand.name:
            return .breeds(apiBase: try apiBase())
        case DogsCommand.indexCommand.name:
            return .index(output: try output())
        case DogsCommand.completionsCommand.name:
            let name = options.arguments["shell"] ?? ""
            guard let shell = Shell(rawValue: name) else {
                throw UsageError("<shell> must be one of \(Shell.allCases.map(\.rawValue).joined(separator: ", ")) (got '\(name)')", command: spec)
            }
            return .help(CompletionScript.render(for: shell, root: DogsCommand.root))
        case DogsCommand.manualCommand.name:
            return .help(ManualPage.render(root: DogsCommand.root))
        default:
            throw UsageError("Unknown subcommand '\(spec.name)'", command: DogsCommand.root)
        }
    }

    private func integer(_ name: String, default defaultValue: Int, in range: ClosedRange<Int>) throws(UsageError) -> Int {
        try integer(name, default: Optional(defaultValue), in: range) ?? defaultValue
    }

    /// An optional whole-number option: nil when absent and without a default.
    private func integer(_ name: String, default defaultValue: Int?, in range: ClosedRange<Int>) throws(UsageError) -> Int? {
        guard let text = options.value(name) else { return defaultValue }
        guard let value = Int(text), range.contains(value) else {
            throw UsageError("--\(name) must be a whole number from \(range.lowerBound) to \(range.upperBound) (got '\(text)')", command: spec)
        }
        return value
    }

    private func seconds(_ name: String) throws(UsageError) -> Double? {
        guard let text = options.value(name) else { return nil }
        guard let value = Double(text), value > 0, value <= Double(DogsCommand.maxSeconds) else {
            throw UsageError("--\(name) must be a number of seconds above 0 and up to \(DogsCommand.maxSeconds) (got '\(text)')", command: spec)
        }
        return value
    }

    private func breed() throws(UsageError) -> Breed? {
        guard let text = options.value("breed") else { return nil }
        guard let breed = Breed(argument: text) else {
            throw UsageError("--breed must be BREED or BREED/SUB in letters, like hound or hound/afghan (got '\(text)')", command: spec)
        }
        return breed
    }

    private func output() throws(UsageError) -> String {
        let output = options.value("out") ?? DogsCommand.defaultOutput
        guard !output.isEmpty else { throw UsageError("--out must name a folder", command: spec) }
        return output
    }

    private func hosts() throws(UsageError) -> [String] {
        let hosts = options.values["allow-host"] ?? []
        for host in hosts {
            let url = URL(string: "https://\(host)/")
            let parsed = url.flatMap { url in url.host.map { $0 + (url.port.map { ":\($0)" } ?? "") } }
            guard !host.isEmpty, parsed == host else {
                throw UsageError("--allow-host must be a host name like images.example.org, with a port if needed (got '\(host)')", command: spec)
            }
        }
        return hosts
    }

    private func apiBase() throws(UsageError) -> URL {
        let (text, source) = options.value("api-base").map { ($0, "--api-base") }
            ?? environment[DogsCommand.apiBaseVariable].map { ($0, DogsCommand.apiBaseVariable) }
            ?? (DogService.defaultBaseURL.absoluteString, "--api-base")
        return try httpURL(text, from: source, like: DogService.defaultBaseURL.absoluteString)
    }

    private func httpURL(_ text: String, from source: String, like example: String = "https://example.org/dogs/") throws(UsageError) -> URL {
        guard let url = URL(string: text), ["http", "https"].contains(url.scheme?.lowercased()), url.host?.isEmpty == false,
              url.query == nil, url.fragment == nil, url.user == nil
        else {
            throw UsageError("\(source) must be an http(s) URL like \(example) (got '\(text)')", command: spec)
        }
        return url
    }
}
