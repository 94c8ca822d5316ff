// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "dogs",
    // Synchronization.Mutex keeps shared state Sendable without locks by hand.
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "dogs", targets: ["dogs"]),
        .library(name: "DogGallery", targets: ["DogGallery"]),
    ],
    dependencies: [],
    targets: [
        .target(name: "DogGallery", dependencies: ["FileSystemCalls", "CurlCalls", "SHA256Blocks"]),
        // A few lines of C each: renameat2, glibc's malloc tuning and libcurl's variadic
        // curl_easy_setopt have no Swift interface.
        .target(name: "FileSystemCalls"),
        .target(name: "CurlCalls"),
        // SHA-256's rounds, which every picture's bytes pass through as they arrive. Optimised in
        // the debug build too: the end-to-end tests run it against bodies that never end, and
        // unoptimised rounds hash 5 MB a second.
        .target(name: "SHA256Blocks", cSettings: [.unsafeFlags(["-O2"], .when(configuration: .debug))]),
        .target(name: "MallocTuning"),
        .executableTarget(name: "dogs", dependencies: ["DogGallery", "MallocTuning"]),
        // Helpers both test targets share.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "DogGalleryTests", dependencies: ["DogGallery", "TestSupport"]),
        // Depends on the executable so `swift test` builds the `dogs` binary these tests run.
        .testTarget(name: "EndToEndTests", dependencies: ["dogs", "TestSupport"]),
        // The fuzz targets' properties, replayed over Fixtures/fuzz; scripts/fuzz compiles them
        // with the library's sources and Entry/ into a libFuzzer binary.
        .testTarget(name: "FuzzTests", dependencies: ["DogGallery", "TestSupport"], path: "Tests/Fuzz", exclude: ["Entry"]),
    ],
    swiftLanguageModes: [.v6]
)
