import ArgumentParsing
import GalleryJobs

extension UsageError: ExitCodeReason {
    var exitCode: ExitCode { .usage }
}

/// Pictures to remove that the gallery does not hold: a mistake in the command line.
extension UnknownPictures: ExitCodeReason {
    var exitCode: ExitCode { .usage }
}
