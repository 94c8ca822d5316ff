import ArgumentParsing

/// A command that takes no option: `dogs version`, `dogs manual`.
struct NoOptions: ParsableCommand {}
