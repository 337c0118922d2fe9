/// The condition of an `#if` or `#elseif`, evaluated for each platform SwiftPM knows: constant
/// conditions (`true`, `false`, `swift(>=…)`, `compiler(…)`, `os(…)`, `_runtime(…)`, and
/// `canImport` of a module only some platforms have, such as `Network` or `Glibc`) have a value;
/// everything else (`canImport` of any other module, `arch`, custom flags such as `DEBUG` or a
/// package trait) may be either, so both branches count.
indirect enum BuildCondition: Equatable {
    case constant(Bool)
    case os(String)
    case objectiveCRuntime
    case version(function: String, comparison: String, version: [Int])
    /// `canImport(M)`: decided per platform for a module of ``platformModules``, else unknown.
    case canImport(String)
    /// A custom flag (`DEBUG`, or a trait's name): unknown, unless the caller says it is unset.
    case flag(String)
    case unknown
    case not(BuildCondition)
    case and(BuildCondition, BuildCondition)
    case or(BuildCondition, BuildCondition)

    /// The platforms, by the names SwiftPM's `platformNames` use.
    static let platforms = [
        "macos", "ios", "tvos", "watchos", "visionos", "maccatalyst", "linux", "windows", "android", "wasi", "openbsd",
        "freebsd",
    ]
    private static let apple: Set<String> = ["macos", "ios", "tvos", "watchos", "visionos", "maccatalyst"]

    /// Modules that only some platforms have, with those platforms: `canImport` of one of them is
    /// as good as an `os(…)` test.
    static let platformModules: [String: Set<String>] = [
        "Darwin": apple, "ObjectiveC": apple, "Network": apple,
        "UIKit": ["ios", "tvos", "visionos", "maccatalyst"], "AppKit": ["macos", "maccatalyst"],
        "WatchKit": ["watchos"],
        "Glibc": ["linux", "freebsd", "openbsd"], "Musl": ["linux"], "Android": ["android"], "Bionic": ["android"],
        "WinSDK": ["windows"], "ucrt": ["windows"], "WASILibc": ["wasi"],
    ]

    /// The compiler the checker was built with, which is the one a package is checked with.
    static let compilerVersion: [Int] = {
        #if compiler(>=7.0)
        return [7, 0]
        #elseif compiler(>=6.3)
        return [6, 3]
        #elseif compiler(>=6.2)
        return [6, 2]
        #else
        return [6, 1]
        #endif
    }()

    /// Three-valued truth: a condition the checker cannot decide is `unknown`.
    enum Truth: Equatable {
        case yes, no, unknown

        static prefix func ! (value: Truth) -> Truth {
            switch value {
            case .yes: .no
            case .no: .yes
            case .unknown: .unknown
            }
        }

        static func && (left: Truth, right: Truth) -> Truth {
            if left == .no || right == .no { return .no }
            return left == .yes && right == .yes ? .yes : .unknown
        }

        static func || (left: Truth, right: Truth) -> Truth {
            if left == .yes || right == .yes { return .yes }
            return left == .no && right == .no ? .no : .unknown
        }
    }

    /// The condition's value on `platform`, with the flag `unset` (if any) taken as not set.
    func value(on platform: String, unset: String? = nil) -> Truth {
        switch self {
        case let .constant(value): return value ? .yes : .no
        case let .os(name):
            let spelled = name.lowercased() == "xros" ? "visionos" : name.lowercased()
            return spelled == platform ? .yes : .no
        case .objectiveCRuntime: return Self.apple.contains(platform) ? .yes : .no
        case let .version(function, comparison, version):
            return Self.compare(function: function, comparison: comparison, version: version)
        case let .canImport(module):
            return Self.platformModules[module].map { $0.contains(platform) ? .yes : .no } ?? .unknown
        case let .flag(name): return name == unset ? .no : .unknown
        case .unknown: return .unknown
        case let .not(condition): return !condition.value(on: platform, unset: unset)
        case let .and(left, right):
            return left.value(on: platform, unset: unset) && right.value(on: platform, unset: unset)
        case let .or(left, right):
            return left.value(on: platform, unset: unset) || right.value(on: platform, unset: unset)
        }
    }

    /// The custom flags the condition names.
    var flags: Set<String> {
        switch self {
        case let .flag(name): [name]
        case let .not(condition): condition.flags
        case let .and(left, right), let .or(left, right): left.flags.union(right.flags)
        default: []
        }
    }

    /// The modules it tests with `canImport` that no platform decides (not in ``platformModules``).
    var undecidedImports: Set<String> {
        switch self {
        case let .canImport(module): Self.platformModules[module] == nil ? [module] : []
        case let .not(condition): condition.undecidedImports
        case let .and(left, right), let .or(left, right): left.undecidedImports.union(right.undecidedImports)
        default: []
        }
    }

    /// `swift(>=5.9)`, `compiler(<6)`: the compiler's version is known; the language mode
    /// (`swift`) only bounds it, since a package may build in an older mode.
    private static func compare(function: String, comparison: String, version: [Int]) -> Truth {
        let atLeast: Truth
        if function == "compiler" {
            atLeast = versionIsAtLeast(compilerVersion, version) ? .yes : .no
        } else if !versionIsAtLeast(compilerVersion, version) {
            atLeast = .no
        } else {
            // A package builds in language mode 5 (5.10) or newer unless it asks for 4, which
            // nobody does any more; between 5.10 and this compiler, it depends on the mode.
            atLeast = versionIsAtLeast([5, 10], version) ? .yes : .unknown
        }
        return comparison == "<" ? !atLeast : atLeast
    }

    /// Whether version `left` is at least `right` (`[6, 3, 1]` ≥ `[6, 3]`; missing parts are 0).
    static func versionIsAtLeast(_ left: [Int], _ right: [Int]) -> Bool {
        for index in 0..<max(left.count, right.count) {
            let (a, b) = (index < left.count ? left[index] : 0, index < right.count ? right[index] : 0)
            if a != b { return a > b }
        }
        return true
    }

    /// Parses the condition written in `tokens` (the rest of an `#if` line).
    static func parse(_ tokens: ArraySlice<SwiftLexer.Token>) -> BuildCondition {
        var parser = Parser(tokens: tokens)
        let condition = parser.parseOr()
        return parser.tokens.isEmpty ? condition : .unknown
    }

    /// A small recursive-descent parser: `||` binds loosest, then `&&`, then `!`.
    private struct Parser {
        var tokens: ArraySlice<SwiftLexer.Token>

        mutating func parseOr() -> BuildCondition {
            var condition = parseAnd()
            while tokens.first?.text == "||" {
                tokens = tokens.dropFirst()
                condition = .or(condition, parseAnd())
            }
            return condition
        }

        mutating func parseAnd() -> BuildCondition {
            var condition = parseUnary()
            while tokens.first?.text == "&&" {
                tokens = tokens.dropFirst()
                condition = .and(condition, parseUnary())
            }
            return condition
        }

        mutating func parseUnary() -> BuildCondition {
            guard let first = tokens.popFirst() else { return .unknown }
            switch first.text {
            case "!": return .not(parseUnary())
            case "(":
                let inner = parseOr()
                if tokens.first?.text == ")" { tokens = tokens.dropFirst() }
                return inner
            case "true": return .constant(true)
            case "false": return .constant(false)
            default:
                guard first.kind == .identifier else { return .unknown }
                guard tokens.first?.text == "(" else { return .flag(first.text) }
                tokens = tokens.dropFirst()
                var argument = ""
                var depth = 0
                while let token = tokens.popFirst() {
                    if token.text == "(" { depth += 1 }
                    if token.text == ")" {
                        if depth == 0 { break }
                        depth -= 1
                    }
                    argument += token.text
                }
                return Self.call(first.text, argument: argument)
            }
        }

        static func call(_ function: String, argument: String) -> BuildCondition {
            switch function {
            case "os": return .os(argument)
            case "canImport": return .canImport(String(argument.prefix { $0 != "," }))
            case "_runtime": return argument == "_ObjC" ? .objectiveCRuntime : .constant(false)
            case "swift", "compiler":
                let comparison = argument.hasPrefix(">=") ? ">=" : (argument.hasPrefix("<") ? "<" : "")
                let numbers = argument.dropFirst(comparison.count).split(separator: ".").map { Int($0) }
                guard !comparison.isEmpty, !numbers.isEmpty, numbers.allSatisfy({ $0 != nil }) else { return .unknown }
                return .version(function: function, comparison: comparison, version: numbers.compactMap { $0 })
            default: return .unknown
            }
        }
    }
}
