import Foundation
import Testing

/// The `///` comments a team reads first, in CoreInterfaces, FeatureRuntime and Modules, name only
/// what exists: every path in them (`Modules/Assets/Interface/AssetsDestinations.swift`,
/// `Docs/Performance.md`) is a file or folder of the repository, every symbol link (``Store``)
/// and every type in code voice (`PresentationAction`) is declared in the package, unless it is
/// one of the outside names listed here (the toolchain's, SwiftUI's, TCA's, the design's), and
/// every `import X` they show names a target of `Package.swift` or a module of the toolchain.
@MainActor
struct CommentNamesTests {
    static let root = DocsTests.root
    static let folders = ["CoreInterfaces", "FeatureRuntime", "Modules"]

    /// Names from outside the package that comments compare the pattern to, on purpose.
    static let outside: Set<String> = [
        // The toolchain.
        "Swift", "Foundation", "Observation", "Synchronization", "Testing", "Task", "TaskGroup", "Sendable",
        "Equatable", "Hashable", "Identifiable", "Comparable", "Error", "Never", "String", "Int", "Bool",
        "Array", "Dictionary", "Set", "Optional", "Result", "Void", "Duration", "ContinuousClock",
        "CancellationError", "CheckedContinuation", "ObservationRegistrar", "AnyObject", "Character",
        "Substring", "UUID", "Data", "URL", "MainActor", "TaskLocal", "ObjectIdentifier", "KeyPath",
        "WritableKeyPath", "CustomStringConvertible", "AsyncStream", "Mutex", "Atomic", "SourceLocation",
        "Unicode", "Self",
        // SwiftUI, and the design this project realises.
        "SwiftUI", "View", "AnyView", "NavigationStack", "NavigationViewFactory", "EnvironmentValues",
        "Environment", "Binding", "Button", "Text", "List",
        // TCA, whose names the runtime keeps.
        "ComposableArchitecture", "Reducer", "StoreOf", "IdentifiedArray", "IdentifiedArrayOf", "Scope",
        "Presents", "PresentationState", "DependencyValues", "Dependency", "TestStore", "NavigationID",
        // Words in code voice that are not names: a route's `ID` segment, a status, a placeholder.
        "ID", "Open", "Feature",
    ]

    /// Every `///` line under `folders`, with its file and line.
    static func commentLines() throws -> [(file: String, line: Int, text: String)] {
        var lines: [(file: String, line: Int, text: String)] = []
        for folder in folders {
            let base = root.appendingPathComponent(folder)
            let files = (FileManager.default.enumerator(atPath: base.path)?.compactMap { $0 as? String } ?? [])
                .filter { $0.hasSuffix(".swift") }.sorted()
            for file in files {
                let text = try String(contentsOf: base.appendingPathComponent(file), encoding: .utf8)
                for (number, line) in text.components(separatedBy: "\n").enumerated() {
                    let trimmed = line.trimmingCharacters(in: .whitespaces)
                    if trimmed.hasPrefix("///") { lines.append(("\(folder)/\(file)", number + 1, trimmed)) }
                }
            }
        }
        return lines
    }

    /// The spans in code voice of `text`: ``double`` and `single` backquotes alike.
    static func codeSpans(_ text: String) -> [String] {
        text.replacingOccurrences(of: "``", with: "`").components(separatedBy: "`").enumerated()
            .filter { $0.offset % 2 == 1 }.map(\.element)
    }

