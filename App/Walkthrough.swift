import CoreInterfaces
import Foundation

/// The `walkthrough` command: wires the data, the plugins, the factory and the host, then runs.
@main
enum Walkthrough {
    static let version = "0.2.0"

    @MainActor
    static func main() async {
        let status = await run(arguments: Array(CommandLine.arguments.dropFirst()), console: .standard())
        exit(status.rawValue)
    }

    /// Runs the command with `arguments` on `console`: the whole program, minus the process.
    /// `plugins` replaces the modules' plugins, for testing a broken registry.
    @MainActor
    static func run(
        arguments: [String],
        console: Console,
        plugins: ((InMemoryDataStore) -> [ModulePlugin])? = nil
    ) async -> ExitStatus {
        let options: CommandLineOptions
        switch CommandLineOptions.parse(arguments) {
        case let .success(parsed):
            options = parsed
        case let .failure(error):
            console.writeError("walkthrough: \(error.message). Try 'walkthrough --help'.\n")
            return .usage
        }
        switch options {
        case .help:
            console.write(CommandLineOptions.usage + "\n")
            return .success
        case .version:
            console.write("walkthrough \(version)\n")
            return .success
        case .run, .listDestinations:
            break
        }

        let data = InMemoryDataStore.sample()
        let factory: AppNavigationFactory
        do {
            factory = try AppNavigationFactory(plugins: (plugins ?? AppNavigationFactory.plugins)(data))
        } catch {
            console.writeError("walkthrough: the module plugins do not fit together: \(error).\n")
            return .usage
        }
        if options == .listDestinations {
            console.write(DestinationListing.text(for: factory.registry))
            return .success
        }
        let host = TerminalHost(
            home: HomeScreen(),
            environment: ScreenEnvironment(navigationFactory: factory),
            console: console
        )
        return await host.run()
    }
}
