import Foundation

@testable import IsolationCheck

/// This package's targets as its `Package.swift` writes them, read from the manifest's tokens with
/// no SwiftPM run: each `.target(`, `.executableTarget(`, `.testTarget(` and `.plugin(` call's
/// `name:`, `path:` and the string literals of its `dependencies: [ … ]`, and the Swift files
/// under its path. It reads literals only: a manifest that computes its targets (a variable, a
/// loop) is for SwiftPM to read, and a target it cannot read here is reported, not guessed.
enum LiteralManifest {
    /// A target whose declaration is not written in literals the reader takes.
    struct Unreadable: Error, CustomStringConvertible {
        let description: String
    }

    /// The kinds of declaration read, and the type SwiftPM's `dump-package` gives each.
    static let types = [
        "target": "regular", "executableTarget": "executable", "testTarget": "test", "plugin": "plugin",
    ]

    /// The package at `root`, read from its `Package.swift`, as the checker's graph.
    static func graph(of root: URL) throws -> PackageGraph {
        let manifest = root.appendingPathComponent("Package.swift")
        guard let data = FileManager.default.contents(atPath: manifest.path) else {
            throw Unreadable(description: "no Package.swift at \(root.path)")
        }
        let targets = try self.targets(in: Array(data)).map { target in
            var target = target
            target.sources = swiftFiles(under: target.path, in: root)
            return target
        }
        return PackageGraph(root: PackageGraph.Package(identity: "root", url: root.path, targets: targets))
    }

    /// Every target `bytes`, a manifest's text, declares, with no sources yet.
    static func targets(in bytes: [UInt8]) throws -> [PackageGraph.Target] {
        let tokens = SwiftLexer.lex(bytes).tokens
        var found: [PackageGraph.Target] = []
        for (index, token) in tokens.enumerated() {
            guard index >= 1, tokens[index - 1].text == ".", let type = types[token.text],
                index + 1 < tokens.count, tokens[index + 1].text == "(",
                let close = ManifestEdit.matching(index + 1, in: tokens)
            else { continue }
            let call = index + 1
            // `.plugin(name:targets:)` in `products:` is a product, not the plugin target.
            if type == "plugin", hasLabel("targets", in: call, close: close, tokens: tokens) { continue }
            guard let name = literalArgument("name", of: call, close: close, tokens: tokens, bytes: bytes) else {
                throw Unreadable(description: "a .\(token.text)( declaration whose name is not a string literal")
            }
            guard let path = literalArgument("path", of: call, close: close, tokens: tokens, bytes: bytes) else {
                throw Unreadable(description: "\(name) has no path: \"…\" literal")
            }
            var dependencies: [PackageGraph.Dependency] = []
            if let list = ManifestEdit.argumentList("dependencies", of: call, close: close, in: tokens) {
                for element in list.elements {
                    let text = String(decoding: bytes[element], as: UTF8.self)
                    guard text.hasPrefix("\""), text.hasSuffix("\""), text.count >= 2 else {
                        throw Unreadable(description: "\(name) has a dependency that is not a string literal: \(text)")
                    }
                    dependencies.append(
                        PackageGraph.Dependency(kind: .target, name: String(text.dropFirst().dropLast())))
                }
            }
            found.append(PackageGraph.Target(name: name, type: type, path: path, dependencies: dependencies))
        }
        return found
    }

    /// The string literal given as `label:` directly inside the call whose parentheses are at
    /// `call` and `close`.
    static func literalArgument(
        _ label: String, of call: Int, close: Int, tokens: [SwiftLexer.Token], bytes: [UInt8]
    ) -> String? {
        var depth = 0
        for index in (call + 1)..<close {
            let text = tokens[index].text
            if ["(", "[", "{"].contains(text) { depth += 1 }
            if [")", "]", "}"].contains(text) { depth -= 1 }
            guard depth == 0, text == label, index + 2 < close, tokens[index + 1].text == ":",
                tokens[index + 2].kind == .string
            else { continue }
            return ManifestEdit.literal(tokens[index + 2], in: bytes)
        }
        return nil
    }

    /// Whether `label:` is an argument directly inside the call at `call` and `close`.
    static func hasLabel(_ label: String, in call: Int, close: Int, tokens: [SwiftLexer.Token]) -> Bool {
        var depth = 0
        for index in (call + 1)..<close {
            let text = tokens[index].text
            if ["(", "[", "{"].contains(text) { depth += 1 }
            if [")", "]", "}"].contains(text) { depth -= 1 }
            if depth == 0, text == label, index + 1 < close, tokens[index + 1].text == ":" { return true }
        }
        return false
    }

    /// The Swift files under `path` in `root`, relative to `root`, sorted by their bytes.
    static func swiftFiles(under path: String, in root: URL) -> [String] {
        let folder = root.appendingPathComponent(path)
        guard let walk = FileManager.default.enumerator(atPath: folder.path) else { return [] }
        return walk.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.map { path + "/" + $0 }
            .sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
    }
}
