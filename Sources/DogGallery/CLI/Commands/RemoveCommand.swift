import ArgumentParsing
import DogModel
import GalleryFolder

/// `dogs remove`'s pictures and options, each declared once as the property named after it.
struct RemoveCommand: ParsableCommand, Equatable {
    @Argument(
        name: "picture", help: "A picture to remove: its file as the gallery shows it (images/pug_n02110958_1.jpg), its file name, its number as its view shows it (\"No. 11\", 11), a path to it, the link of its original (file:// or under --site-url), or its source URL.",
        completion: .files(in: GalleryLayout.imagesFolder, marker: Manifest.fileName, fallback: "gallery")
    ) var pictures: [String]
    @Option(SharedOptions.out) var out: String
    @Flag(help: "Print what would be removed; write nothing.") var dryRun: Bool
    @Flag(help: "Print the report as one JSON object, errors too.") var json: Bool

}
