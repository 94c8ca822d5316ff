// swift-tools-version:6.0
import PackageDescription

let optimisedInDebug: [SwiftSetting] = [.unsafeFlags(["-O"], .when(configuration: .debug))]

let package = Package(
    name: "dogs",
    // Synchronization.Mutex keeps shared state Sendable without locks by hand.
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "dogs", targets: ["dogs"]),
        // For a program of its own: dog.ceo's client (`import DogCEOClient`) and its values (`import DogModel`).
        .library(name: "DogGallery", targets: ["DogGallery", "DogCEOClient", "DogModel"]),
    ],
    dependencies: [],
    targets: [
        // The layers, top to bottom, each using only those after it (README, Architecture, says
        // what each holds): a dependency in the wrong direction does not compile. GalleryFolder,
        // DogModel, Platform and PureSupport, which every gallery entry and every byte pass
        // through, are optimised in the debug build too: the end-to-end tests run the debug
        // `dogs` over galleries of 20,000 pictures and bodies without end, where unoptimised code
        // spent most of the suite's time; `@testable` still works, as the build keeps testing
        // enabled. The others decide once a picture or once a run, and build faster unoptimised.
        .target(name: "DogGallery", dependencies: ["GalleryJobs", "GalleryFolder", "DogCEOClient", "DogModel", "ArgumentParsing", "Platform", "PureSupport"]),
        .target(name: "GalleryJobs", dependencies: ["GalleryFolder", "DogCEOClient", "DogModel", "Platform", "PureSupport"]),
        .target(name: "GalleryFolder", dependencies: ["DogModel", "Platform", "PureSupport"], swiftSettings: optimisedInDebug),
        .target(name: "DogCEOClient", dependencies: ["DogModel", "Platform", "PureSupport", "CurlCalls"]),
        .target(name: "DogModel", dependencies: ["PureSupport"], swiftSettings: optimisedInDebug),
        .target(name: "ArgumentParsing", dependencies: ["Platform", "PureSupport"]),
        .target(name: "Platform", dependencies: ["PureSupport", "FileSystemCalls", "SHA256Blocks", "SignalCalls"], swiftSettings: optimisedInDebug),
        .target(name: "PureSupport", swiftSettings: optimisedInDebug),
        // A few lines of C each: renameat2, glibc's malloc tuning, libcurl's variadic
        // curl_easy_setopt and an async-signal-safe handler have no Swift interface.
        .target(name: "FileSystemCalls"),
        .target(name: "SignalCalls"),
        .target(name: "CurlCalls"),
        // SHA-256's rounds, which every picture's bytes pass through as they arrive. Optimised in
        // the debug build too: the end-to-end tests run it against bodies that never end, and
        // unoptimised rounds hash 5 MB a second.
        .target(name: "SHA256Blocks", cSettings: [.unsafeFlags(["-O2"], .when(configuration: .debug))]),
        .target(name: "MallocTuning"),
        .executableTarget(name: "dogs", dependencies: ["DogGallery", "DogCEOClient", "Platform", "MallocTuning"]),
        // Spies, stubs and samples the test targets share, each at the layer of what it fakes.
        .target(name: "TestSupport", dependencies: ["Platform"], path: "Tests/TestSupport"),
        .target(name: "ModelTestSupport", dependencies: ["DogModel"], path: "Tests/ModelTestSupport"),
        .target(name: "ClientTestSupport", dependencies: ["DogCEOClient", "Platform", "TestSupport"], path: "Tests/ClientTestSupport"),
        .target(name: "GalleryTestSupport", dependencies: ["GalleryFolder", "DogModel", "Platform", "TestSupport", "ModelTestSupport"], path: "Tests/GalleryTestSupport"),
        // One test target a module, its files in the module's folders, using only its module,
        // the modules below it and the test support at those layers.
        .testTarget(name: "DogGalleryTests", dependencies: ["DogGallery", "GalleryJobs", "GalleryFolder", "DogCEOClient", "DogModel", "ArgumentParsing", "Platform", "TestSupport", "ModelTestSupport", "ClientTestSupport", "GalleryTestSupport"]),
        .testTarget(name: "GalleryJobsTests", dependencies: ["GalleryJobs", "GalleryFolder", "DogCEOClient", "DogModel", "Platform", "PureSupport", "TestSupport", "ModelTestSupport", "ClientTestSupport", "GalleryTestSupport"]),
        .testTarget(name: "GalleryFolderTests", dependencies: ["GalleryFolder", "DogModel", "Platform", "TestSupport", "ModelTestSupport", "GalleryTestSupport"]),
        .testTarget(name: "DogCEOClientTests", dependencies: ["DogCEOClient", "DogModel", "Platform", "TestSupport", "ModelTestSupport", "ClientTestSupport"]),
        .testTarget(name: "DogModelTests", dependencies: ["DogModel", "PureSupport", "TestSupport", "ModelTestSupport"]),
        .testTarget(name: "ArgumentParsingTests", dependencies: ["ArgumentParsing"]),
        .testTarget(name: "PlatformTests", dependencies: ["Platform", "SHA256Blocks", "TestSupport"]),
        .testTarget(name: "PureSupportTests", dependencies: ["PureSupport"]),
        // Runs the `dogs` binary, which `swift test` builds with every other product. It does not
        // depend on it, so that it compiles beside the library rather than after the whole of it.
        .testTarget(name: "EndToEndTests", dependencies: ["TestSupport"]),
        // The fuzz targets' properties, replayed over Fixtures/fuzz; scripts/fuzz compiles them
        // with the library's sources and Entry/ into a libFuzzer binary.
        .testTarget(
            name: "FuzzTests", dependencies: ["DogGallery", "GalleryJobs", "GalleryFolder", "DogCEOClient", "DogModel", "Platform", "PureSupport", "TestSupport", "ModelTestSupport", "ClientTestSupport", "GalleryTestSupport"],
            path: "Tests/Fuzz", exclude: ["Entry"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
