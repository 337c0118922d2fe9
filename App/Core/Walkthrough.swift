import CoreInterfaces
import Foundation

/// The `walkthrough` command: wires the data, the plugins, the factory and the host, then runs.
public enum Walkthrough {
    static let version = "0.4.0"

    /// Runs the command on the process's arguments and standard streams, and exits.
    @MainActor
    public static func main() async {
        // Every change is already on disk (saved atomically), so an interrupt only has to stop.
        signal(SIGINT) { _ in
            _ = write(STDOUT_FILENO, "\n", 1)
            _exit(ExitStatus.interrupted.rawValue)
        }
        let status = await run(arguments: Array(CommandLine.arguments.dropFirst()), console: .standard())
        exit(status.rawValue)
    }

    /// Runs the command with `arguments` on `console`: the whole program, minus the process.
    /// `plugins` replaces the modules' plugins (for testing a broken registry); `events` receives
    /// every navigation event, as `--trace` prints them.
    @MainActor
    static func run(
        arguments: [String],
        console: Console,
        plugins: ((InMemoryDataStore) -> [ModulePlugin])? = nil,
        events: NavigationEventSink? = nil
    ) async -> ExitStatus {
        let options: CommandLineOptions
        switch CommandLineOptions.parse(arguments) {
        case let .success(parsed):
            options = parsed
        case let .failure(error):
            console.writeError("walkthrough: \(error.message). Try 'walkthrough --help'.\n")
            return .usage
        }
        switch options.action {
        case .help:
            console.write(CommandLineOptions.usage + "\n")
            return .success
        case .version:
            console.write("walkthrough \(version)\n")
            return .success
        case .run, .listDestinations:
            break
        }

        var sink = events
        if options.trace {
            sink = { @MainActor event in
                events?(event)
                console.writeError(event.jsonLine + "\n")
            }
        }
        let data: InMemoryDataStore
        do {
            data = try loadData(options.dataPath, console: console)
        } catch {
            console.writeError("walkthrough: \(error).\n")
            return .usage
        }
        // One module alone (`--module`), with stand-ins for the others; or every module.
        let modules = options.module.map { [$0] } ?? FeatureModule.allCases
        let modulePlugins = plugins?(data)
            ?? options.module?.pluginsAlone(data: data)
            ?? AppNavigationFactory.plugins(data: data)
        let factory: AppNavigationFactory
        do {
            factory = try AppNavigationFactory(plugins: modulePlugins, events: sink)
        } catch {
            console.writeError("walkthrough: the module plugins do not fit together: \(error).\n")
            return .usage
        }
        if options.action == .listDestinations {
            console.write(DestinationListing.text(for: factory.registry))
            return .success
        }

        let host = TerminalHost(
            home: HomeScreen(entries: modules.map(\.homeEntry)),
            environment: ScreenEnvironment(navigationFactory: factory),
            console: console,
            events: sink
        )
        if let route = options.route {
            do {
                try await host.open(route)
            } catch {
                console.writeError("walkthrough: \(error.message).\n")
                return .usage
            }
        }
        return await host.run()
    }

    /// The sample data, or the data in `path`: created with the sample data when missing, and
    /// saved after every change from then on (a failed save is reported and the session goes on).
    @MainActor
    private static func loadData(_ path: String?, console: Console) throws(DataFileError) -> InMemoryDataStore {
        guard let path else { return .sample() }
        let file = DataFile(path: path)
        let contents: DataFileContents
        if let existing = try file.load() {
            contents = existing
        } else {
            contents = .sample
            try file.save(contents)
        }
        let data = InMemoryDataStore(contents: contents)
        data.onChange = { data in
            do {
                try file.save(data.contents)
            } catch {
                console.writeError("walkthrough: \(error); the change is kept for this session only.\n")
            }
        }
        return data
    }
}
