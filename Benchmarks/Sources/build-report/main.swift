import Foundation

// build-report: how build cost follows the module graph.
//
// From a warm debug build (in .build-report), make three edits in turn and print which modules the
// compiler really recompiled after each, read from `swift build -v`: a function body in Issues, a
// public declaration in Issues, a public declaration in CoreInterfaces. Every edited file is
// restored afterwards, even on failure or Ctrl-C. The expected shape: Assets never recompiles for
// an Issues edit.
//
// Run from the root package: `swift run --package-path Benchmarks build-report`.
// Exit status: 0 when the shape holds, 1 when an Issues edit recompiles Assets, 2 when a build fails
// or a file to edit has changed. See Docs/Performance.md.

let report = BuildReport(root: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
exit(report.run())
