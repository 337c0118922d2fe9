import Foundation
import Testing

/// The AST dump reader, on a small dump written here in the compiler's shape: two files' objects
/// printed one after the other.
struct ASTDumpTests {
    static let dump = #"""
        {"_kind":"source_file","filename":"/p/A.swift","items":[
          {"_kind":"func_decl","usr":"s:1X1fyyF","range":{"start":10,"end":90},
           "interface_type":"$syycD","result":"$sytD",
           "body":{"_kind":"brace_stmt","range":{"start":20,"end":90},"elements":[
             {"_kind":"call_expr","type":"$sScTyyts5NeverOGD","range":{"start":25,"end":40},
              "fn":{"_kind":"declref_expr","decl":{"_kind":"decl_ref","base_name":"immediate",
                    "decl_usr":"s:ScT12_Concurrencys5NeverORs_rlE9immediateFZ","type_usr":"$s4nameScTyxGluD"}}},
             {"_kind":"declref_expr","decl":{"_kind":"decl_ref","base_name":"m","decl_usr":"","type_usr":"$sSiD"}}]}}]}{"_kind":"source_file","filename":"/p/B.swift","items":[
          {"_kind":"struct_decl","usr":"s:1X1SV","range":{"start":0,"end":30},"name":{"_kind":"decl_name","base_name":{"_kind":"base_name","name":"$storageD"}},
           "inherits":{"_kind":"inheritance","conformances":[{"_kind":"normal_conformance","type":"$s1X1SVD","protocol":"s:s8SendableP"}]},
           "members":[{"_kind":"string_literal_expr","type":"$sSSD","range":{"start":22,"end":22}}]}]}
        """#

    @Test func everyReferenceIsReadWithTheOffsetAroundIt() throws {
        let references = Set(try ASTDump.references(in: Data(Self.dump.utf8)))
        #expect(
            references == [
                ASTReference(kind: .type(mangled: "$syycD"), file: "/p/A.swift", offset: 10),
                ASTReference(kind: .type(mangled: "$sytD"), file: "/p/A.swift", offset: 10),
                ASTReference(kind: .type(mangled: "$sScTyyts5NeverOGD"), file: "/p/A.swift", offset: 25),
                ASTReference(
                    kind: .declaration(usr: "s:ScT12_Concurrencys5NeverORs_rlE9immediateFZ"), file: "/p/A.swift",
                    offset: 25),
                ASTReference(kind: .type(mangled: "$s1X1SVD"), file: "/p/B.swift", offset: 0),
                ASTReference(kind: .declaration(usr: "s:s8SendableP"), file: "/p/B.swift", offset: 0),
                ASTReference(kind: .type(mangled: "$sSSD"), file: "/p/B.swift", offset: 22),
            ])
    }

    @Test func declarationsTheirOwnTypesAndNamesAreNotReferences() throws {
        let references = try ASTDump.references(in: Data(Self.dump.utf8))
        #expect(!references.contains { $0.kind == .declaration(usr: "s:1X1fyyF") }, "a usr declares")
        #expect(
            !references.contains { $0.kind == .type(mangled: "$s4nameScTyxGluD") },
            "a type_usr is the referenced declaration's own")
        #expect(
            !references.contains { $0.kind == .type(mangled: "$sSiD") },
            "a type_usr is the referenced declaration's own")
        #expect(!references.contains { $0.kind == .type(mangled: "$storageD") }, "a name is not a type")
    }

    @Test func theFilesOfTheDumpAreNamed() throws {
        #expect(try ASTDump.fileNames(in: Data(Self.dump.utf8)) == ["/p/A.swift", "/p/B.swift"])
    }

    @Test func aDumpThatIsNotJSONIsAnError() {
        #expect(throws: FloorCheckError.self) { try ASTDump.references(in: Data("error: no such module".utf8)) }
    }

    @Test func theLoadedModulesAreReadFromTheRemarks() {
        let errors = """
            <unknown>:0: remark: loaded module 'Swift'; source: '/t/lib/swift/linux/Swift.swiftmodule/x86_64-unknown-linux-gnu.private.swiftinterface', loaded: '/t/lib/swift/linux/Swift.swiftmodule/x86_64-unknown-linux-gnu.swiftmodule'
            /p/A.swift:1:8: remark: loaded module 'CoreInterfaces'; source: '/b/debug/Modules/CoreInterfaces.swiftmodule', loaded: '/b/debug/Modules/CoreInterfaces.swiftmodule'
            /p/A.swift:2:8: warning: something else
            """
        let modules = LoadedModules.inRemarks(errors)
        #expect(modules.map(\.name) == ["Swift", "CoreInterfaces"])
        #expect(
            modules.map(\.source) == [
                "/t/lib/swift/linux/Swift.swiftmodule/x86_64-unknown-linux-gnu.private.swiftinterface",
                "/b/debug/Modules/CoreInterfaces.swiftmodule",
            ])
    }

    @Test func onlyTheToolchainsOwnSwiftModulesCount() {
        let toolchain = Toolchain(
            swiftc: URL(fileURLWithPath: "/t/bin/swiftc"),
            symbolGraphExtract: URL(fileURLWithPath: "/t/bin/swift-symbolgraph-extract"),
            demangle: URL(fileURLWithPath: "/t/bin/swift-demangle"), triple: "x86_64-unknown-linux-gnu",
            moduleFolders: ["/t/lib/swift/linux", "/t/lib/swift/linux/x86_64"], pluginFolders: []
        )
        #expect(
            toolchain.isOwnSwiftModule(
                loadedFrom: "/t/lib/swift/linux/Swift.swiftmodule/x86_64-unknown-linux-gnu.swiftmodule"))
        #expect(!toolchain.isOwnSwiftModule(loadedFrom: "/t/lib/swift/linux/x86_64/glibc.modulemap"), "a C module")
        #expect(!toolchain.isOwnSwiftModule(loadedFrom: "/b/debug/Modules/CoreInterfaces.swiftmodule"), "the package's")
        #expect(
            !toolchain.isOwnSwiftModule(loadedFrom: "/t/lib/swift/linuxish/X.swiftmodule"),
            "a folder that only starts alike")
    }
}
