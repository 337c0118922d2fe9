import Foundation

/// The check that a target uses nothing of the toolchain newer than the package's platform floor.
///
/// For each target it has the toolchain's compiler type-check the sources and dump the checked
/// tree as JSON (`-dump-ast -dump-ast-format json`), with every module it loads named
/// (`-Rmodule-loading`). It extracts the symbol graphs of the toolchain modules that loaded, which
/// give each public declaration's USR and `@available`, and looks up every declaration the tree
/// references by USR, and every type the tree's expressions and declarations have by name. Each
/// reference to a declaration the floor does not have is a finding.
struct FloorCheck: Sendable {
    /// The toolchain that checks.
    var toolchain: Toolchain
    /// The folder of the package's built modules, which the checked targets import.
    var modules: URL
    /// SwiftPM's module cache beside them, where the modules built from the toolchain's
    /// `.swiftinterface` files (Testing) already are; nil to use the compiler's own.
    var moduleCache: URL?
    /// The name SwiftPM gives the package for `package` access (`-package-name`).
    var packageName: String
    /// The floor the targets are held to.
    var floor: PlatformFloor

    /// The check of the package at `root`, against the floor its manifest declares, with the
    /// modules its targets import (`dependency`'s folder) found beside the running test binary.
    static func forPackage(at root: URL, importing dependency: String) throws(FloorCheckError) -> FloorCheck {
        let manifestURL = root.appendingPathComponent("Package.swift")
        guard let manifest = try? String(contentsOf: manifestURL, encoding: .utf8) else {
            throw FloorCheckError("cannot read \(manifestURL.path)")
        }
        let modules = try BuildFolder.modules(holding: dependency)
        let moduleCache = modules.deletingLastPathComponent().appendingPathComponent("ModuleCache")
        return FloorCheck(
            toolchain: try Toolchain.onPath(),
            modules: modules,
            moduleCache: FileManager.default.fileExists(atPath: moduleCache.path) ? moduleCache : nil,
            packageName: packageName(of: root),
            floor: try PlatformFloor.declared(in: manifest)
        )
    }

    /// SwiftPM's package name for a root package: its folder's name, lowercased, as a C identifier.
    static func packageName(of root: URL) -> String {
        let name = root.standardizedFileURL.lastPathComponent.lowercased()
            .map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "_" }
        return (name.first?.isNumber ?? true ? "_" : "") + String(name)
    }

    /// Every reference of `targets` to a toolchain declaration newer than the floor, sorted by
    /// target, file and line.
    func findings(in targets: [CheckedTarget]) throws(FloorCheckError) -> [FloorFinding] {
        let dumps = try Concurrently.map(targets) { target throws(FloorCheckError) in try dump(target) }
        let loaded = Set(dumps.flatMap(\.toolchainModules)).sorted()
        guard loaded.contains("Swift") else {
            throw FloorCheckError(
                "the compiler named no standard library among the modules it loaded: its -Rmodule-loading remarks have changed"
            )
        }
        let graphs = try SymbolGraphCache.shared.graphs(of: loaded, toolchain: toolchain, moduleCache: moduleCache)
        let symbols = ToolchainSymbols(graphs: graphs)
        var findings: Set<FloorFinding> = []
        for (target, references) in zip(targets, dumps.map(\.references)) {
            findings.formUnion(try self.findings(of: target, references: references, symbols: symbols))
        }
        return findings.sorted {
            ($0.target, $0.file, $0.line, $0.declaration) < ($1.target, $1.file, $1.line, $1.declaration)
        }
    }

    /// What a target's dump gave: its references, and the toolchain modules it loaded.
    struct TargetDump: Sendable {
        var references: [ASTReference]
        var toolchainModules: [String]
    }

    /// Type-checks `target` and reads its dump.
    func dump(_ target: CheckedTarget) throws(FloorCheckError) -> TargetDump {
        var arguments = [
            "-frontend", "-dump-ast", "-dump-ast-format", "json", "-Rmodule-loading",
            "-target", toolchain.triple, "-swift-version", "6", "-parse-as-library",
            "-module-name", target.name, "-package-name", packageName,
            "-D", "SWIFT_PACKAGE", "-D", "DEBUG", "-I", modules.path,
        ]
        arguments += toolchain.pluginFolders.flatMap { ["-plugin-path", $0] }
        arguments += moduleCache.map { ["-module-cache-path", $0.path] } ?? []
        arguments += target.files.flatMap { ["-primary-file", $0.path] }
        let run = try ProcessRun.run(toolchain.swiftc, arguments)
        guard run.status == 0 else {
            throw FloorCheckError(
                "the compiler cannot check \(target.name) (status \(run.status)):\n\(run.errorSummary)")
        }
        let dumped = Set(try ASTDump.fileNames(in: run.output))
        let missing = target.files.map(\.path).filter { !dumped.contains($0) }
        guard missing.isEmpty else {
            throw FloorCheckError("the AST dump of \(target.name) leaves out \(missing.joined(separator: ", "))")
        }
        let modules = LoadedModules.inRemarks(run.errors).filter { toolchain.isOwnSwiftModule(loadedFrom: $0.source) }
        return TargetDump(references: try ASTDump.references(in: run.output), toolchainModules: modules.map(\.name))
    }

    /// The findings among one target's references. A target none of whose references resolves to
    /// a toolchain declaration fails the check: the dump or the graphs were not read as they are.
    func findings(
        of target: CheckedTarget, references: [ASTReference], symbols: ToolchainSymbols
    ) throws(FloorCheckError) -> Set<FloorFinding> {
        let mangled = Set(
            references.compactMap { reference -> String? in
                if case let .type(mangled) = reference.kind { mangled } else { nil }
            })
        let demangled = try Demangler.print(mangled.sorted(), with: toolchain.demangle)
        if let type = demangled.unreadable.first {
            // A type left unread would hide what it names: fail rather than pass without it.
            let place =
                references.first { $0.kind == .type(mangled: type) }.map {
                    "\(target.relativePath(of: $0.file)) at byte \($0.offset)"
                } ?? "?"
            throw FloorCheckError("swift-demangle cannot print the type \(type) of \(target.name) (\(place))")
        }
        let typeNames = demangled.printed.mapValues { DemangledTypeNames.names(in: $0) }
        var lines: [String: SourceLines] = [:]
        var resolved = 0
        var findings: Set<FloorFinding> = []
        for reference in references {
            let declarations: [ToolchainSymbols.Declaration]
            switch reference.kind {
            case let .declaration(usr):
                declarations = symbols.byUSR[usr].map { [$0] } ?? []
            case let .type(mangled):
                declarations = (typeNames[mangled] ?? []).compactMap { symbols.typesByName[$0] }
            }
            resolved += declarations.count
            for declaration in declarations {
                guard let needs = declaration.availability.excess(over: floor) else { continue }
                if lines[reference.file] == nil {
                    guard let contents = FileManager.default.contents(atPath: reference.file) else {
                        throw FloorCheckError("cannot read \(reference.file)")
                    }
                    lines[reference.file] = SourceLines(contents)
                }
                findings.insert(
                    FloorFinding(
                        target: target.name, file: target.relativePath(of: reference.file),
                        line: lines[reference.file]?.line(atOffset: reference.offset) ?? 0,
                        declaration: declaration.name, module: declaration.module, needs: needs
                    ))
            }
        }
        guard resolved > 0 else {
            throw FloorCheckError(
                "no reference of \(target.name) resolves to a toolchain declaration: the AST dump or the symbol graphs have changed shape"
            )
        }
        return findings
    }
}
