import CoreInterfaces

/// What the user asked for on the command line. Module names and routes are checked later,
/// against the plugins (``Walkthrough``), since the plugins declare them.
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
        /// Print the navigation map as a Mermaid flowchart, and exit.
        case map
    }

    var action = Action.run
    /// Where to start, from `--open ROUTE`, as typed.
    var route: String?
    /// Whether `--trace` asked for navigation events on stderr.
    var trace = false
    /// Whether `--explain` asked for a narration of each turn under its screen.
    var explain = false
    /// The one module to run, from `--module NAME`, as typed.
    var module: String?
    /// The data file, from `--data FILE`.
    var dataPath: String?
    /// How long every repository call waits first, from `--latency DURATION`, as a remote backend would.
    var latency: Duration = .zero

    /// How long piped input waits for a screen's work, and the end of a session for its changes in
    /// flight, before going on: 30 seconds beyond two calls' latency.
    var waitLimit: Duration { .seconds(30) + latency * 2 }

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
                case "--":
                    // The end of the options: walkthrough takes no other arguments.
                    if let extra = remaining.first {
                        throw UsageError("unexpected argument '\(VisibleText.make(extra, limit: 200))'")
                    }
                case "--help", "-h": options.action = .help
                case "--version": options.action = .version
                case "--list-destinations": options.action = .listDestinations
                case "--map": options.action = .map
                case "--trace": options.trace = true
                case "--explain": options.explain = true
                case "--open": options.route = try value()
                case "--data":
                    let path = try value()
                    guard !path.isEmpty else { throw UsageError("--data needs a file name") }
                    options.dataPath = path
                case "--module": options.module = try value()
                case "--latency": options.latency = try latency(try value())
                default:
                    let kind = argument.hasPrefix("-") ? "unknown option" : "unexpected argument"
                    throw UsageError("\(kind) '\(VisibleText.make(argument, limit: 200))'")
                }
                if inlineValue != nil, !["--data", "--open", "--module", "--latency"].contains(flag) {
                    throw UsageError("\(flag) takes no value")
                }
            } catch {
                return .failure(error)
            }
        }
        return .success(options)
    }

    /// The longest `--latency`: longer is no backend anyone waits for.
    static let latencyLimit = Duration.seconds(60)

    /// A duration as `--latency` takes it: whole milliseconds (`300ms`) or seconds (`2s`), or `0`.
    static func latency(_ text: String) throws(UsageError) -> Duration {
        let problem = UsageError(
            "--latency takes a duration such as 300ms or 2s (at most 60s), not '\(VisibleText.make(text, limit: 40))'")
        let (digits, unit): (Substring, Duration) =
            if text.hasSuffix("ms") {
                (text.dropLast(2), .milliseconds(1))
            } else if text.hasSuffix("s") {
                (text.dropLast(1), .seconds(1))
            } else if text == "0" {
                ("0", .zero)
            } else {
                throw problem
            }
        guard !digits.isEmpty, digits.utf8.allSatisfy({ (48...57).contains($0) }), digits.count <= 6,
            let count = Int(digits), unit * count <= latencyLimit
        else { throw problem }
        return unit * count
    }

    /// `--flag=value` as (`--flag`, `value`); anything else as (argument, nil).
    private static func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    /// The plugin named `name` (ignoring case) among `plugins`, or a usage error listing them.
    @MainActor
    static func module(named name: String, in plugins: [ModulePlugin]) -> Result<ModulePlugin, UsageError> {
        if let plugin = plugins.first(where: { $0.name.lowercased() == name.lowercased() }) {
            return .success(plugin)
        }
        return .failure(
            UsageError("unknown module '\(VisibleText.make(name, limit: 200))'; modules are \(moduleNames(plugins))"))
    }

    /// The modules' names as `--module` takes them, lowercased and joined by commas (`assets, …`).
    @MainActor
    static func moduleNames(_ plugins: [ModulePlugin]) -> String {
        plugins.map { $0.name.lowercased() }.joined(separator: ", ")
    }

    /// The text `--help` prints, with the modules and routes of `registry`.
    @MainActor
    static func usage(for registry: NavigationRegistry) -> String {
        let modules = registry.modules.map { $0.lowercased() }
        let routes = wrap(registry.routes.map(\.value.path), indent: 23)
        let example =
            registry.routes.first.map { "  swift run walkthrough --data shop.json --open \($0.value.path)\n" } ?? ""
        let alone = modules.first.map { "  swift run walkthrough --module \($0) --trace\n" } ?? ""
        return """
            Usage: walkthrough [--data FILE] [--open ROUTE] [--module NAME] [--latency DURATION] [--trace] [--explain]
                   walkthrough --list-destinations | --map [--module NAME] | --help | --version

            Walk through cross-module navigation: a screen of one feature module picks a result
            from another through the App's navigation factory, and neither module knows the other.

            Options:
              --data FILE          read the shop's assets, issues and links, and the modules' own
                                   records, from FILE (JSON), and save every change to it; a
                                   missing FILE is created with the sample data
              --open ROUTE         start with the screens stacked as if you had navigated to ROUTE
                                   (ID is an item's ID, percent-encoded: %2F for /):
            \(routes)
              --module NAME        run one feature module alone, with stand-ins answering what it
                                   asks of the others; NAME is one of: \(modules.joined(separator: ", "))
              --latency DURATION   make every repository call wait DURATION first (300ms, 2s),
                                   as a remote backend would: screens say they are loading
              --trace              write every navigation event, and every action a feature
                                   receives, to stderr as one JSON object per line
              --explain            after each turn, say under the screen what the architecture
                                   did: who asked the factory for what, which plugin answered,
                                   how the result came back, which reducer took it
              --list-destinations  print every destination, the module providing it,
                                   how it is shown and what it hands back
              --map                print the navigation map as a Mermaid flowchart: every
                                   destination by module, every link, home entry and route
              --help               show this help
              --version            show the version

            At each prompt, type a choice's number or name (a unique prefix is enough),
            b to go back or cancel a picker, q to quit. The end of input quits.

            Examples:
              swift run walkthrough
            \(example)\(alone)  swift run walkthrough --list-destinations
            """
    }

    /// `words` joined with commas into lines of at most 80 columns, each indented by `indent`.
    private static func wrap(_ words: [String], indent: Int) -> String {
        let margin = String(repeating: " ", count: indent)
        var lines: [String] = []
        var line = ""
        for (index, word) in words.enumerated() {
            let piece = word + (index < words.count - 1 ? "," : "")
            if !line.isEmpty, margin.count + line.count + 1 + piece.count > 80 {
                lines.append(margin + line)
                line = piece
            } else {
                line += (line.isEmpty ? "" : " ") + piece
            }
        }
        if !line.isEmpty { lines.append(margin + line) }
        return lines.joined(separator: "\n")
    }
}

/// A bad command line, reported in one line with a pointer to `--help`.
struct UsageError: Error, Equatable {
    let message: String

    init(_ message: String) {
        self.message = message
    }
}
