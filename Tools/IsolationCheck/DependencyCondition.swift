/// The `condition:` a new dependency entry needs so that it is declared wherever its imports are
/// compiled and nowhere else: the platforms of their `#if os(…)` and of their `#if canImport(M)` for
/// a module only some platforms have (``BuildCondition/platformModules``), and the package traits
/// their `#if TRAIT` require.
///
/// Invariant: an import compiled on every platform and under no trait needs no condition, and one
/// only under `canImport` of a module of the package graph has none that can be worked out, since
/// SwiftPM answers that `canImport` from what the target declares. `canImport` of a module outside
/// the graph (`Testing`, `FoundationEssentials`) and flags that are no trait (`DEBUG`) narrow nothing
/// a manifest can write, so they are taken as true.
enum DependencyCondition: Equatable {
    /// Some import is compiled everywhere, under no trait: no condition.
    case none
    /// `.when(platforms:traits:)`; each part nil when it does not narrow.
    case when(platforms: Set<String>?, traits: Set<String>?)
    /// No condition can be worked out; the reason, as a clause.
    case unknowable(String)

    /// PackageDescription's names of the platforms, in SwiftPM's order, for those it can name in a
    /// condition (it has no `.freebsd` before PackageDescription 999).
    static let spellings: [(name: String, spelled: String)] = [
        ("macos", ".macOS"), ("ios", ".iOS"), ("maccatalyst", ".macCatalyst"), ("tvos", ".tvOS"),
        ("watchos", ".watchOS"),
        ("visionos", ".visionOS"), ("linux", ".linux"), ("windows", ".windows"), ("android", ".android"),
        ("wasi", ".wasi"),
        ("openbsd", ".openbsd"), ("freebsd", ".custom(\"freebsd\")"),
    ]

    /// The `#if` test that compiles code on `platforms` (SwiftPM's names) and nowhere else, for the
    /// advice to guard an import: `os(macOS) || os(iOS)`. `os(iOS)` holds on Mac Catalyst too, so
    /// iOS without Mac Catalyst is `(os(iOS) && !targetEnvironment(macCatalyst))`, and Mac Catalyst
    /// alone is `targetEnvironment(macCatalyst)`.
    static func guardTest(for platforms: Set<String>) -> String {
        let tests: [String: String] = [
            "macos": "os(macOS)", "tvos": "os(tvOS)", "watchos": "os(watchOS)", "visionos": "os(visionOS)",
            "linux": "os(Linux)", "windows": "os(Windows)", "android": "os(Android)", "wasi": "os(WASI)",
            "openbsd": "os(OpenBSD)", "freebsd": "os(FreeBSD)",
            "ios": platforms.contains("maccatalyst") ? "os(iOS)" : "(os(iOS) && !targetEnvironment(macCatalyst))",
            "maccatalyst": platforms.contains("ios") ? "" : "targetEnvironment(macCatalyst)",
        ]
        let known = spellings.map(\.name).filter(platforms.contains)
        let unknown = platforms.subtracting(known).sorted()
        return (known + unknown).compactMap { name in
            let test = tests[name] ?? "os(\(name))"
            return test.isEmpty ? nil : test
        }.joined(separator: " || ")
    }

    /// The condition `sites` (every import of one module in one target) need, in a package that
    /// declares `traits`, in a graph of the modules `graphModules`.
    static func needed(
        by sites: [ImportScanner.Import], traits declared: Set<String>, graphModules: Set<String>
    ) -> DependencyCondition {
        var platforms: Set<String> = []
        var traits: Set<String> = []
        var everySiteHasATrait = true
        var undecided: Set<String> = []
        for site in sites {
            let required = site.requiredFlags.intersection(declared)
            let ownUndecided = site.undecidedImports.intersection(graphModules)
            if site.platforms == ImportScanner.allPlatforms, required.isEmpty, ownUndecided.isEmpty { return .none }
            undecided.formUnion(ownUndecided)
            platforms.formUnion(site.platforms)
            if required.isEmpty { everySiteHasATrait = false } else { traits.formUnion(required) }
        }
        if !undecided.isEmpty {
            let tests = undecided.sorted().map { "canImport(\($0))" }.joined(separator: ", ")
            return .unknowable(
                "it is imported only under #if \(tests), which SwiftPM answers from what the target declares, so no condition can be worked out"
            )
        }
        let narrowed = platforms == ImportScanner.allPlatforms ? nil : platforms
        let traitsNeeded = everySiteHasATrait && !traits.isEmpty ? traits : nil
        return narrowed == nil && traitsNeeded == nil ? .none : .when(platforms: narrowed, traits: traitsNeeded)
    }

