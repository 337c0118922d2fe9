/// What the user asked for on the command line.
enum CommandLineOptions: Equatable {
    /// Run the interactive walkthrough.
    case run
    /// Print usage and exit.
    case help
    /// Print the version and exit.
    case version
    /// Print every destination with its module, presentation and result, and exit.
    case listDestinations

    /// Parses the arguments after the program name; a bad argument is a one-line usage error.
    static func parse(_ arguments: [String]) -> Result<CommandLineOptions, UsageError> {
        guard let first = arguments.first else { return .success(.run) }
        guard arguments.count == 1 else {
            return .failure(UsageError("unexpected argument '\(arguments[1])'"))
        }
        switch first {
        case "--help", "-h": return .success(.help)
        case "--version": return .success(.version)
        case "--list-destinations": return .success(.listDestinations)
        default:
            let kind = first.hasPrefix("-") ? "unknown option" : "unexpected argument"
            return .failure(UsageError("\(kind) '\(first)'"))
        }
    }

    /// The text `--help` prints.
    static let usage = """
        Usage: walkthrough [--list-destinations] [--help] [--version]

        Walk through cross-module navigation: pick an issue for an asset through the App's
        navigation factory, without the Assets and Issues modules knowing each other.

        Options:
          --list-destinations  print every destination, the module providing it,
                               how it is shown and what it hands back
          --help               show this help
          --version            show the version

        At each prompt, type a choice's number or name (a unique prefix is enough),
        b to go back or cancel a picker, q to quit. The end of input quits.

        Examples:
          swift run walkthrough
          printf 'Assets\\nForklift\\nLink issue\\nHydraulic\\nq\\n' | swift run walkthrough
          swift run walkthrough --list-destinations
        """
}

/// A bad command line, reported in one line with a pointer to `--help`.
struct UsageError: Error, Equatable {
    let message: String

    init(_ message: String) {
        self.message = message
    }
}
