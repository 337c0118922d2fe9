import BenchmarkSupport
import Foundation

/// Edits a module, rebuilds, and reads which modules had compiler jobs.
struct BuildReport {
    /// One edit: what it is, the file, the line to insert after (or the end), the text, and the
    /// modules the module graph allows it to recompile: any other recompiled is a failure.
    struct Edit {
        let label: String
        let file: String
        let after: String?
        let text: String
        let mayRecompile: Set<String>
    }

    static let scratch = ".build-report"

    static let edits = [
        Edit(
            label: "Issues: a function body",
            file: "Modules/Issues/Sources/IssuesProvider.swift",
            after: "    public func makeIssuesList() -> any Screen {\n",
            // Before the body's one expression, which then needs its `return`.
            text: "        _ = \"build-report: a changed function body\"\n        return",
            mayRecompile: ["Issues"]
        ),
        Edit(
            label: "Issues: a public declaration",
            file: "Modules/Issues/Sources/IssuesPlugin.swift",
            after: nil,
            text:
                "\nextension ModulePlugin {\n    /// Added by build-report; removed when it ends.\n    public static var buildReportProbe: Int { 1 }\n}\n",
            mayRecompile: ["Issues", "AppCore", "App"]
        ),
        // Only the modules that name something of Issues (Assets, and Maintenance, which adds a part
        // at its point) see its interface; the terminal host, the data file, the navigation tools
        // and TestSupport know no module's interface.
        Edit(
            label: "IssuesInterface: a new destination",
            file: "Modules/Issues/Interface/IssuesDestinations.swift",
            after: nil,
            text:
                "\nextension NavigationDestination {\n    /// Added by build-report; removed when it ends.\n    public static let buildReportProbe = NavigationDestination(\"buildReportProbe\")\n}\n",
            mayRecompile: ["IssuesInterface", "Issues", "Assets", "Maintenance", "AppCore", "App"]
        ),
    ]

    let root: URL

    func run() -> Int32 {
        guard FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path) else {
            log("run it from the root package (no Package.swift in \(root.path))")
            return 2
        }
        log("warming the debug build in \(Self.scratch)")
        guard let warm = build(verbose: false) else { return 2 }
        log(String(format: "warm build took %.1fs", warm.seconds))

        var rows: [(label: String, modules: [String], seconds: Double, beyond: [String])] = []
        for edit in Self.edits {
            let path = root.appendingPathComponent(edit.file).path
            guard let original = FileManager.default.contents(atPath: path).map({ String(decoding: $0, as: UTF8.self) })
            else {
                log("cannot read \(edit.file)")
                return 2
            }
            var changed = original + edit.text
            if let after = edit.after {
                guard let range = original.range(of: after) else {
                    log(
                        "\(edit.file) no longer contains the line to edit after: \(after.trimmingCharacters(in: .whitespacesAndNewlines))"
                    )
                    return 2
                }
                changed = original.replacingCharacters(in: range, with: after + edit.text)
            }
            Restorer.shared.guardFile(path, original: original)
            write(changed, to: path)
            let result = build(verbose: true)
            write(original, to: path)
            Restorer.shared.release()
            guard let result else { return 2 }
            let modules = Command.recompiledModules(result.log)
            rows.append((edit.label, modules, result.seconds, modules.filter { !edit.mayRecompile.contains($0) }))
            guard build(verbose: false) != nil else { return 2 }  // warm again before the next edit
        }

        let width = rows.map(\.label.count).max() ?? 4
        print("\n" + "edit".padding(toLength: width, withPad: " ", startingAt: 0) + "    time  recompiled")
        for row in rows {
            let time = String(format: "%6.1fs", row.seconds)
            print(
                row.label.padding(toLength: width, withPad: " ", startingAt: 0) + "  \(time)  "
                    + (row.modules.isEmpty ? "nothing" : row.modules.joined(separator: ", ")))
        }
        let leaks = rows.filter { !$0.beyond.isEmpty }.map { "\($0.label): \($0.beyond.joined(separator: ", "))" }
        if !leaks.isEmpty {
            print(
                "\nbuild-report: an edit recompiled modules that do not depend on it (\(leaks.joined(separator: "; ")))"
            )
            return 1
        }
        print("\nbuild-report: each edit recompiled only the modules that depend on what it changed")
        return 0
    }

    /// Builds the root package in the report's scratch folder; `nil` (reported) when it fails.
    private func build(verbose: Bool) -> (log: String, seconds: Double)? {
        let result = Command.run(
            [
                "swift", "build", "--package-path", root.path, "--scratch-path",
                root.appendingPathComponent(Self.scratch).path,
            ]
                + (verbose ? ["-v"] : []))
        guard result.status == 0 else {
            log("swift build failed:\n\(result.output.suffix(2000))")
            return nil
        }
        return (result.output, result.seconds)
    }

    private func write(_ text: String, to path: String) {
        do {
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        } catch {
            log("cannot write \(path): \(error.localizedDescription)")
        }
    }
}

func log(_ message: String) {
    FileHandle.standardError.write(Data("build-report: \(message)\n".utf8))
}

/// Puts an edited file back when the report is interrupted (Ctrl-C) while it is changed.
final class Restorer: @unchecked Sendable {
    static let shared = Restorer()

    private let lock = NSLock()
    private var pending: (path: String, original: String)?
    private let source: any DispatchSourceSignal

    private init() {
        signal(SIGINT, SIG_IGN)
        source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
        source.setEventHandler { [unowned self] in
            lock.lock()
            if let pending { try? pending.original.write(toFile: pending.path, atomically: true, encoding: .utf8) }
            lock.unlock()
            exit(130)
        }
        source.resume()
    }

    /// Remembers `original` as the text to restore at `path` if the report is interrupted.
    func guardFile(_ path: String, original: String) {
        lock.lock()
        pending = (path, original)
        lock.unlock()
    }

    /// The file is back as it was.
    func release() {
        lock.lock()
        pending = nil
        lock.unlock()
    }
}
