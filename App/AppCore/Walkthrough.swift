@_spi(Tracing) import FeatureRuntime
import CoreInterfaces
import DataFile
import NavigationTools
import TerminalUI
#if canImport(Glibc)
import FoundationEssentials
import Glibc
#else
import Foundation
#endif

/// The `walkthrough` command: wires the data, the plugins, the factory and the host, then runs.
public enum Walkthrough {
    static let version = "0.5.0"

    /// Runs the command on the process's arguments and standard streams, and exits.
    @MainActor
    public static func main() async {
        // A closed pipe is an error to handle (Console), not a signal that kills. SIGTERM and
        // SIGHUP end the session as `q` does; Ctrl-C and Ctrl-\ end it at once, naming the changes
        // they abandon (Signals); an output that cannot be written ends it as `q` does too.
        signal(SIGPIPE, SIG_IGN)
        let ending = SessionEnding()
        Signals.install(endingTo: ending)
        let console = Console.standard(
            whenOutputFails: { ending.request($0) },
            stopForReadingInTheBackground: { Signals.stopForReadingInTheBackground() })
        switch ArgumentBytes.decode(ArgumentBytes.ofThisProcess()) {
        case let .success(arguments):
            let status = await run(arguments: arguments, console: console, ending: ending)
            // A signal, or an output that failed after the session (a help text to a full disk), still
            // decides, even when its request had not reached the session before the input ended.
            exit((ending.status ?? Signals.requestedStatus ?? status).rawValue)
        case let .failure(error):
            console.writeFinalError("walkthrough: \(error.message). Try 'walkthrough --help'.\n")
            exit(ExitStatus.usage.rawValue)
        }
    }

