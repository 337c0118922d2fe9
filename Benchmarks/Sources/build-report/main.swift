import BenchmarkSupport
import Foundation

// build-report: how build cost follows the module graph.
//
// From a warm debug build (in .build-report), make three edits in turn and print which modules the
// compiler really recompiled after each, read from `swift build -v`: a function body in Issues, a
// public declaration in Issues, a new destination in IssuesInterface. Every edited file is restored
// afterwards, even on failure or Ctrl-C. The expected shape: an edit recompiles only the modules
// that depend on what it changed; a new destination of Issues recompiles IssuesInterface, Issues,
// Assets (which asks for Issues' picker), AppCore and App, never TerminalUI, DataFile,
// NavigationTools or TestSupport.
//
// Run from the root package: `swift run -c release --package-path Benchmarks build-report [--record]`.
// Exit status: 0 when the shape holds, 1 when an edit recompiles a module outside it, 2 when a build
// fails or a file to edit has changed. See Docs/Performance.md.

RecordedRun.recordIfAsked(tool: "build-report")
let report = BuildReport(root: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
exit(report.run())
