/// What the user asked for on the command line.
struct CommandLineOptions: Equatable {
    /// What to do.
    enum Action: Equatable {
        /// Run the interactive walkthrough.
        case run
        /// Print usage and exit.
        case help
        /// Print the version and exit.
        case version
        /// Print every destination with its module, presentation and result, and exit.
        case listDestinations
    }

    var action = Action.run
    /// Where to start, from `--open ROUTE`.
    var route: Route?
    /// Whether `--trace` asked for navigation events on stderr.
    var trace = false
    /// The one module to run, from `--module NAME`.
    var module: FeatureModule?
    /// The data file, from `--data FILE`.
    var dataPath: String?

    /// Parses the arguments after the program name; a bad argument is a one-line usage error.
    static func parse(_ arguments: [String]) -> Result<CommandLineOptions, UsageError> {
        var options = CommandLineOptions()
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            let (flag, inlineValue) = split(argument)
            func value() throws(UsageError) -> String {
                if let inlineValue { return inlineValue }
                guard let next = remaining.popFirst(), !next.hasPrefix("--") else {
                    throw UsageError("\(flag) needs a value")
                }
                return next
            }
            do throws(UsageError) {
                switch flag {
                case "--help", "-h": options.action = .help
                case "--version": options.action = .version
                case "--list-destinations": options.action = .listDestinations
                case "--trace": options.trace = true
                case "--open":
                    switch Route.parse(try value()) {
                    case let .success(route): options.route = route
                    case let .failure(error): throw UsageError(error.message)
                    }
                case "--data":
                    options.dataPath = try value()
                case "--module":
                    let name = try value()
                    guard let module = FeatureModule(rawValue: name.lowercased()) else {
                        let known = FeatureModule.allCases.map(\.rawValue).joined(separator: ", ")
                        throw UsageError("unknown module '\(name)'; modules are \(known)")
                    }
                    options.module = module
                default:
                    let kind = argument.hasPrefix("-") ? "unknown option" : "unexpected argument"
                    throw UsageError("\(kind) '\(argument)'")
                }
                if inlineValue != nil, !["--data", "--open", "--module"].contains(flag) {
                    throw UsageError("\(flag) takes no value")
                }
            } catch {
                return .failure(error)
            }
        }
        return .success(options)
    }

    /// `--flag=value` as (`--flag`, `value`); anything else as (argument, nil).
    private static func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    /// The text `--help` prints.
    static let usage = """
        Usage: walkthrough [--data FILE] [--open ROUTE] [--module NAME] [--trace]
               walkthrough --list-destinations | --help | --version

        Walk through cross-module navigation: pick an issue for an asset, or an asset for an
        issue, through the App's navigation factory, without the Assets and Issues modules
        knowing each other.

        Options:
          --data FILE          read assets, issues and links from FILE (JSON) and save every
                               change to it; a missing FILE is created with the sample data
          --open ROUTE         start with the screens stacked as if you had navigated to ROUTE:
                               assets, assets/ID, assets/ID/link-issue,
                               issues, issues/ID, issues/ID/link-asset
          --module NAME        run one feature module alone (assets or issues); requests for the
                               other module are answered by a stand-in with canned results
          --trace              write every navigation event to stderr as one JSON object per line
          --list-destinations  print every destination, the module providing it,
                               how it is shown and what it hands back
          --help               show this help
          --version            show the version

        At each prompt, type a choice's number or name (a unique prefix is enough),
        b to go back or cancel a picker, q to quit. The end of input quits.

        Examples:
          swift run walkthrough
          printf 'Assets\\nForklift\\nLink issue\\nHydraulic\\nq\\n' | swift run walkthrough
          swift run walkthrough --data shop.json --open assets/AST-1001/link-issue
          swift run walkthrough --module issues --trace
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
