import ArgumentParsing
import DogModel
import GalleryFolder

/// `dogs remove`: its pictures and options, each declared once as the property named after it, and its run.
struct RemoveCommand: DogsSubcommand {
    static let configuration = CommandConfiguration(
        name: "remove",
        abstract: "Remove pictures from the gallery, so that no later fetch brings them back.",
        discussion: """
        Deletes each picture's file, drops its entry from manifest.jsonl, remembering its source,
        and renders the pages again. A file that is no longer the picture dogs saved is left in
        place. A name the gallery does not hold is an error, and then nothing is removed.
        """,
        exitCodes: ExitCodeTable(
            [.success, .partialFailure, .usage, .dataError, .noInput, .software, .systemRefused, .cannotCreate, .outputFailed, .busy],
            meanings: [
                .success: "every picture named was removed (a page that could not be written gives 1)",
                .usage: "usage error, or a picture to remove that the gallery does not hold",
                .partialFailure: "the pictures were removed, but a page could not be written (the next run writes it)",
            ]
        )
    )

    @Argument(
        name: "picture", help: "A picture to remove: its file as the gallery shows it (images/pug_n02110958_1.jpg), its file name, its number as its view shows it (\"No. 11\", 11), a path to it, the link of its original (file:// or under --site-url), or its source URL.",
        completion: .files(in: GalleryLayout.imagesFolder, marker: Manifest.fileName, fallback: "gallery")
    ) var pictures: [String]
    @Option(SharedOptions.out) var out: String
    @Flag(help: "Print what would be removed; write nothing.") var dryRun: Bool
    @Flag(SharedOptions.json) var json: Bool

    func run(in app: DogsApp, environment: [String: String], output: RunOutput) async -> ExitCode {
        await app.remove(self, environment: environment, output: output)
    }

    var gallery: String? { out }
}
