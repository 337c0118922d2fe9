import CoreInterfaces
import Foundation

/// The `walkthrough` command: wires the data, the plugins, the factory and the host, then runs.
@main
enum Walkthrough {
    static let version = "0.3.0"

    @MainActor
    static func main() async {
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
        events: @escaping NavigationEventSink = { _ in }
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
                events(event)
                console.writeError(event.jsonLine + "\n")
            }
        }
        let data = InMemoryDataStore.sample()
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
            home: HomeScreen(entries: options.module.map { [$0.homeEntry] } ?? FeatureModule.allCases.map(\.homeEntry)),
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
}
