import BenchmarkSupport
import Foundation

/// The measurements of one generated package.
struct Measurements {
    static let names = [
        "clean", "null", "link", "body", "public", "destination", "check-isolation", "check-isolation build",
        "startup",
    ]

    let package: URL
    let generator: ScaleGenerator
    let checker: String

    func all() -> [(String, Figure)] {
        var results: [(String, Figure)] = []
        results.append(("clean", build()))
        // A build with nothing to do, once settled (the median of three after one untimed): what
        // SwiftPM itself costs on every build of this graph.
        _ = build()
        let nulls = (0..<3).map { _ in build() }.sorted { $0.seconds < $1.seconds }
        results.append(("null", nulls[1]))
        // The App linked again and nothing compiled: what every edit of a module pays on top, since
        // the App links every module.
        try? FileManager.default.removeItem(at: package.appendingPathComponent(".build/debug/App"))
        results.append(("link", build()))
        results.append(
            (
                "body",
                edit(
                    "Modules/Module1/Sources/PickerFeature.swift",
                    after: "func reduce(into state: inout State, action: Action) -> Effect<Action> {\n",
                    insert: "        _ = \"a changed body\"\n")
            ))
        results.append(
            (
                "public",
                edit(
                    "Modules/Module1/Sources/Plugin.swift", after: nil,
                    insert:
                        "\nextension ModulePlugin {\n    /// Added by module-scale.\n    public static var scaleProbe: Int { 1 }\n}\n"
                )
            ))
        let contract = "Modules/Module1/Interface/Module1Contract.swift"
        results.append(
            (
                "destination",
                edit(
                    [
                        (
                            contract, nil,
                            "\nextension NavigationDestination {\n    /// Added by module-scale.\n    public static let module1Extra = NavigationDestination(\"module1Extra\")\n}\n"
                        ),
                        (
                            "Modules/Module1/Sources/Plugin.swift", "            destinations: [\n",
                            "                .screen(.module1Extra, style: .push) { TextScreen(title: \"Extra\", lines: []) },\n"
                        ),
                    ]
                )
            ))
        let check = checkIsolation()
        results.append(("check-isolation", check.whole))
        results.append(("check-isolation build", check.build))
        results.append(("startup", startup()))
        return results
    }

    /// A build of the package; from clean the first time.
    private func build() -> Figure {
        let result = Command.run(["swift", "build", "--package-path", package.path, "-v"])
        guard result.status == 0 else {
            stop(
                "the package of \(generator.modules) modules does not build:\n\(result.output.suffix(3000))"
            )
        }
        return Figure(seconds: result.seconds, recompiled: Command.recompiledModules(result.output).sorted())
    }

    private func edit(_ file: String, after marker: String?, insert text: String) -> Figure {
        edit([(file, marker, text)])
    }

    /// Makes the edits, builds, restores the files and builds again (untimed) to be warm again.
    private func edit(_ edits: [(file: String, after: String?, insert: String)]) -> Figure {
        var originals: [(URL, String)] = []
        for edit in edits {
            let url = package.appendingPathComponent(edit.file)
            guard let original = try? String(contentsOf: url, encoding: .utf8) else { stop("cannot read \(edit.file)") }
            var changed = original + edit.insert
            if let marker = edit.after {
                guard let range = original.range(of: marker) else { stop("\(edit.file) has no line to edit after") }
                changed = original.replacingCharacters(in: range, with: marker + edit.insert)
            }
            originals.append((url, original))
            try? changed.write(to: url, atomically: true, encoding: .utf8)
        }
        let figure = build()
        for (url, original) in originals { try? original.write(to: url, atomically: true, encoding: .utf8) }
        _ = build()
        return figure
    }

    /// The whole check from a clean tree, and the part of it that is SwiftPM building the package
    /// with its tests, as the checker's own log times it.
    private func checkIsolation() -> (whole: Figure, build: Figure) {
        let scratch = package.appendingPathComponent(".build-isolation")
        try? FileManager.default.removeItem(at: scratch)
        let result = Command.run([checker, "--package-path", package.path, "--scratch-path", scratch.path])
        guard result.status == 0 else {
            stop(
                "the isolation check fails on the package of \(generator.modules) modules:\n\(result.output.suffix(3000))"
            )
        }
        guard let logged = result.output.range(of: #"built the package in [0-9.]+s"#, options: .regularExpression),
            let build = Double(result.output[logged].dropFirst("built the package in ".count).dropLast())
        else { stop("the isolation check no longer says how long its build took:\n\(result.output.suffix(1000))") }
        return (Figure(seconds: result.seconds, recompiled: nil), Figure(seconds: build, recompiled: nil))
    }

    /// The App's start-up to its first prompt and exit, median of nine.
    private func startup() -> Figure {
        let app = package.appendingPathComponent(".build/debug/App").path
        let times = (0..<9).map { _ in Command.run([app]).seconds }.sorted()
        return Figure(seconds: times[times.count / 2], recompiled: nil)
    }
}
