@testable import AppCore
@testable import NavigationTools
import DataFile
import FeatureRuntime
import Foundation
import Testing

/// Keeps `Docs/` and the README true to the code: every name they use exists, every excerpt is
/// real and its file exists, the README's session is what the program prints, and every public
/// declaration of the libraries says what it is for.
///
/// After an intended change to what the walkthrough prints, re-record the README's session (and
/// the transcripts) with `RECORD_TRANSCRIPTS=1 swift test --filter 'TranscriptTests|DocsTests'`.
@MainActor
struct DocsTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Names from the SwiftUI and TCA original, from the peers the benchmarks compare with, and
    /// from the standard library, that the docs mention; they are not ours.
    static let originalNames: Set<String> = [
        "Container", "Dependency", "Task", "immediate", "yield", "AnyHashable", "dispatchMain", "ExecutorFactory",
        "AnyView", "NavigationStack", "NavigationViewFactory", "AppNavigationViewFactory", "View", "Button",
        "sheet", "navigationDestination", "environment", "Reducer", "Store", "TestStore", "Presents",
        "IssuesListPickerView", "AssetDetailView", "EnvironmentValues", "SwiftUI", "Environment",
        "CancellationError", "ObservationRegistrar", "withObservationTracking", "withKnownIssue",
        "showIssuesListPicker",
        "StoreTask", "PresentationState", "PresentationAction", "reportIssue", "Equatable", "refreshable", "willSet",
        "didSet", "withMutation", "onChange", "Identifiable", "ifLet", "forEach", "IdentifiedArray", "StoreOf",
    ]

    /// The swift-format rules `.swift-format` configures, which the docs name to say why.
    static let formatRules: Set<String> = {
        let configuration = try? JSONSerialization.jsonObject(
            with: Data(contentsOf: root.appendingPathComponent(".swift-format")))
        let rules = (configuration as? [String: Any])?["rules"] as? [String: Any]
        return Set((rules ?? [:]).keys)
    }()

    /// Capitalised words the docs use as labels or fixture names, not as Swift names.
    static let plainWords: Set<String> = ["Quit", "Press", "Stub", "Alpha", "Beta", "Main", "Util", "Core", "Home"]

    static func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    static var documents: [String] {
        let docs =
            (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Docs").path)) ?? []
        return ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "Docs/\($0)" }
    }

    static func swiftFiles(under folders: [String]) -> [String] {
        folders.flatMap { folder -> [String] in
            let base = root.appendingPathComponent(folder)
            let paths = FileManager.default.enumerator(atPath: base.path)?.compactMap { $0 as? String } ?? []
            return paths.filter { $0.hasSuffix(".swift") }.map { "\(folder)/\($0)" }
        }.sorted()
    }

    /// Every name declared in the package's sources and tests.
    static let declaredNames: Set<String> = {
        let declaration = try! NSRegularExpression(
            pattern:
                #"\b(?:class|struct|enum|protocol|actor|typealias|func|case|var|let|associatedtype)\s+(?:let\s+|var\s+)?`?([A-Za-z_]\w*)"#
        )
        let caseList = try! NSRegularExpression(
            pattern: #"^\s*case\s+([a-z]\w*(?:\s*,\s*[a-z]\w*)+)\s*$"#, options: .anchorsMatchLines)
        var names: Set<String> = []
        for file in swiftFiles(under: [
            "App", "Benchmarks/Sources", "CoreInterfaces", "FeatureRuntime", "FeatureTesting", "Modules", "Plugins",
            "Tests",
            "Tools",
        ]) {
            guard let text = try? read(file) else { continue }
            let range = NSRange(text.startIndex..., in: text)
            for match in declaration.matches(in: text, range: range) {
                names.insert((text as NSString).substring(with: match.range(at: 1)))
            }
            for match in caseList.matches(in: text, range: range) {
                (text as NSString).substring(with: match.range(at: 1)).split(separator: ",").forEach {
                    names.insert($0.trimmingCharacters(in: .whitespaces))
                }
            }
        }
        // The tutorial's code declares names of its own (Docs/AddingAModule.md).
        for document in documents {
            guard let markdown = try? read(document) else { continue }
            for block in fencedBlocks(markdown) where block.language == "swift" {
                let range = NSRange(block.body.startIndex..., in: block.body)
                for match in declaration.matches(in: block.body, range: range) {
                    names.insert((block.body as NSString).substring(with: match.range(at: 1)))
                }
            }
        }
        // The package's targets are names too, and those a tutorial's diff adds to it.
        let manifests =
            [(try? read("Package.swift")) ?? ""]
            + documents.compactMap { try? read($0) }.flatMap {
                fencedBlocks($0).filter { $0.language == "diff" }.map(\.body)
            }
        let target = try! NSRegularExpression(pattern: #"name: "(\w+)""#)
        for manifest in manifests {
            for match in target.matches(in: manifest, range: NSRange(manifest.startIndex..., in: manifest)) {
                names.insert((manifest as NSString).substring(with: match.range(at: 1)))
            }
        }
        return names
    }()

    /// The lines of `markdown` outside fenced code blocks.
    static func linesOutsideFences(_ markdown: String) -> [String] {
        var lines: [String] = []
        var inFence = false
        for line in markdown.components(separatedBy: "\n") {
            if line.hasPrefix("```") { inFence.toggle(); continue }
            if !inFence { lines.append(line) }
        }
        return lines
    }

    /// The inline code spans of `markdown`, outside fenced blocks.
    static func inlineCode(_ markdown: String) -> [String] {
        linesOutsideFences(markdown).flatMap { line in
            let parts = line.components(separatedBy: "`")
            return stride(from: 1, to: parts.count - 1, by: 2).map { parts[$0] }
        }
    }

    /// The fenced blocks of `markdown` with their language, the paragraph before the block, joined
    /// into one line (a lead such as "From `path`:" may wrap), and the line its first line is on.
    static func fencedBlocks(_ markdown: String) -> [(language: String, body: String, lead: String, line: Int)] {
        var blocks: [(String, String, String, Int)] = []
        var current: (language: String, lines: [String], lead: String, line: Int)?
        var paragraph: [String] = []
        var lastParagraph = ""
        for (number, line) in markdown.components(separatedBy: "\n").enumerated() {
            if line.hasPrefix("```") {
                if let open = current {
                    blocks.append((open.language, open.lines.joined(separator: "\n"), open.lead, open.line))
                    current = nil
                } else {
                    current = (
                        String(line.dropFirst(3)), [],
                        paragraph.isEmpty ? lastParagraph : paragraph.joined(separator: " "), number + 2
                    )
                }
                paragraph = []
            } else if current != nil {
                current?.lines.append(line)
            } else if line.trimmingCharacters(in: .whitespaces).isEmpty {
                if !paragraph.isEmpty { lastParagraph = paragraph.joined(separator: " ") }
                paragraph = []
            } else {
                paragraph.append(line)
            }
        }
        return blocks
    }

    /// The names an inline code span refers to, if it looks like Swift.
    static func referencedNames(in span: String) -> [String] {
        func matches(_ pattern: String) -> Bool { span.range(of: pattern, options: .regularExpression) != nil }
        if matches(#"\.(swift|md|txt|json|transcript|gitignore)$"#) || plainWords.contains(span) {
            return []  // a file name or a label
        }
        if matches(#"^[A-Z][a-z]\w*(\.[A-Za-z]\w*)*$"#) {  // Type, Type.member
            return span.split(separator: ".").map(String.init)
        }
        if matches(#"^[A-Z]\w*(\.[a-z]\w*)*\(([A-Za-z_]\w*:)*\)$"#) {  // Type.member(label:) or Type(label:)
            return span.prefix { $0 != "(" }.split(separator: ".").map(String.init)
        }
        if matches(#"^\.?[a-z]\w*\(([A-Za-z_]\w*:)*\)$"#) {  // member(label:), .case(label:)
            return [String(span.drop { $0 == "." }.prefix { $0 != "(" })]
        }
        if matches(#"^\.[a-z]\w*$"#) {  // .caseName
            return [String(span.dropFirst())]
        }
        if matches(#"^[a-z]+[A-Z]\w*$"#) {  // memberName, in camel case
            return [span]
        }
        return []
    }

    @Test func everyNameInInlineCodeExists() throws {
        for document in Self.documents {
            for span in Self.inlineCode(try Self.read(document)) {
                for name in Self.referencedNames(in: span)
                where !Self.originalNames.contains(name) && !Self.formatRules.contains(name) {
                    let declared = Self.declaredNames.contains(name)
                    #expect(declared, "\(document): `\(span)` names \(name), which no source declares")
                }
            }
        }
    }

    /// The effects `markdown` names as effects (`` `.run` effect ``, `` the `.send` effects ``) that
    /// `Effect` does not declare, as one line each: every name is somewhere, so only `Effect`'s own
    /// members count.
    static func unknownEffects(in markdown: String, document: String) -> [String] {
        let named = try! NSRegularExpression(pattern: #"`\.([a-z]\w*)(?:\([\w:]*\))?` effects?\b"#)
        let effectTexts = declarations(of: "Effect")
        return linesOutsideFences(markdown).flatMap { line in
            named.matches(in: line, range: NSRange(line.startIndex..., in: line)).compactMap { match -> String? in
                let name = (line as NSString).substring(with: match.range(at: 1))
                guard !declares(name, in: effectTexts) else { return nil }
                return "\(document): `.\(name)` is named as an effect, and Effect has no \(name)"
            }
        }
    }

    @Test func everyEffectADocNamesIsOne() throws {
        for document in Self.documents {
            let unknown = Self.unknownEffects(in: try Self.read(document), document: document)
            #expect(unknown.isEmpty, "\(unknown.joined(separator: "\n"))")
        }
        #expect(
            Self.unknownEffects(
                in: "Work that awaits is a `.task` effect; a result, a `.handBack` effect.", document: "P.md")
                == ["P.md: `.task` is named as an effect, and Effect has no task"])
    }

    /// The texts that declare or extend `type`: the package's sources and the docs' Swift blocks.
    static func declarations(of type: String) -> [String] {
        let opening =
            #"\b(protocol|struct|enum|class|actor|extension)\s+"# + NSRegularExpression.escapedPattern(for: type)
            + #"\b"#
        return sourcesAndDocBlocks.filter { $0.range(of: opening, options: .regularExpression) != nil }
    }

    /// Every Swift text a doc may refer to: the package's sources and the docs' Swift blocks.
    static let sourcesAndDocBlocks: [String] = {
        let sources = swiftFiles(under: [
            "App", "Benchmarks/Sources", "CoreInterfaces", "FeatureRuntime", "FeatureTesting", "Modules", "Plugins",
            "Tests",
            "Tools",
        ]).compactMap { try? read($0) }
        let blocks = documents.compactMap { try? read($0) }.flatMap {
            fencedBlocks($0).filter { $0.language == "swift" }.map(\.body)
        }
        return sources + blocks
    }()

    /// Whether one of `texts` declares `member` (a property, method or case).
    static func declares(_ member: String, in texts: [String]) -> Bool {
        let name = NSRegularExpression.escapedPattern(for: member)
        let pattern = #"\b(var|let|func|case)\s+(let\s+|var\s+)?`?"# + name + #"\b|\bcase\s+[^\n]*,\s*"# + name + #"\b"#
        return texts.contains { $0.range(of: pattern, options: .regularExpression) != nil }
    }

    /// The `Type.member` spans of `markdown` whose type is declared here but has no such member,
    /// as one line each.
    static func unknownMembers(in markdown: String, document: String) -> [String] {
        inlineCode(markdown).compactMap { span -> String? in
            guard span.range(of: #"^[A-Z]\w*\.[a-z]\w*(\([\w:]*\))?$"#, options: .regularExpression) != nil,
                span.range(of: #"\.(swift|md|txt|json|transcript|gitignore)$"#, options: .regularExpression) == nil
            else { return nil }
            let parts = span.prefix { $0 != "(" }.split(separator: ".").map(String.init)
            let (type, member) = (parts[0], parts[1])
            let texts = declarations(of: type)
            guard !texts.isEmpty, !originalNames.contains(type), member != "init", !declares(member, in: texts) else {
                return nil
            }
            return "\(document): `\(span)` names \(member), which \(type) does not have"
        }
    }

    @Test func everyMemberADocNamesBelongsToItsType() throws {
        for document in Self.documents {
            let unknown = Self.unknownMembers(in: try Self.read(document), document: document)
            #expect(unknown.isEmpty, "\(unknown.joined(separator: "\n"))")
        }
        #expect(
            Self.unknownMembers(in: "The trace shows `NavigationResult.resultType`.", document: "P.md") == [
                "P.md: `NavigationResult.resultType` names resultType, which NavigationResult does not have"
            ])
    }

    /// The static members a result model in a doc's Swift block declares beyond what
    /// `NavigationResult` requires: a model teaches the contract, so it declares no requirement the
    /// contract does not have.
    static func staticMembersBeyondTheContract(in block: String) -> [String] {
        guard
            block.range(of: #"(struct|enum|class)\s+\w+\s*:[^{]*\bNavigationResult\b"#, options: .regularExpression)
                != nil,
            let contract = try? read("CoreInterfaces/Navigation/NavigationResult.swift")
        else { return [] }
        let staticMember = try! NSRegularExpression(pattern: #"\bstatic\s+(?:let|var|func)\s+(\w+)"#)
        func names(_ text: String) -> Set<String> {
            Set(
                staticMember.matches(in: text, range: NSRange(text.startIndex..., in: text)).map {
                    (text as NSString).substring(with: $0.range(at: 1))
                })
        }
        return names(block).subtracting(names(contract)).sorted()
    }

    @Test func everyResultModelADocShowsHasOnlyTheContractsRequirements() throws {
        for document in Self.documents {
            for block in Self.fencedBlocks(try Self.read(document)) where block.language == "swift" {
                let beyond = Self.staticMembersBeyondTheContract(in: block.body)
                #expect(
                    beyond.isEmpty,
                    "\(document): the model beginning `\(block.body.prefix { $0 != "\n" })` declares \(beyond), which NavigationResult does not require"
                )
            }
        }
        let planted =
            "public struct PartUIModel: Hashable, NavigationResult {\n    public static let resultType = \"PartUIModel\"\n    public static let examples: [Self] = []\n}"
        #expect(Self.staticMembersBeyondTheContract(in: planted) == ["resultType"])
    }

    @Test func everyTypeInADiagramExists() throws {
        let compound = try NSRegularExpression(pattern: #"\b[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]*)+\b"#)
        for document in Self.documents {
            for block in Self.fencedBlocks(try Self.read(document)) where block.language == "mermaid" {
                let range = NSRange(block.body.startIndex..., in: block.body)
                for match in compound.matches(in: block.body, range: range) {
                    let name = (block.body as NSString).substring(with: match.range)
                    guard !Self.originalNames.contains(name) else { continue }
                    let declared = Self.declaredNames.contains(name)
                    #expect(declared, "\(document): the diagram names \(name), which no source declares")
                }
            }
        }
    }

    /// A block's first line, trimmed: how a failure names the block.
    static func firstLine(of body: String) -> String {
        String(body.prefix { $0 != "\n" }).trimmingCharacters(in: .whitespaces)
    }

    @Test func everyPathInInlineCodeExists() throws {
        // A route (`assets/ID`) looks like a path: its first segment is a route's, from the plugins.
        let routeStarts = Set(
            AppNavigationFactory.plugins(data: .sample()).flatMap(\.routes).compactMap {
                $0.path.split(separator: "/").first.map(String.init)
            })
        for document in Self.documents {
            let markdown = try Self.read(document)
            // A tutorial step may name a file it tells you to create.
            let created = Set(
                markdown.components(separatedBy: "Create `").dropFirst().compactMap {
                    $0.components(separatedBy: "`").first
                })
            for span in Self.inlineCode(markdown)
            where !created.contains(span)
                && span.range(of: #"^[\w.-]+(/[\w.-]+)+/?$"#, options: .regularExpression) != nil
                && !routeStarts.contains(span.split(separator: "/").first.map(String.init) ?? "")
            {
                let exists = FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(span).path)
                #expect(exists, "\(document): `\(span)` does not exist")
            }
        }
    }

    @Test func theReadmeSessionIsWhatTheProgramPrints() async throws {
        let readme = try Self.read("README.md")
        let marker = try #require(
            readme.range(
                of: #"<!-- sample-session: printf '([^']*)' \| swift run walkthrough -->"#, options: .regularExpression)
        )
        let script = String(readme[marker]).components(separatedBy: "'")[1]
        let input = script.components(separatedBy: "\\n").filter { !$0.isEmpty }
        let session = await ScriptedSession.run(input)

        let blockStart = try #require(readme.range(of: "$ printf", range: marker.upperBound..<readme.endIndex))
        let bodyStart = try #require(readme[blockStart.lowerBound...].firstIndex(of: "\n"))
        let bodyEnd = try #require(readme.range(of: "```", range: bodyStart..<readme.endIndex))
        let shown = String(readme[readme.index(after: bodyStart)..<bodyEnd.lowerBound])

        if ProcessInfo.processInfo.environment["RECORD_TRANSCRIPTS"] != nil {
            try rewrite(Self.root.appendingPathComponent("README.md"), "the session") { page in
                guard let start = page.range(of: shown, range: marker.lowerBound..<page.endIndex) else {
                    throw CocoaError(.fileReadCorruptFile)
                }
                return page.replacingCharacters(in: start, with: session.output)
            }
        } else {
            #expect(
                shown == session.output,
                "README.md: the sample session is not what the program prints; if the change is intended, re-record with RECORD_TRANSCRIPTS=1 swift test --filter 'TranscriptTests|DocsTests'"
            )
        }
    }

    /// Docs/Architecture.md shows the navigation map exactly as `walkthrough --map` prints it;
    /// `RECORD_TRANSCRIPTS=1` redraws it there, so a new module never leaves the page stale.
    @Test func architectureShowsTheNavigationMapTheProgramPrints() async throws {
        let path = Self.root.appendingPathComponent("Docs/Architecture.md")
        let page = try String(contentsOf: path, encoding: .utf8)
        let heading = try #require(
            page.range(of: "## The navigation map"), "Docs/Architecture.md has no navigation map")
        let blockStart = try #require(page.range(of: "```mermaid\n", range: heading.upperBound..<page.endIndex))
        let blockEnd = try #require(page.range(of: "```", range: blockStart.upperBound..<page.endIndex))
        let data = Backend.sample()
        let map = try await NavigationMap.mermaid(plugins: AppNavigationFactory.plugins(data: data))
        if ProcessInfo.processInfo.environment["RECORD_TRANSCRIPTS"] != nil {
            try redraw(path, heading: "## The navigation map", with: map)
        } else {
            #expect(
                String(page[blockStart.upperBound..<blockEnd.lowerBound]) == map,
                "Docs/Architecture.md: the navigation map is not what --map draws; if the change is intended, re-record with RECORD_TRANSCRIPTS=1 swift test --filter 'TranscriptTests|DocsTests'"
            )
        }
    }

    /// Docs/CommandLine.md's synopsis is the usage `--help` prints, flag for flag.
    @MainActor
    @Test func theOptionsSynopsisIsWhatHelpPrints() throws {
        let page = try Self.read("Docs/CommandLine.md")
        let heading = try #require(page.range(of: "## Options\n"), "Docs/CommandLine.md has no options")
        let synopsis = try #require(
            Self.fencedBlocks(String(page[heading.upperBound...])).first,
            "Docs/CommandLine.md shows no synopsis under its options")
        let factory = try AppNavigationFactory(plugins: AppNavigationFactory.plugins(data: Backend.sample()))
        let usage = CommandLineOptions.usage(for: factory.registry).split(separator: "\n").prefix(2)
            .map { $0.replacingOccurrences(of: "Usage: ", with: "").trimmingCharacters(in: .whitespaces) }
        #expect(
            synopsis.body == usage.joined(separator: "\n"),
            "Docs/CommandLine.md: the synopsis under Options differs from the usage --help prints")
    }

    @Test func everyPublicDeclarationSaysWhatItIsFor() throws {
        for file in Self.swiftFiles(under: ["CoreInterfaces", "FeatureRuntime", "FeatureTesting", "Modules", "Tools"]) {
            let lines = try Self.read(file).components(separatedBy: "\n")
            var publicEnumIndent: [Int] = []
            for (index, line) in lines.enumerated() {
                let indent = line.prefix { $0 == " " }.count
                let code = line.trimmingCharacters(in: .whitespaces)
                while let last = publicEnumIndent.last, code == "}", indent <= last { publicEnumIndent.removeLast() }
                let isPublic = code.hasPrefix("public ") || code.hasPrefix("open ")
                let isPublicCase =
                    code.hasPrefix("case ") && publicEnumIndent.last.map { indent > $0 } == true
                    && !lines[..<index].reversed().prefix { !$0.contains("switch") && !$0.contains("enum ") }.isEmpty
                    && lines[..<index].last { $0.contains("switch ") || $0.contains("enum ") }?.contains("enum ")
                        == true
                if code.hasPrefix("public enum ") { publicEnumIndent.append(indent) }
                guard isPublic || isPublicCase else { continue }
                var above = index - 1
                while above >= 0, lines[above].trimmingCharacters(in: .whitespaces).hasPrefix("@") { above -= 1 }
                let documented = above >= 0 && lines[above].trimmingCharacters(in: .whitespaces).hasPrefix("///")
                #expect(documented, "\(file):\(index + 1): \(code) has no /// comment")
            }
        }
    }
}

/// Replaces the mermaid block under `heading` in the file at `path` with `replacement`, holding an
/// exclusive lock on the file meanwhile: the navigation map and the module map are redrawn by tests
/// that run side by side.
@MainActor
func redraw(_ path: URL, heading: String, with replacement: String) throws {
    try rewrite(path, "the map under \"\(heading)\"") { page in
        guard let found = page.range(of: heading),
            let start = page.range(of: "```mermaid\n", range: found.upperBound..<page.endIndex),
            let end = page.range(of: "```", range: start.upperBound..<page.endIndex)
        else { throw CocoaError(.fileReadCorruptFile) }
        return page.replacingCharacters(in: start.upperBound..<end.lowerBound, with: replacement)
    }
}