    /// Every name a Swift file of the repository declares, and every target `Package.swift` names.
    static func declaredNames() throws -> (types: Set<String>, members: Set<String>, targets: Set<String>) {
        var types: Set<String> = []
        var members: Set<String> = []
        let pattern = try NSRegularExpression(
            pattern:
                #"\b(struct|class|enum|protocol|actor|typealias|func|var|let|case|associatedtype)\s+([A-Za-z_][A-Za-z0-9_]*)"#
        )
        let walk = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []
        for file in walk where file.hasSuffix(".swift") && !file.hasPrefix(".") && !file.contains("/.") {
            guard let text = try? String(contentsOf: root.appendingPathComponent(file), encoding: .utf8) else {
                continue
            }
            for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                guard let kind = Range(match.range(at: 1), in: text), let name = Range(match.range(at: 2), in: text)
                else { continue }
                if ["struct", "class", "enum", "protocol", "actor", "typealias", "associatedtype"].contains(
                    String(text[kind]))
                {
                    types.insert(String(text[name]))
                } else {
                    members.insert(String(text[name]))
                }
            }
        }
        let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let targetPattern = try NSRegularExpression(pattern: #"name: "([A-Za-z0-9_]+)""#)
        let targets = Set(
            targetPattern.matches(in: manifest, range: NSRange(manifest.startIndex..., in: manifest)).compactMap {
                Range($0.range(at: 1), in: manifest).map { String(manifest[$0]) }
            })
        return (types, members, targets)
    }

    /// What is stale in the comment `text`, given what the package declares.
    static func staleNames(
        in text: String, types: Set<String>, members: Set<String>, targets: Set<String>
    ) -> [String] {
        var stale: [String] = []
        for span in codeSpans(text) {
            let words = span.split(separator: " ").map(String.init)
            if let at = words.firstIndex(of: "import"), at + 1 < words.count {
                let module = words[at + 1]
                if !targets.contains(module), !outside.contains(module) { stale.append("import \(module)") }
                continue
            }
            if span.contains("/"), !span.contains(" "),
                span.range(of: #"^[A-Za-z][\w.-]*(/[\w.-]+)+/?$"#, options: .regularExpression) != nil,
                span.hasSuffix(".swift") || span.hasSuffix(".md") || span.hasSuffix(".txt") || span.hasSuffix("/")
            {
                if !FileManager.default.fileExists(atPath: root.appendingPathComponent(span).path) {
                    stale.append(span)
                }
                continue
            }
            // A type, or a type's member: `PresentationAction`, ``Store/send(_:)``, `Loaded<Value>`.
            guard let first = span.first, first.isUppercase,
                span.range(of: #"^[A-Z][A-Za-z0-9_]*([<./(][^ ]*)?$"#, options: .regularExpression) != nil
            else { continue }
            let name = String(span.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
            if !types.contains(name), !outside.contains(name), !targets.contains(name) {
                stale.append(name)
            } else if let slash = span.firstIndex(of: "/") {
                // A member in a symbol link, ``Store/send(_:)``: declared somewhere in the package.
                let member = String(
                    span[span.index(after: slash)...].prefix { $0.isLetter || $0.isNumber || $0 == "_" })
                if !member.isEmpty, !members.contains(member), !types.contains(member) {
                    stale.append("\(name)/\(member)")
                }
            }
        }
        return stale
    }

    @Test func commentsNameOnlyWhatExists() throws {
        let (types, members, targets) = try Self.declaredNames()
        for comment in try Self.commentLines() {
            for name in Self.staleNames(in: comment.text, types: types, members: members, targets: targets) {
                Issue.record(
                    "\(comment.file):\(comment.line): names \(name), which the package does not have: \(comment.text)")
            }
        }
    }

    @Test func aStaleNameIsFound() throws {
        let (types, members, targets) = try Self.declaredNames()
        let check = { (text: String) in Self.staleNames(in: text, types: types, members: members, targets: targets) }
        #expect(
            check("/// Declared in `Destinations/AssetsDestinations.swift`.") == [
                "Destinations/AssetsDestinations.swift"
            ])
        #expect(check("/// It is SPI (`@_spi(Hosting) import CoreInterface`).") == ["import CoreInterface"])
        #expect(check("/// A ``NavigationResults`` value.") == ["NavigationResults"])
        #expect(check("/// See ``Store/sendNow(_:)``.") == ["Store/sendNow"])
        #expect(check("/// A ``NavigationResult`` value, as TCA's `IdentifiedArray`, in `Docs/Performance.md`.") == [])
        #expect(check("/// SPI: `@_spi(Tracing) import FeatureRuntime`.") == [])
    }
}
