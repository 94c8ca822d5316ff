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
        .target(name: "DogGallery"),
        .executableTarget(name: "dogs", dependencies: ["DogGallery"]),
        .testTarget(name: "DogGalleryTests", dependencies: ["DogGallery"]),
        // Depends on the executable so `swift test` builds the `dogs` binary these tests run.
        .testTarget(name: "EndToEndTests", dependencies: ["dogs"]),
    ],
    swiftLanguageModes: [.v6]
)
