import Foundation
import CoreInterfaces

/// The `walkthrough` command: wires the data, the factory and the host, then runs.
@main
enum Walkthrough {
    static let version = "0.1.0"

    @MainActor
    static func main() {
        let status = run(arguments: Array(CommandLine.arguments.dropFirst()), console: .standard())
        exit(status.rawValue)
    }

    /// Runs the command with `arguments` on `console`; the whole program, minus the process.
    @MainActor
    static func run(arguments: [String], console: Console) -> ExitStatus {
        switch CommandLineOptions.parse(arguments) {
        case let .failure(error):
            console.writeError("walkthrough: \(error.message). Try 'walkthrough --help'.\n")
            return .usage
        case .success(.help):
            console.write(CommandLineOptions.usage + "\n")
            return .success
        case .success(.version):
            console.write("walkthrough \(version)\n")
            return .success
        case .success(.run):
            let data = InMemoryDataStore.sample()
            let factory = AppNavigationFactory(assets: data, issues: data)
            let host = TerminalHost(
                home: HomeScreen(),
                environment: ScreenEnvironment(navigationFactory: factory),
                console: console
            )
            return host.run()
        }
    }
}