    /// The condition as PackageDescription writes it (`.when(platforms: [.iOS], traits: ["T"])`), or
    /// nil for none (and for one that cannot be worked out).
    var spelled: String? {
        guard case let .when(platforms, traits) = self else { return nil }
        var parts: [String] = []
        if let platforms {
            parts.append(
                "platforms: ["
                    + Self.spellings.filter { platforms.contains($0.name) }.map(\.spelled).joined(separator: ", ") + "]"
            )
        }
        if let traits { parts.append("traits: [" + traits.sorted().map { "\"\($0)\"" }.joined(separator: ", ") + "]") }
        return ".when(" + parts.joined(separator: ", ") + ")"
    }

    /// The condition as `manifest` already writes one of the same meaning (the platforms in its
    /// order, its spacing), else as ``spelled`` writes it.
    func spelled(asIn manifest: String) -> String? {
        guard case let .when(platforms, traits) = self else { return nil }
        let bytes = Array(manifest.utf8)
        let tokens = SwiftLexer.lex(bytes).tokens
        for index in tokens.indices.dropLast(4)
        where tokens[index].text == "condition" && tokens[index + 1].text == ":"
            && tokens[index + 2].text == "." && tokens[index + 3].text == "when" && tokens[index + 4].text == "("
        {
            guard let close = ManifestEdit.matching(index + 4, in: tokens) else { continue }
            let inside = tokens[(index + 5)..<close]
            guard Self.platforms(in: inside, bytes: bytes) == platforms,
                Self.traits(in: inside, bytes: bytes) == traits
            else { continue }
            return Self.oneLine(tokens[(index + 2)...close], in: bytes)
        }
        return spelled
    }

    /// The text of `tokens` as written, on one line: a line break between two tokens becomes a
    /// space, or nothing after an opening bracket and before a closing one, and the comma that ends
    /// a list broken over lines goes (the text is a clause of a one-line message, and a new entry
    /// is laid out afresh).
    static func oneLine(_ tokens: ArraySlice<SwiftLexer.Token>, in bytes: [UInt8]) -> String {
        var text: [UInt8] = []
        var previous: SwiftLexer.Token?
        var droppedComma = false
        for (offset, token) in zip(tokens.indices, tokens) {
            let next = tokens.indices.contains(offset + 1) ? tokens[offset + 1].text : nil
            if token.text == ",", next == "]" || next == ")" {
                droppedComma = true
                continue
            }
            defer { droppedComma = false }
            if let previous {
                let gap = bytes[previous.range.upperBound..<token.range.lowerBound]
                if droppedComma {
                    // Nothing between the last entry and its closing bracket.
                } else if !gap.contains(UInt8(ascii: "\n")) {
                    text += gap
                } else if !["(", "["].contains(previous.text), ![")", "]"].contains(token.text) {
                    text.append(UInt8(ascii: " "))
                }
            }
            text += bytes[token.range]
            previous = token
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// The platforms a written `.when(…)` names in its `platforms: [ … ]` (`.iOS`, and
    /// `.custom("freebsd")` by its string), or nil when it names none.
    private static func platforms(in tokens: ArraySlice<SwiftLexer.Token>, bytes: [UInt8]) -> Set<String>? {
        let list = Array(argument("platforms", in: tokens))
        let named = zip(list, list.dropFirst()).compactMap {
            $0.text == "." && $1.text != "custom" ? $1.text.lowercased() : nil
        }
        let custom = list.compactMap { ManifestEdit.literal($0, in: bytes)?.lowercased() }
        let found = named + custom
        return found.isEmpty ? nil : Set(found)
    }

    /// The traits a written `.when(…)` names in its `traits: [ … ]`, or nil when it names none.
    private static func traits(in tokens: ArraySlice<SwiftLexer.Token>, bytes: [UInt8]) -> Set<String>? {
        let found = argument("traits", in: tokens).compactMap { ManifestEdit.literal($0, in: bytes) }
        return found.isEmpty ? nil : Set(found)
    }

    /// The tokens of the `label: [ … ]` argument among `tokens`, brackets excluded; none when absent.
    private static func argument(
        _ label: String, in tokens: ArraySlice<SwiftLexer.Token>
    ) -> ArraySlice<SwiftLexer.Token> {
        guard let start = tokens.indices.first(where: { tokens[$0].text == label }),
            tokens.indices.contains(start + 2), tokens[start + 1].text == ":", tokens[start + 2].text == "[",
            let end = tokens[(start + 2)...].firstIndex(where: { $0.text == "]" })
        else { return [] }
        return tokens[(start + 3)..<end]
    }
}
