@testable import DogCEOClient
import Foundation
import TestSupport
import Testing

@Suite("SourcePolicy decides which picture links may be requested")
struct SourcePolicyTests {
    let policy = SourcePolicy(apiBase: URL(string: "http://127.0.0.1:8080/api")!, allowedHosts: ["CDN.example.org", "mirror.example.org:8443"])

    @Test("allows https://images.dog.ceo, the API's own origin, and the https origins the user trusts", arguments: [
        "https://images.dog.ceo/breeds/pug/a.jpg",
        "https://IMAGES.DOG.CEO/breeds/pug/a.jpg",
        "https://images.dog.ceo:443/breeds/pug/a.jpg",
        "http://127.0.0.1:8080/breeds/pug/a.jpg",
        "https://cdn.example.org/pug.jpg",
        "https://mirror.example.org:8443/pug.jpg",
        "http://127.0.0.1:8080/breeds/%3Cscript%3Ealert(1)%3C%2Fscript%3E/n02100735_10038.jpg",
    ])
    func allows(_ link: String) throws {
        #expect(policy.allows(try #require(URL(string: link))))
    }

    @Test("refuses everything else, with a reason", arguments: [
        ("file:///etc/passwd", "not an http(s) link"),
        ("ftp://images.dog.ceo/breeds/pug/a.jpg", "not an http(s) link"),
        ("javascript:alert(1)", "not an http(s) link"),
        ("http://images.dog.ceo/breeds/pug/a.jpg", "http://images.dog.ceo:80 is not a trusted origin (plain http only at the API's own)"),
        ("https://images.dog.ceo:8443/a.jpg", "https://images.dog.ceo:8443 is not a trusted origin (the scheme and port must match as well as the host; --allow-host images.dog.ceo:8443 trusts it)"),
        ("http://cdn.example.org/pug.jpg", "http://cdn.example.org:80 is not a trusted origin (plain http only at the API's own)"),
        ("https://mirror.example.org/pug.jpg", "https://mirror.example.org:443 is not a trusted origin (the scheme and port must match as well as the host; --allow-host mirror.example.org trusts it)"),
        ("http://127.0.0.1:9999/breeds/pug/a.jpg", "http://127.0.0.1:9999 is not a trusted origin (plain http only at the API's own)"),
        ("https://127.0.0.1:8080/breeds/pug/a.jpg", "https://127.0.0.1:8080 is not a trusted origin (the scheme and port must match as well as the host; --allow-host 127.0.0.1:8080 trusts it)"),
        ("https://evil.example/breeds/pug/a.jpg", "evil.example is not a trusted host (--allow-host evil.example trusts it over https)"),
        ("https://images.dog.ceo.evil.example/a.jpg", "images.dog.ceo.evil.example is not a trusted host (--allow-host images.dog.ceo.evil.example trusts it over https)"),
        ("http://169.254.169.254/latest/meta-data/", "169.254.169.254 is a link-local or cloud-metadata address"),
        ("http://[fe80::1]/a.jpg", "fe80::1 is a link-local or cloud-metadata address"),
        ("http://metadata.google.internal/computeMetadata/v1/", "metadata.google.internal is a link-local or cloud-metadata address"),
        ("https://user:secret@images.dog.ceo/a.jpg", "the link carries credentials"),
        ("http://127.0.0.1:8080/breeds/..%2F..%2Fetc/passwd", "its path climbs to parent folders or hides separators"),
        ("https://images.dog.ceo/breeds/pug%5C..%5Cx/a.jpg", "its path climbs to parent folders or hides separators"),
        ("https://images.dog.ceo/breeds/../../etc/passwd", "its path climbs to parent folders or hides separators"),
    ])
    func refuses(_ link: String, _ reason: String) throws {
        #expect(policy.rejection(of: try #require(URL(string: link))) == reason)
    }

    @Test("refuses link-local addresses even when the user trusts them")
    func linkLocalAlways() throws {
        let trusting = SourcePolicy(apiBase: URL(string: "https://dog.ceo/api")!, allowedHosts: ["169.254.169.254"])

        #expect(!trusting.allows(try #require(URL(string: "https://169.254.169.254/a.jpg"))))
    }
}
