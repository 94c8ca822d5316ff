/// `dogs completions <shell>`: a completion script written from the same command descriptions
/// the parser and help use, so it never falls behind them. Folders complete as each shell's own
/// file completion does (a name with spaces kept whole, a folder ending in `/`); values with
/// `Completion.words` offer those words; `Completion.files` the files of the folder a command works on.
package enum CompletionScript {
    package static func render<Action>(for shell: Shell, root: CommandSpec<Action>) -> String {
        switch shell {
        case .bash: bash(root)
        case .zsh: zsh(root)
        case .fish: fish(root)
        }
    }

    // MARK: - bash

    private static func bash<Action>(_ root: CommandSpec<Action>) -> String {
        let commands = root.subcommands.map(\.name) + ["help"]
        var script = """
        # bash completion for \(root.name); load with: source <(\(root.name) completions bash)
        # Folders, one a line, so a name with spaces stays whole; -o filenames quotes them and ends a folder with /.
        _\(root.name)_folders() {
            local IFS=$'\\n'
            compopt -o filenames 2>/dev/null
            COMPREPLY=($(compgen -d -- "$1"))
        }
        # The names of $1, a line each, that start with what was typed, whatever its case; quoted for the command line.
        # The user's nocasematch is put back as it was, by eval: the line it is kept in is one word.
        _\(root.name)_names() {
            local IFS=$'\\n' name restore
            restore=$(shopt -p nocasematch) || :
            shopt -s nocasematch
            COMPREPLY=()
            for name in $1; do
                [[ $name == "$cur"* ]] && COMPREPLY+=("$(printf '%q' "$name")")
            done
            eval "$restore"
        }
        # The files in folder $2 of the folder option $1 names, else of the folder that holds $3 (here or above), else of $4;
        # typed after "$2/", as the manifest names them, they keep it.
        _\(root.name)_files() {
            local option=$1 sub=$2 marker=$3 dir= i prefix= IFS=$'\\n'
            for ((i = 2; i < COMP_CWORD; i++)); do
                [ "${COMP_WORDS[i]}" = "$option" ] && dir=${COMP_WORDS[i+1]}
            done
            if [ -z "$dir" ]; then
                if [ -f "$marker" ]; then dir=.; elif [ -f "../$marker" ]; then dir=..; else dir=$4; fi
            fi
            [[ $cur == "$sub"/* ]] && prefix=$sub/
            COMPREPLY=($(cd -- "${dir/#\\~/$HOME}/$sub" 2>/dev/null && compgen -f -- "${cur#"$prefix"}"))
            [ -z "$prefix" ] || [ ${#COMPREPLY[@]} -eq 0 ] || COMPREPLY=("${COMPREPLY[@]/#/$prefix}")
        }
        _\(root.name)() {
            local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]}
            if [ "$COMP_CWORD" -eq 1 ]; then
                COMPREPLY=($(compgen -W "\((commands + root.options.map { "--\($0.name)" }).joined(separator: " "))" -- "$cur"))
                return
            fi
            case ${COMP_WORDS[1]} in

        """
        for command in root.subcommands {
            let valueOptions = command.options.filter { $0.valueName != nil }
            let words = command.arguments.flatMap(\.choices) + command.options.map { "--\($0.name)" }
            script += "    \(command.name))\n"
            if !valueOptions.isEmpty {
                script += "        case $prev in\n"
                for (completion, options) in grouped(valueOptions) {
                    let names = options.map { "--\($0.name)" }.joined(separator: "|")
                    script += "        \(names)) " + (bashAction(completion, root: root, command: command).map { "\($0); " } ?? "") + "return ;;\n"
                }
                script += "        esac\n"
            }
            if let argument = command.arguments.last, case .files = argument.completion {
                script += "        case $cur in -*) ;; *) \(bashAction(argument.completion, root: root, command: command) ?? ""); return ;; esac\n"
            }
            script += "        COMPREPLY=($(compgen -W \"\(words.joined(separator: " "))\" -- \"$cur\")) ;;\n"
        }
        script += "    help) COMPREPLY=($(compgen -W \"\(root.subcommands.map(\.name).joined(separator: " "))\" -- \"$cur\")) ;;\n"
        script += "    esac\n}\ncomplete -F _\(root.name) \(root.name)\n"
        return script
    }

    /// What bash runs to offer `completion`; nil when nothing is offered.
    private static func bashAction<Action>(_ completion: Completion, root: CommandSpec<Action>, command: CommandSpec<Action>) -> String? {
        switch completion {
        case .none: nil
        case .folders: "_\(root.name)_folders \"$cur\""
        case let .words(words): "COMPREPLY=($(compgen -W \"\(words.joined(separator: " "))\" -- \"$cur\"))"
        case let .names(candidates): "_\(root.name)_names \(bashQuoted(candidates.map(\.name).joined(separator: "\n")))"
        case let .files(subfolder, marker, fallback):
            "_\(root.name)_files \(folderOption(of: command)) \(subfolder) \(marker) \(fallback)"
        }
    }

    // MARK: - zsh

    private static func zsh<Action>(_ root: CommandSpec<Action>) -> String {
        var script = """
        #compdef \(root.name)
        # zsh completion for \(root.name); put it in a folder on $fpath as _\(root.name)
        # Names ("Golden Retriever"), matched whatever the case typed; each after its description's turn.
        _\(root.name)_names() {
            local -a names descriptions
            local name description
            for name description in "$@"; do
                names+=($name)
                descriptions+=("$name -- $description")
            done
            compadd -M 'm:{a-zA-Z}={A-Za-z}' -l -d descriptions -a names
        }
        # The files in folder $2 of the folder option $1 names, else of the folder that holds $3 (here or above), else of $4;
        # typed after "$2/", as the manifest names them, they keep it.
        _\(root.name)_files() {
            local option=$1 sub=$2 marker=$3 dir= i
            for (( i = 2; i < CURRENT; i++ )); do
                [[ $words[i] == $option ]] && dir=${(Q)words[i+1]}
            done
            if [[ -z $dir ]]; then
                if [[ -f $marker ]]; then dir=.; elif [[ -f ../$marker ]]; then dir=..; else dir=$4; fi
            fi
            # -W takes an absolute folder.
            dir=${dir/#\\~/$HOME}
            compset -P "$sub/"
            _files -W "${dir:a}/$sub"
        }
        _\(root.name)() {
            local -a commands
            commands=(

        """
        for command in root.subcommands {
            script += "        '\(command.name):\(zshEscaped(command.abstract))'\n"
        }
        script += """
                'help:Show subcommand help information.'
            )
            if (( CURRENT == 2 )); then
                _describe 'command' commands
                return
            fi
            # The subcommand's own arguments start after it, where _arguments looks for them.
            local subcommand=$words[2]
            shift words
            (( CURRENT-- ))
            case $subcommand in

        """
        for command in root.subcommands {
            let specs = command.arguments.map { zshArgument($0, root: root, command: command) } + command.options.map { zshOption($0, root: root, command: command) }
            script += "    \(command.name))\n        _arguments \\\n            " + specs.joined(separator: " \\\n            ") + " ;;\n"
        }
        script += "    help) _describe 'command' commands ;;\n    esac\n}\n_\(root.name) \"$@\"\n"
        return script
    }

    /// `'1:shell:(bash zsh fish)'`, or `'*:picture:…'` for a repeating argument.
    private static func zshArgument<Action>(_ argument: ArgumentSpec, root: CommandSpec<Action>, command: CommandSpec<Action>) -> String {
        let position = argument.repeats ? "*" : "1"
        let action = argument.choices.isEmpty ? zshAction(argument.completion, root: root, command: command) : "(\(argument.choices.joined(separator: " ")))"
        return "'\(position):\(argument.name):\(action)'"
    }

    /// `'--count[How many…]:n: '`, or `'(-q --quiet)'{-q,--quiet}'[Print…]'` for one with a short name.
    private static func zshOption<Action>(_ option: OptionSpec, root: CommandSpec<Action>, command: CommandSpec<Action>) -> String {
        let help = "[\(zshEscaped(option.help))]"
        let value = option.valueName.map { ":\($0):\(zshAction(option.completion, root: root, command: command))" } ?? ""
        guard let short = option.short else { return "'--\(option.name)\(help)\(value)'" }
        return "'(-\(short) --\(option.name))'{-\(short),--\(option.name)}'\(help)\(value)'"
    }

    private static func zshAction<Action>(_ completion: Completion, root: CommandSpec<Action>, command: CommandSpec<Action>) -> String {
        switch completion {
        case .none: " "
        case .folders: "_directories"
        case let .words(words): "(\(words.joined(separator: " ")))"
        // A leading space: _arguments then calls it with these words alone, inserting no compadd options.
        case let .names(candidates):
            " _\(root.name)_names " + candidates.flatMap { [$0.name, $0.description] }.map(zshWord).joined(separator: " ")
        case let .files(subfolder, marker, fallback): " _\(root.name)_files \(folderOption(of: command)) \(subfolder) \(marker) \(fallback)"
        }
    }

    // MARK: - fish

    private static func fish<Action>(_ root: CommandSpec<Action>) -> String {
        var lines = [
            "# fish completion for \(root.name); load with: \(root.name) completions fish | source",
            "# The files in folder $2 of the folder option $1 names, else of the folder that holds $3 (here or above), else of $4;",
            "# typed after \"$2/\", as the manifest names them, they keep it.",
            "function __\(root.name)_files",
            "    set -l tokens (commandline -opc)",
            "    set -l dir",
            "    set -l prefix ''",
            "    string match -q -- \"$argv[2]/*\" (commandline -ct); and set prefix $argv[2]/",
            "    for i in (seq 2 (math (count $tokens) - 1))",
            "        test \"$tokens[$i]\" = $argv[1]; and set dir $tokens[(math $i + 1)]",
            "    end",
            "    if test -z \"$dir\"",
            "        if test -f $argv[3]; set dir .; else if test -f ../$argv[3]; set dir ..; else; set dir $argv[4]; end",
            "    end",
            "    for file in $dir/$argv[2]/*",
            "        test -f $file; and echo $prefix(basename $file)",
            "    end",
            "end",
            "complete -c \(root.name) -f",
        ]
        for command in root.subcommands + [CommandSpec<Action>(name: "help", abstract: "Show subcommand help information.", options: [])] {
            lines.append("complete -c \(root.name) -n __fish_use_subcommand -a \(command.name) -d '\(fishEscaped(command.abstract))'")
        }
        for command in root.subcommands {
            let condition = "-n '__fish_seen_subcommand_from \(command.name)'"
            for argument in command.arguments {
                let offered = argument.choices.isEmpty ? fishAction(argument.completion, root: root, command: command) : argument.choices.joined(separator: " ")
                if !offered.isEmpty { lines.append("complete -c \(root.name) \(condition) -a '\(offered)'") }
            }
            for option in command.options {
                let short = option.short.map { " -s \($0)" } ?? ""
                let offered = fishAction(option.completion, root: root, command: command)
                let value = option.valueName.map { _ in offered.isEmpty ? " -r" : " -x -a '\(offered)'" } ?? ""
                lines.append("complete -c \(root.name) \(condition) -l \(option.name)\(short)\(value) -d '\(fishEscaped(option.help))'")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func fishAction<Action>(_ completion: Completion, root: CommandSpec<Action>, command: CommandSpec<Action>) -> String {
        switch completion {
        case .none: ""
        case .folders: "(__fish_complete_directories (commandline -ct))"
        case let .words(words): words.joined(separator: " ")
        // Each with its own description after a tab: fish would describe every one with the option's help.
        case let .names(candidates):
            "(printf \"%s\\\\t%s\\\\n\" " + candidates.flatMap { [$0.name, $0.description] }.map(fishWord).joined(separator: " ") + ")"
        case let .files(subfolder, marker, fallback): "(__\(root.name)_files \(folderOption(of: command)) \(subfolder) \(marker) \(fallback))"
        }
    }

    // MARK: - Helpers

    /// The options of `options` grouped by what they complete, in the order first met.
    private static func grouped(_ options: [OptionSpec]) -> [(Completion, [OptionSpec])] {
        var groups: [(Completion, [OptionSpec])] = []
        for option in options {
            if let index = groups.firstIndex(where: { $0.0 == option.completion }) { groups[index].1.append(option) } else { groups.append((option.completion, [option])) }
        }
        return groups
    }

    /// `--out`: the command's option that names the folder it works on.
    private static func folderOption<Action>(of command: CommandSpec<Action>) -> String {
        command.options.first { $0.completion == .folders }.map { "--\($0.name)" } ?? ""
    }

    private static func zshEscaped(_ text: String) -> String {
        text.replacingOccurrences(of: "'", with: "'\\''").replacingOccurrences(of: "[", with: "\\[").replacingOccurrences(of: "]", with: "\\]").replacingOccurrences(of: ":", with: "\\:")
    }

    /// `$'Golden Retriever\nhound/afghan'`: bash's ANSI-C quoting, one argument whatever it holds.
    private static func bashQuoted(_ text: String) -> String {
        "$'" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'").replacingOccurrences(of: "\n", with: "\\n") + "'"
    }

    /// A word in an `_arguments` action, itself inside single quotes: spaces and quotes escaped.
    private static func zshWord(_ text: String) -> String {
        zshEscaped(text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: " ", with: "\\ ").replacingOccurrences(of: "(", with: "\\(").replacingOccurrences(of: ")", with: "\\)"))
    }

    /// A word in a fish command inside the single quotes of `-a '…'`: in double quotes.
    private static func fishWord(_ text: String) -> String {
        "\"" + fishEscaped(text.replacingOccurrences(of: "\"", with: "\\\"").replacingOccurrences(of: "$", with: "\\$")) + "\""
    }

    private static func fishEscaped(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'")
    }
}
