import BenchmarkSupport
import Foundation

/// The measurements of one generated package.
struct Measurements {
    static let names = ["clean", "body", "public", "destination", "check-isolation", "startup"]

    let package: URL
    let generator: ScaleGenerator
    let checker: String

    func all() -> [(String, Figure)] {
        var results: [(String, Figure)] = []
        results.append(("clean", build()))
        results.append(
            (
                "body",
                edit(
                    "Modules/Module1/PickerFeature.swift",
                    after: "func reduce(into state: inout State, action: Action) -> Effect<Action> {\n",
                    insert: "        _ = \"a changed body\"\n")
            ))
        results.append(
            (
                "public",
                edit(
                    "Modules/Module1/Plugin.swift", after: nil,
                    insert:
                        "\nextension ModulePlugin {\n    /// Added by module-scale.\n    public static var scaleProbe: Int { 1 }\n}\n"
                )
            ))
        let contract =
            generator.shape == .shared
            ? "CoreInterfaces/Contracts/Module1Contract.swift" : "Interfaces/Module1Interface/Module1Contract.swift"
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
                            "Modules/Module1/Plugin.swift", "            destinations: [\n",
                            "                .screen(.module1Extra, style: .push) { TextScreen(title: \"Extra\", lines: []) },\n"
                        ),
                    ]
                )
            ))
        results.append(("check-isolation", checkIsolation()))
        results.append(("startup", startup()))
        return results
    }

    /// A build of the package; from clean the first time.
    private func build() -> Figure {
        let result = Command.run(["swift", "build", "--package-path", package.path, "-v"])
        guard result.status == 0 else {
            stop(
                "the \(generator.shape.rawValue) package of \(generator.modules) modules does not build:\n\(result.output.suffix(3000))"
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

    private func checkIsolation() -> Figure {
        let scratch = package.appendingPathComponent(".build-isolation")
        try? FileManager.default.removeItem(at: scratch)
        let result = Command.run([checker, "--package-path", package.path, "--scratch-path", scratch.path])
        guard result.status == 0 else {
            stop(
                "the isolation check fails on the \(generator.shape.rawValue) package of \(generator.modules) modules:\n\(result.output.suffix(3000))"
            )
        }
        return Figure(seconds: result.seconds, recompiled: nil)
    }

    /// The App's start-up to its first prompt and exit, median of nine.
    private func startup() -> Figure {
        let app = package.appendingPathComponent(".build/debug/App").path
        let times = (0..<9).map { _ in Command.run([app]).seconds }.sorted()
        return Figure(seconds: times[times.count / 2], recompiled: nil)
    }
}
