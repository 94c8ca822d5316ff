/// `dogs completions <shell>`: a completion script written from the same command descriptions
/// the parser and help use, so it never falls behind them.
enum CompletionScript {
    static func render<Action>(for shell: Shell, root: CommandSpec<Action>) -> String {
        switch shell {
        case .bash: bash(root)
        case .zsh: zsh(root)
        case .fish: fish(root)
        }
    }

    private static func bash<Action>(_ root: CommandSpec<Action>) -> String {
        let commands = root.subcommands.map(\.name) + ["help"]
        var script = """
        # bash completion for \(root.name); load with: source <(\(root.name) completions bash)
        _\(root.name)() {
            local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]}
            if [ "$COMP_CWORD" -eq 1 ]; then
                COMPREPLY=($(compgen -W "\((commands + root.options.map { "--\($0.name)" }).joined(separator: " "))" -- "$cur"))
                return
            fi
            case ${COMP_WORDS[1]} in

        """
        for command in root.subcommands {
            let directoryOptions = command.options.filter(\.takesFolder).map { "--\($0.name)" }
            let valueOptions = command.options.filter { $0.valueName != nil && !$0.takesFolder }.map { "--\($0.name)" }
            let words = command.arguments.flatMap(\.choices) + command.options.map { "--\($0.name)" }
            script += "    \(command.name))\n"
            if !directoryOptions.isEmpty {
                script += "        case $prev in \(directoryOptions.joined(separator: "|"))) COMPREPLY=($(compgen -d -- \"$cur\")); return ;; esac\n"
            }
            if !valueOptions.isEmpty {
                script += "        case $prev in \(valueOptions.joined(separator: "|"))) return ;; esac\n"
            }
            script += "        COMPREPLY=($(compgen -W \"\(words.joined(separator: " "))\" -- \"$cur\")) ;;\n"
        }
        script += "    help) COMPREPLY=($(compgen -W \"\(root.subcommands.map(\.name).joined(separator: " "))\" -- \"$cur\")) ;;\n"
        script += "    esac\n}\ncomplete -F _\(root.name) \(root.name)\n"
        return script
    }

    private static func zsh<Action>(_ root: CommandSpec<Action>) -> String {
        var script = """
        #compdef \(root.name)
        # zsh completion for \(root.name); put it in a folder on $fpath as _\(root.name)
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
            case $words[2] in

        """
        for command in root.subcommands {
            let specs = command.arguments.map(zshArgument) + command.options.map(zshOption)
            script += "    \(command.name))\n        _arguments \\\n            " + specs.joined(separator: " \\\n            ") + " ;;\n"
        }
        script += "    help) _describe 'command' commands ;;\n    esac\n}\n_\(root.name) \"$@\"\n"
        return script
    }

    private static func fish<Action>(_ root: CommandSpec<Action>) -> String {
        var lines = ["# fish completion for \(root.name); load with: \(root.name) completions fish | source", "complete -c \(root.name) -f"]
        for command in root.subcommands + [CommandSpec<Action>(name: "help", abstract: "Show subcommand help information.", options: [])] {
            lines.append("complete -c \(root.name) -n __fish_use_subcommand -a \(command.name) -d '\(fishEscaped(command.abstract))'")
        }
        for command in root.subcommands {
            let condition = "-n '__fish_seen_subcommand_from \(command.name)'"
            for argument in command.arguments where !argument.choices.isEmpty {
                lines.append("complete -c \(root.name) \(condition) -a '\(argument.choices.joined(separator: " "))'")
            }
            for option in command.options {
                let short = option.short.map { " -s \($0)" } ?? ""
                let value = option.valueName.map { _ in option.takesFolder ? " -r -F" : " -r" } ?? ""
                lines.append("complete -c \(root.name) \(condition) -l \(option.name)\(short)\(value) -d '\(fishEscaped(option.help))'")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `'1:shell:(bash zsh fish)'`, or `'*:picture:_files'` for a repeating argument of any text.
    private static func zshArgument(_ argument: ArgumentSpec) -> String {
        argument.repeats ? "'*:\(argument.name):_files'" : "'1:\(argument.name):(\(argument.choices.joined(separator: " ")))'"
    }

    /// `'--count[How many…]:n: '`, or `'(-q --quiet)'{-q,--quiet}'[Print…]'` for one with a short name.
    private static func zshOption(_ option: OptionSpec) -> String {
        let help = "[\(zshEscaped(option.help))]"
        let value = option.valueName.map { option.takesFolder ? ":\($0):_directories" : ":\($0): " } ?? ""
        guard let short = option.short else { return "'--\(option.name)\(help)\(value)'" }
        return "'(-\(short) --\(option.name))'{-\(short),--\(option.name)}'\(help)\(value)'"
    }

    private static func zshEscaped(_ text: String) -> String {
        text.replacingOccurrences(of: "'", with: "'\\''").replacingOccurrences(of: "[", with: "\\[").replacingOccurrences(of: "]", with: "\\]").replacingOccurrences(of: ":", with: "\\:")
    }

    private static func fishEscaped(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'")
    }
}
