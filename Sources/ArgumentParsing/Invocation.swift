/// What a command line asks for: a command's help, or what the command does.
package enum Invocation<Action: Sendable>: Sendable {
    case help(String)
    case run(Action)
}

extension Invocation: Equatable where Action: Equatable {}
