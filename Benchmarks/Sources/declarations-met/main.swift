import BenchmarkSupport
import Foundation

// declarations-met: what one screen's author meets of the pattern's public surface, counted by the
// compiler rather than by hand (Docs/Decisions.md, "The conventions a feature author meets").
//
// The screen is the asset detail (Modules/Assets/Sources/AssetDetail: an async load of the asset
// and its link, one cross-module picker). Counted, each once:
//   - the members of CoreInterfaces and FeatureRuntime its files use, as the compiler resolves them
//     (`swiftc -frontend -dump-ast`: every reference into either module);
//   - the public types of either module its files name;
//   - the requirements it writes: those of the protocols of either module its types conform to
//     (a protocol's own and those of the protocols it refines).
// The modules are built first, in .build-declarations-met, so the compiler can read them.
//
// Run from the root package: `swift run -c release --package-path Benchmarks declarations-met [--record]`.
// Exit status: 0 when the count is within the goal, 1 when it is not, 2 when it cannot be counted.

RecordedRun.recordIfAsked(tool: "declarations-met")

let goal = 25
let folder = "Modules/Assets/Sources/AssetDetail"
let contract = ["CoreInterfaces", "FeatureRuntime"]
let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)

func stop(_ message: String) -> Never {
    FileHandle.standardError.write(Data("declarations-met: \(message)\n".utf8))
    exit(2)
}

func swiftFiles(under path: String) -> [String] {
    let base = root.appendingPathComponent(path)
    let found = FileManager.default.enumerator(atPath: base.path)?.compactMap { $0 as? String } ?? []
    return found.filter { $0.hasSuffix(".swift") }.sorted().map { "\(path)/\($0)" }
}

func read(_ path: String) -> String {
    (try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)) ?? ""
}

func matches(_ pattern: String, in text: String, group: Int = 1) -> [String] {
    guard let expression = try? NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines]) else { return [] }
    return expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
        Range($0.range(at: group), in: text).map { String(text[$0]) }
    }
}

/// `source` without its comments and string literals, so that only code names things.
func code(_ source: String) -> String {
    var text = source.replacingOccurrences(of: #"//[^\n]*"#, with: "", options: .regularExpression)
    text = text.replacingOccurrences(of: #""(?:[^"\\\n]|\\.)*""#, with: "\"\"", options: .regularExpression)
    return text
}

let screenFiles = swiftFiles(under: folder)
guard !screenFiles.isEmpty else { stop("run it from the root package (no \(folder) in \(root.path))") }

// The modules the screen imports, built where the compiler can read them.
let scratch = root.appendingPathComponent(".build-declarations-met")
let build = Command.run([
    "swift", "build", "--package-path", root.path, "--scratch-path", scratch.path, "--target", "Assets",
])
guard build.status == 0 else { stop("cannot build Assets:\n\(build.output.suffix(1500))") }
let binPath = Command.run([
    "swift", "build", "--package-path", root.path, "--scratch-path", scratch.path, "--show-bin-path",
])
let modules = binPath.output.trimmingCharacters(in: .whitespacesAndNewlines) + "/Modules"
// The package name SwiftPM compiled the modules with, for their `package` declarations: from its plan.
let plan = (try? String(contentsOf: scratch.appendingPathComponent("debug.yaml"), encoding: .utf8)) ?? ""
guard let packageName = matches(#""-package-name","([^"]+)""#, in: plan).first else {
    stop("the build plan (.build-declarations-met/debug.yaml) names no -package-name")
}

// The members the screen uses, as the compiler resolves them.
let otherFiles = swiftFiles(under: "Modules/Assets/Sources").filter { !screenFiles.contains($0) }
var dump = ["swiftc", "-frontend", "-dump-ast", "-module-name", "Assets", "-package-name", packageName]
dump += ["-I", modules, "-swift-version", "6"]
#if os(macOS)
// The frontend, called directly, is not given the SDK the driver finds (this tool runs in CI on Linux).
dump += ["-sdk", Command.run(["xcrun", "--show-sdk-path"]).output.trimmingCharacters(in: .whitespacesAndNewlines)]
#endif
dump += screenFiles.flatMap { ["-primary-file", root.appendingPathComponent($0).path] }
dump += otherFiles.map { root.appendingPathComponent($0).path }
let ast = Command.run(dump)
guard ast.status == 0 else { stop("the compiler could not read \(folder):\n\(ast.output.suffix(1500))") }
let referenced = Set(
    matches(#"(?:decl|bind)="((?:CoreInterfaces|FeatureRuntime)\.\(file\)\.[^@"]+)"#, in: ast.output).map {
        $0.replacingOccurrences(of: ".(file).", with: ".").replacingOccurrences(of: " extension", with: "")
    })

// The contract's public types, and what each protocol requires.
var publicTypes: [String: String] = [:]
var requirements: [String: [String]] = [:]
var refines: [String: [String]] = [:]
for module in contract {
    for file in swiftFiles(under: module) {
        let source = code(read(file))
        for name in matches(#"public (?:final )?(?:struct|enum|class|protocol|typealias|actor) (\w+)"#, in: source) {
            publicTypes[name] = module
        }
        for body in matches(#"^public protocol (\w+[^{]*)\{([\s\S]*?)^\}"#, in: source, group: 0) {
            guard let name = matches(#"^public protocol (\w+)"#, in: body).first else { continue }
            let header = body.prefix { $0 != "{" }
            refines[name] = matches(#"[:,]\s*(\w+)"#, in: String(header)).filter {
                $0 != "Sendable" && $0 != "AnyObject"
            }
            requirements[name] = matches(
                #"^\s+(?:@\w+\s+)*(?:static\s+)?(?:func|var|associatedtype)\s+(\w+)"#, in: body)
        }
    }
}

let screenCode = screenFiles.map { code(read($0)) }.joined(separator: "\n")
let identifiers = Set(matches(#"\b([A-Z]\w*)\b"#, in: screenCode))
let typesNamed = publicTypes.keys.filter { identifiers.contains($0) }.sorted()
let members = referenced.filter { name in !publicTypes.keys.contains { name == "\(publicTypes[$0] ?? "").\($0)" } }
    .map { $0.split(separator: ".", maxSplits: 1).last.map(String.init) ?? $0 }.sorted()

@MainActor func allRequirements(of name: String) -> [String] {
    (requirements[name] ?? []).map { "\(name).\($0)" } + (refines[name] ?? []).flatMap(allRequirements)
}
let conformed = Set(
    matches(#"^\s*(?:struct|enum|extension) \w+(?:\.\w+)*\s*:\s*([^{]+)\{"#, in: screenCode)
        .flatMap { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } })
let written = Set(conformed.filter { requirements[$0] != nil }.flatMap(allRequirements)).sorted()

let total = typesNamed.count + members.count + written.count
print("declarations-met: what \(folder) meets of \(contract.joined(separator: " and "))")
print("types named (\(typesNamed.count)): \(typesNamed.joined(separator: ", "))")
print("members used (\(members.count)): \(members.joined(separator: ", "))")
print("requirements written (\(written.count)): \(written.joined(separator: ", "))")
print("total: \(total) declarations; goal <= \(goal): \(total <= goal ? "met" : "NOT MET")")
exit(total <= goal ? 0 : 1)