    /// Runs the command with `arguments` on `console`: the whole program, minus the process.
    /// `plugins` replaces the modules' plugins (for a broken registry); `events` receives every
    /// navigation event, as `--trace` prints them; `clock` is what `--latency` and the host wait on
    /// (a test's own, in tests); `ending` is where a signal or a failed output ends the session.
    @MainActor
    static func run(
        arguments: [String],
        console: Console,
        plugins: @escaping @MainActor (Backend) -> [ModulePlugin] = AppNavigationFactory.plugins(data:),
        events: NavigationEventSink? = nil,
        clock: any Clock<Duration> = ContinuousClock(),
        ending: SessionEnding = SessionEnding()
    ) async -> ExitStatus {
        func fail(_ message: String) -> ExitStatus {
            console.writeFinalError("walkthrough: \(message).\n")
            return .usage
        }
        let options: CommandLineOptions
        switch CommandLineOptions.parse(arguments) {
        case let .success(parsed):
            options = parsed
        case let .failure(error):
            return fail("\(error.message). Try 'walkthrough --help'")
        }
        if options.action == .version {
            console.write("walkthrough \(version)\n")
            return .success
        }

        // Events go to the caller (tests), the trace and the narration, whichever are there; the
        // narration is made once the registry it names exists, below.
        let listening = Listeners()
        if let events { listening.add(events) }
        // Lines on stderr go through the host once it runs, which keeps a piped prompt and its input
        // together whatever task says something meanwhile.
        let errors = ErrorLines(console: console)
        if options.trace { listening.add { event in errors.write(event.jsonLine + "\n") } }
        let sink: NavigationEventSink? =
            listening.isEmpty && !options.explain ? nil : { @MainActor event in listening.send(event) }
        // A problem is said in one line on the screen the user is on, and traced.
        let say: @MainActor @Sendable (String) -> Void = { problem in
            errors.write("walkthrough: \(problem).\n")
            listening.send(NavigationEvent(event: .problem, text: problem))
        }
        let data: InMemoryDataStore
        let file: DataFile?
        do {
            // Help and the listing need no data: a broken data file does not stop them.
            (data, file) =
                options.action == .run ? try loadData(options.dataPath, clock: clock, say: say) : (.sample(), nil)
        } catch {
            return fail("\(error)")
        }
        // Every module, or one alone (`--module`) with stand-ins for what it asks of the others.
        let calls: (@MainActor @Sendable (NavigationEvent) -> Void)? =
            sink == nil ? nil : { @MainActor event in listening.send(event) }
        let changes = ChangesInFlight(callsWait: options.latency > .zero)
        let backend = Backend(data: data, latency: options.latency, clock: clock, events: calls, changes: changes)
        var modulePlugins = plugins(backend)
        if let name = options.module {
            switch CommandLineOptions.module(named: name, in: modulePlugins) {
            case let .success(plugin): modulePlugins = [plugin, StandIns.plugin(for: plugin)]
            case let .failure(error): return fail("\(error.message). Try 'walkthrough --help'")
            }
        }
        let factory: AppNavigationFactory
        do {
            factory = try AppNavigationFactory(plugins: modulePlugins, events: sink)
        } catch {
            return fail("the module plugins do not fit together: \(error)")
        }
        switch options.action {
        case .help:
            console.write(CommandLineOptions.usage(for: factory.registry) + "\n")
            return .success
        case .listDestinations:
            console.write(DestinationListing.text(for: factory.registry))
            return .success
        case .map:
            do {
                console.write(try await NavigationMap.mermaid(plugins: modulePlugins))
            } catch {
                return fail("the module plugins do not fit together: \(error)")
            }
            return .success
        case .run, .version:
            break
        }
        var route: Route?
        if let text = options.route {
            switch Route.resolve(text, in: factory.registry) {
            case let .success(resolved): route = resolved
            case let .failure(error): return fail("\(error.message). Try 'walkthrough --help'")
            }
        }
        if let file {
            // A missing file starts with the sample data, written once the command line is known good.
            do {
                if let created = try file.createIfMissing(await data.contents) { await data.created(created) }
            } catch {
                return fail("\(error)")
            }
        }

        let explainer = options.explain ? Explainer(registry: factory.registry) : nil
        if let explainer { listening.add { event in explainer.record(event) } }
        let observer = sink.map { SessionObserver(events: $0, explainer: explainer, made: factory.made) }
        let home = HomeScreen(entries: factory.registry.homeEntries.map(\.value))
        let host = TerminalHost(
            root: home,
            environment: ScreenEnvironment(navigationFactory: factory),
            console: console,
            observer: observer,
            finished: { home.quitRequested },
            dataChanged: { await data.changedOnDisk() },
            changesSettled: { await changes.settled() },
            clock: clock,
            settleLimit: options.waitLimit,
            announcesLoading: options.latency > .zero
        )
        changes.whenSaved = { host.changeSaved() }
        changes.whenAccepted = { host.changeAccepted() }
        ending.host = host
        errors.host = host
        // While anyone listens, the stores made from here on report the actions they receive (as
        // `action` events) and themselves (for the leak check).
        let storeObserver = sink.map { sink in
            StoreObservation.Observer(
                received: { received in
                    // The feature's own action, then what it hands on to child features, innermost last.
                    let actions =
                        [(received.featureName, received.actionDescription)]
                        + received.children.map { ($0.featureName, $0.actionDescription) }
                    for (feature, action) in actions {
                        sink(NavigationEvent(event: .action, feature: feature, action: action))
                    }
                },
                made: { [weak watch = observer?.leakWatch, made = factory.made] store in
                    watch?.storeMade(store)
                    made.storeMade(store)
                }
            )
        }
        return await StoreObservation.$observer.withValue(storeObserver) {
            if let route, let step = await host.open(route.destinations, route: route.text) {
                return fail(RouteError.unreachable(step, in: route).message)
            }
            var status = await host.run()
            // At a terminal a deep link opens as the session runs: a step no screen opens ends it.
            if let route, let step = host.unreachableStep {
                status = fail(RouteError.unreachable(step, in: route).message)
            }
            let unsaved = await changes.finish(
                notice: { console.writeError("walkthrough: \($0).\n") }, saying: say, within: options.waitLimit,
                on: clock)
            await data.sessionEnds()
            // Exit 0 means every change the session made is in the file: one refused, or kept for
            // this session only, and not made again since, is named once more.
            let notInTheFile = await data.unsaved
            if !notInTheFile.isEmpty { say("not saved: the \(notInTheFile.joined(separator: ", the "))") }
            // A signal, or an output that failed, decides the status; the lines above named the rest.
            if let requested = ending.status { return requested }
            return unsaved.isEmpty && notInTheFile.isEmpty ? status : .notSaved
        }
    }

    /// The sample data, or the data in `path` (the sample data when there is no file yet), with
    /// the file every change is made to, whose waits for the lock are measured on `clock`.
    @MainActor
    private static func loadData(
        _ path: String?, clock: any Clock<Duration>, say: @escaping @MainActor @Sendable (String) -> Void
    ) throws(DataFileError) -> (InMemoryDataStore, DataFile?) {
        guard let path else { return (.sample(), nil) }
        var file = DataFile(path: path)
        file.clock = clock
        return (InMemoryDataStore(file: file, reading: try file.read(reusing: nil), onProblem: say), file)
    }
}

/// The listeners of a session's events, added as they are made.
@MainActor
private final class Listeners {
    private var sinks: [NavigationEventSink] = []

    var isEmpty: Bool { sinks.isEmpty }

    func add(_ sink: @escaping NavigationEventSink) {
        sinks.append(sink)
    }

    func send(_ event: NavigationEvent) {
        for sink in sinks { sink(event) }
    }
}
