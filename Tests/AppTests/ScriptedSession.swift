@testable import AppCore
@testable import TerminalUI
@testable import DataFile
import CoreInterfaces
import Foundation
import NavigationTools
import Testing
import FeatureTesting
import TestSupport

/// Runs `walkthrough` in-process with scripted input lines, capturing what it prints.
@MainActor
final class ScriptedSession {
    private var input: [String]
    /// Called with the number of lines read so far, before each line is read; the line waits for it.
    var beforeReading: ((Int) async -> Void)?
    private var linesRead = 0
    private(set) var output = ""
    private(set) var errors = ""
    /// Standard output and error interleaved as a terminal would show them.
    private(set) var transcript = ""
    private(set) var status: TerminalUI.ExitStatus?
    /// Whether the input is typed at a terminal (not echoed, and read while screens load) rather
    /// than piped.
    let atTerminal: Bool
    /// Where a test asks the session to end, as a signal does (SIGTERM, SIGHUP).
    let ending = SessionEnding()

    init(_ input: [String], atTerminal: Bool = false) {
        self.input = input
        self.atTerminal = atTerminal
    }

    /// Runs the whole program with `arguments`, as the `walkthrough` command would, its waits on
    /// `clock` (by default one on which time stands still, so a busy machine never makes the host
    /// say a screen is loading).
    @discardableResult
    static func run(
        _ input: [String],
        arguments: [String] = [],
        plugins: @escaping @MainActor (Backend) -> [ModulePlugin] = AppNavigationFactory.plugins(data:),
        events: @escaping NavigationEventSink = { _ in },
        beforeReading: ((Int) async -> Void)? = nil,
        clock: any Clock<Duration> = StillClock()
    ) async -> ScriptedSession {
        let session = ScriptedSession(input)
        session.beforeReading = beforeReading
        await session.run(arguments: arguments, plugins: plugins, events: events, clock: clock)
        return session
    }

    /// Runs the whole program with `arguments` on this session's input, as ``run(_:arguments:plugins:events:beforeReading:clock:)`` does.
    func run(
        arguments: [String],
        plugins: @escaping @MainActor (Backend) -> [ModulePlugin] = AppNavigationFactory.plugins(data:),
        events: @escaping NavigationEventSink = { _ in },
        clock: any Clock<Duration> = StillClock()
    ) async {
        status = await Walkthrough.run(
            arguments: arguments, console: console, plugins: plugins, events: events, clock: clock, ending: ending)
    }

    /// The console the program runs on. It holds the session: a save that outlives the session (one
    /// that waits for a lock) may still say something after `run` returns, as it would before the
    /// process exits.
    var console: Console {
        Console(
            readLine: { [self] in
                await beforeReading?(linesRead)
                linesRead += 1
                return input.isEmpty ? nil : input.removeFirst()
            },
            write: { [self] in
                output += $0; transcript += $0
            },
            writeError: { [self] in
                errors += $0; transcript += $0
            },
            writeFinalError: { [self] in
                errors += $0; transcript += $0
            },
            echoesInput: !atTerminal
        )
    }

    /// Runs the program as ``run(_:arguments:plugins:events:beforeReading:clock:)`` does, for a test that walks
    /// screens: the test stops, with what the program wrote on stderr (a registry or route
    /// problem names the missing destination or route), unless the session started and ended well.
    @discardableResult
    static func walk(
        _ input: [String],
        arguments: [String] = [],
        events: @escaping NavigationEventSink = { _ in },
        beforeReading: ((Int) async -> Void)? = nil,
        clock: any Clock<Duration> = StillClock(),
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> ScriptedSession {
        let session = await run(input, arguments: arguments, events: events, beforeReading: beforeReading, clock: clock)
        try #require(
            session.status == .success, "the walkthrough did not run: \(session.errors)", sourceLocation: sourceLocation
        )
        return session
    }

    /// The screen printed at `index`, or a recorded issue (naming what was printed) that stops the test.
    func screen(_ index: Int, sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let all = screens
        return try #require(
            all.indices.contains(index) ? all[index] : nil,
            "only \(all.count) screen(s) were printed; stderr: \(errors)",
            sourceLocation: sourceLocation
        )
    }

    /// The screens printed, each from its header line to its prompt, without the echoed input.
    var screens: [String] {
        let chunks = output.components(separatedBy: "\n> ").dropLast()
        return chunks.enumerated().map { index, chunk in
            let screen = index == 0 ? Substring(chunk) : chunk.drop { $0 != "\n" }
            return screen.trimmingCharacters(in: .newlines)
        }
    }

    /// The labels of the choices a printed `screen` offers (its `N) Label` lines), in order, so a
    /// test finds the choice it is about by label, whatever its number.
    static func choiceLabels(_ screen: String) -> [String] {
        screen.split(separator: "\n").compactMap { line in
            guard let close = line.firstIndex(of: ")"), !line[..<close].isEmpty, line[..<close].allSatisfy(\.isASCII),
                line[..<close].allSatisfy(\.isNumber)
            else { return nil }
            return String(line[close...].dropFirst(2))
        }
    }

    /// The last screen printed.
    var lastScreen: String {
        screens.last ?? ""
    }
}

extension ScriptedSession {
    /// Runs the program as ``run(arguments:plugins:events:clock:)`` does, within `bound`: `false`,
    /// the session cancelled, when it has not ended by then (a step it waits for never came), so a
    /// test fails naming what the session last showed rather than hanging until its time limit.
    func run(arguments: [String], clock: any Clock<Duration>, within bound: TurnBound) async -> Bool {
        let running = Task { await run(arguments: arguments, clock: clock) }
        return await bound.value(of: running) != nil
    }

    /// What a test that gave up on the session says: its last screen and what it wrote on stderr.
    var whereItStopped: String {
        "the session never ended; its last screen:\n\(lastScreen)\nstderr: \(errors)"
    }
}
