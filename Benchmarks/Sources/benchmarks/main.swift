import BenchmarkSupport
import Foundation

// Every measurement side by side in one run; see Docs/Performance.md.
// Usage: swift run -c release --package-path Benchmarks benchmarks [--quick] [--only NAME] [--record]
// `--only NAME [--count N]` runs N of that one operation and nothing else, for profiling with
// valgrind --tool=callgrind, which counts instructions repeatably on a noisy machine.
//
// Everything runs in one task on the main actor, served by the main run loop rather than by an
// async main: valgrind 3.19 dies in an async main's wait for work (dispatch_main's sigsuspend),
// and callgrind's instruction counts are the repeatable figure (Docs/Performance.md).
RecordedRun.recordIfAsked(tool: "benchmarks")
Task { @MainActor in await runBenchmarks() }
RunLoop.main.run()
