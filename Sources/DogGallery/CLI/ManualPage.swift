import ArgumentParsing
import DogModel
import Platform

/// `dogs manual`: the dogs(1) manual page in roff, written from the same command descriptions
/// the parser and help use.
enum ManualPage {
    static func render(root: CommandSpec<any DogsSubcommand>) -> String {
        var page = [
            ".TH DOGS 1 \"\" \"dogs \(DogsVersion.current)\" \"User Commands\"",
            ".SH NAME",
            "dogs \\- keep a gallery of dog pictures from the Dog CEO API",
            ".SH SYNOPSIS",
        ]
        page += root.subcommands.flatMap { [".B \($0.path)", escape(synopsisArguments($0)), ".br"] }
        page += [".B \(root.name)", "\\-\\-version | \\-\\-help", ".SH DESCRIPTION", escape(root.discussion)]
        for command in root.subcommands {
            page += [".SH \"DOGS \(command.name.uppercased())\"", escape(command.abstract)]
            if !command.discussion.isEmpty {
                page += [".PP", escape(command.discussion)]
            }
            for argument in command.arguments {
                let choices = argument.choices.isEmpty ? "" : " One of: " + argument.choices.joined(separator: ", ") + "."
                page += [".TP", "\\fI\(argument.name)\\fR" + (argument.repeats ? " ..." : ""), escape(argument.help + choices)]
            }
            for option in command.options {
                let names = (option.short.map { ["\\fB\\-\($0)\\fR"] } ?? []) + ["\\fB\\-\\-\(escape(option.name))\\fR"]
                page += [".TP", names.joined(separator: ", ") + (option.valueName.map { " \\fI\($0)\\fR" } ?? "")]
                page.append(escape(option.help + (option.range.map { " Range: \($0)." } ?? "") + (option.defaultValue.map { " Default: \($0)." } ?? "")))
            }
        }
        page += [".SH \"EXIT STATUS\""]
        for code in ExitCode.allCases {
            page += [".TP", "\\fB\(code.rawValue)\\fR", escape(RootCommand.exitCodes.meaning(of: code))]
        }
        page += [
            ".SH ENVIRONMENT",
        ]
        for variable in RootCommand.environment {
            page += [".TP", "\\fB\(escape(variable.name))\\fR", escape(sentence(variable.meaning))]
        }
        page += [
            ".SH FILES",
            ".TP", "\\fIgallery/manifest.jsonl\\fR", "Every picture the gallery holds, a line each; every page is rendered from it. "
                + "A manifest.json an older dogs wrote is upgraded to it once.",
            ".TP", "\\fIgallery/index.html\\fR, \\fIgallery/index.md\\fR, \\fIgallery/feed.xml\\fR", "The newest pictures as a web page, in Markdown, and as an Atom feed.",
            ".TP", "\\fIgallery/pages/\\fR", "Numbered pages of all pictures and each breed's pages, oldest first, so a full page changes only once more, to link the next.",
            ".TP", "\\fIgallery/images/\\fR", "The pictures. Files dogs did not make are left alone and named in a warning.",
            ".TP", "\\fIgallery/.dogs.lock\\fR, \\fIgallery/.dogs\\-journal\\fR", "The lock a run holds, and the record of a commit in progress.",
            ".TP", "\\fIgallery/.dogs\\-runs\\fR", "How the last 50 runs of fetch, remove and verify \\-\\-repair ended, for dogs status; private to the gallery's owner.",
            ".SH EXAMPLES",
            "Three new dogs every hour into a folder the web server publishes, never more than 500, "
                + "each run ten minutes at most, from this user's crontab:",
            ".PP", ".nf",
            escape("dogs schedule " + ScheduleSummary.example.arguments.joined(separator: " ") + " --out " + ScheduleSummary.example.gallery),
            ".fi",
            ".PP",
            "The line it puts there runs dogs by its absolute path, at a minute taken from the gallery's path:",
            ".PP", ".nf",
            escape(ScheduleSummary.example.line),
            ".fi",
        ]
        return page.joined(separator: "\n") + "\n"
    }

    /// "the API base URL" → "The API base URL."
    private static func sentence(_ text: String) -> String {
        text.prefix(1).uppercased() + text.dropFirst() + "."
    }

    private static func synopsisArguments(_ command: CommandSpec<any DogsSubcommand>) -> String {
        (command.arguments.map(\.synopsis) + (command.options.count > 1 ? ["[options]"] : [])).joined(separator: " ")
    }

    /// Backslashes and dashes are special in roff; a line starting with a dot or quote would be a request.
    static func escape(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            let escaped = line.replacingOccurrences(of: "\\", with: "\\e").replacingOccurrences(of: "-", with: "\\-")
            return escaped.hasPrefix(".") || escaped.hasPrefix("'") ? "\\&" + escaped : escaped
        }.joined(separator: "\n")
    }
}
