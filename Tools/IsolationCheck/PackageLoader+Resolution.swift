import Foundation

/// Where SwiftPM keeps what it resolves while the checker asks it: under the scratch folder, never
/// the package root. SwiftPM writes `Package.resolved` beside the manifest of the package it
/// resolves, whatever `--scratch-path` says: a check of a fresh clone would leave one there, and one
/// whose pinned commits cannot be had would be rewritten. Given a workspace
/// (`--multiroot-data-file`, the option Xcode passes), SwiftPM keeps it in the workspace instead; the
/// checker makes one under the scratch folder that holds the package alone, with a copy of the
/// package's own `Package.resolved` (so its pins are what is resolved), and passes it to every
/// SwiftPM command that resolves.
extension PackageLoader {
    /// The arguments that point SwiftPM at the workspace under `scratch` for the package at `root`,
    /// made (or brought up to date) first.
    static func resolutionArguments(root: URL, scratch: URL) throws(CheckError) -> [String] {
        let workspace = scratch.appendingPathComponent("resolution.xcworkspace")
        let pins = workspace.appendingPathComponent("xcshareddata/swiftpm")
        let contents = """
            <?xml version="1.0" encoding="UTF-8"?>
            <Workspace version = "1.0">
               <FileRef location = "absolute:\(escaped(root.path))"></FileRef>
            </Workspace>

            """
        do {
            try FileManager.default.createDirectory(at: pins, withIntermediateDirectories: true)
            try Data(contents.utf8).write(
                to: workspace.appendingPathComponent("contents.xcworkspacedata"), options: .atomic)
            if let resolved = FileManager.default.contents(atPath: root.appendingPathComponent("Package.resolved").path)
            {
                try resolved.write(to: pins.appendingPathComponent("Package.resolved"), options: .atomic)
            }
        } catch {
            throw CheckError(
                "cannot make the folder \(workspace.path) for SwiftPM's resolution: \(error.localizedDescription)")
        }
        return ["--multiroot-data-file", workspace.path]
    }

    /// `text` with XML's five special characters escaped, for an attribute's value.
    static func escaped(_ text: String) -> String {
        var escaped = ""
        for character in text.unicodeScalars {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&apos;"
            default: escaped.unicodeScalars.append(character)
            }
        }
        return escaped
    }
}
