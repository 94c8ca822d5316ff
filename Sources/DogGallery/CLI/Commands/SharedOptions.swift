import ArgumentParsing
import DogCEOClient
import DogModel
import Foundation
import GalleryJobs
import Platform
import PureSupport

/// The options more than one command takes, each declared once here under its name, which the
/// property that takes it bears (`@Option(SharedOptions.out) var out`).
enum SharedOptions {
    static let apiBaseVariable = "DOGS_API_BASE"
    static let defaultTimeout = 30
    static let count = OptionDefinition<Int>.integer("count", help: "How many new pictures to add.", default: FetchRequest.defaultCount, in: 1...10_000)
    static let breed = OptionDefinition<BreedQuery.Reading?>.optional(
        "breed", value: "breed", help: "Only this breed or sub-breed: hound, hound/afghan (as 'dogs breeds' lists them), hound-afghan or \"Afghan Hound\".",
        requirement: "be a breed like hound, hound/afghan, hound-afghan or \"Afghan Hound\"", completion: .names(breedNames)
    ) { (text: String) -> Result<BreedQuery.Reading, RejectedText> in
        // Refused before it is read: comparing it with every breed's name would take long.
        guard text.utf8.count <= NearestName.longestTyped else {
            return .failure(RejectedText(text: text, reason: "--breed: longer than any breed's name (\(NearestName.longestTyped) bytes at most)"))
        }
        // A question is answered later, once it is known whether a schedule asks it (see `FetchCommand.breedAsked`).
        let reading = BreedQuery.reading(of: text)
        if case let .failure(unknown) = reading.meaning, !unknown.isQuestion, reading.earlier == nil {
            return .failure(RejectedText(text: text, reason: "--breed: \(unknown)"))
        }
        return .success(reading)
    }
    /// What shells offer for a breed: the keys `dogs breeds` lists, and the names people type.
    static let breedNames = BreedQuery.breeds.map { Completion.Candidate($0.description, BreedsListing.name(of: $0)) }
        + BreedNames.spoken.map { Completion.Candidate($0.name, Breed(key: $0.key).description) }
    static let out = OptionDefinition<String>.value("out", value: "dir", help: "The gallery folder.", default: "./gallery", shown: "the gallery you are in, else ./gallery", requirement: "name a folder") {
        $0.isEmpty ? nil : $0
    }
    /// `--json`, which every command that reports takes, each saying what its object holds.
    static let json = OptionDefinition<Bool>.flag("json", help: "Print the report as one JSON object, errors too.")
    static let concurrency = OptionDefinition<Int>.integer("concurrency", help: "Pictures downloaded at once.", default: Downloader.defaultConcurrency, in: 1...32)
    static let retries = OptionDefinition<Int>.integer(
        "retries", help: "Retries of a failed request (transport errors, time-outs, HTTP 5xx and 429; not a host name that does not resolve); 0 turns retrying off.",
        default: RetryPolicy.defaultRetries, in: 0...10
    )
    static let timeout = OptionDefinition<Int>.integer("timeout", value: "seconds", help: "How long a request may wait for the server, in whole seconds.", default: defaultTimeout, in: 1...86_400)
    static let maxTime = OptionDefinition<Double?>.seconds("max-time", help: "Stop the whole run after this long, keeping what is complete.", absent: "no limit", upTo: 86_400)
    static let maxBytes = OptionDefinition<Int>.value(
        "max-bytes", value: "size", help: "The largest picture to keep, in bytes or with K, M or G after the number; larger ones are cut off while they arrive.",
        default: Downloader.defaultMaxBytes, shown: ByteSize.text(Downloader.defaultMaxBytes), range: "1 to \(ByteSize.text(1 << 40))",
        requirement: "be a size from 1 to \(ByteSize.text(1 << 40)), like 500K or 20M"
    ) { ByteSize.bytes(in: $0).flatMap { (1...(1 << 40)).contains($0) ? $0 : nil } }
    static let allowHost = OptionDefinition<[String]>.repeating(
        "allow-host", value: "host", help: "Also download pictures from https://<host> (or host:port). For a local http mirror, point --api-base at it.",
        requirement: "be a host name like images.example.org, with a port if needed", parse: AddressArgument.host
    )
    static let keep = OptionDefinition<Int?>.integer("keep", help: "Keep only the newest n pictures, removing older ones in the same update.", absent: "all", in: 1...1_000_000)
    static let siteURL = OptionDefinition<RememberedSetting<URL>>.value(
        "site-url", value: "url", help: "Where the gallery is published, for absolute links in feed.xml; remembered. \"\" forgets it.",
        default: .keep, shown: "the one remembered", requirement: "be an http(s) URL like https://example.org/dogs/, or \"\" to forget it"
    ) { $0.isEmpty ? .clear : AddressArgument.httpURL($0).map(RememberedSetting.set) }
    static let title = OptionDefinition<RememberedSetting<String>>.value(
        "title", value: "text", help: "The gallery's title on its front page and in its feed; remembered. \"\" goes back to Dogs.",
        default: .keep, shown: "the one remembered, else Dogs", requirement: GalleryTitle.requirement
    ) { text in
        let title = text.trimmingCharacters(in: .whitespaces)
        return title.isEmpty ? .clear : GalleryTitle.isValid(title) ? .set(title) : nil
    }
    static let apiBase = OptionDefinition<URL>.value(
        "api-base", value: "url", help: "The Dog CEO API to ask; \(apiBaseVariable) sets it when this is absent.",
        default: DogService.defaultBaseURL, shown: DogService.defaultBaseURL.absoluteString, environment: apiBaseVariable,
        requirement: "be an http(s) URL like \(DogService.defaultBaseURL.absoluteString)", parse: AddressArgument.httpURL
    )
    static let prometheusFile = OptionDefinition<String?>.optional(
        "prometheus-file", value: "file", help: "Write the gallery's metrics, as 'dogs status --prometheus' prints them, to this file (node_exporter's textfile collector reads it), replacing it in one step.",
        requirement: "name a file"
    ) { $0.isEmpty ? nil : $0 }
}
