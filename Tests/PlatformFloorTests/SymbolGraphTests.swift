import Foundation
import Testing

/// The symbol graph reader, on small graphs written here: the availability it gives each
/// declaration, its enclosing types' included, and the verdict against a floor.
struct SymbolGraphTests {
    static let floor = PlatformFloor(macOS: OSVersion(14), iOS: OSVersion(17))

    /// A module `Kit` with a new type, an old one, and members of both.
    static let kit = #"""
        {"metadata": {"formatVersion": {"major": 0}}, "module": {"name": "Kit", "platform": {}},
         "symbols": [
          {"identifier": {"precise": "s:3Kit3NewV", "interfaceLanguage": "swift"}, "kind": {"identifier": "swift.struct"},
           "pathComponents": ["New"], "declarationFragments": [],
           "availability": [{"domain": "macOS", "introduced": {"major": 26, "minor": 0}}, {"domain": "iOS", "introduced": {"major": 26}}]},
          {"identifier": {"precise": "s:3Kit3NewV2goyyF"}, "kind": {"identifier": "swift.method"}, "pathComponents": ["New", "go()"]},
          {"identifier": {"precise": "s:3Kit3OldV"}, "kind": {"identifier": "swift.struct"}, "pathComponents": ["Old"],
           "availability": [{"domain": "macOS", "introduced": {"major": 10, "minor": 15}}, {"domain": "watchOS", "introduced": {"major": 99}}]},
          {"identifier": {"precise": "s:3Kit3OldV7atFlooryyF"}, "kind": {"identifier": "swift.method"}, "pathComponents": ["Old", "atFloor()"],
           "availability": [{"domain": "macOS", "introduced": {"major": 14, "minor": 0}}, {"domain": "iOS", "introduced": {"major": 17, "minor": 0}}]},
          {"identifier": {"precise": "s:3Kit3OldV5noIOSyyF"}, "kind": {"identifier": "swift.method"}, "pathComponents": ["Old", "noIOS()"],
           "availability": [{"domain": "iOS", "isUnconditionallyUnavailable": true}]},
          {"identifier": {"precise": "s:3Kit3OldV4goneyyF"}, "kind": {"identifier": "swift.method"}, "pathComponents": ["Old", "gone()"],
           "availability": [{"domain": "macOS", "introduced": {"major": 10, "minor": 9}, "obsoleted": {"major": 13, "minor": 0}}]},
          {"identifier": {"precise": "s:3Kit3OldV5lateryyF"}, "kind": {"identifier": "swift.method"}, "pathComponents": ["Old", "later()"],
           "availability": [{"domain": "macOS", "introduced": {"major": 14, "minor": 4}}]}
         ],
         "relationships": [
          {"kind": "memberOf", "source": "s:3Kit3NewV2goyyF", "target": "s:3Kit3NewV"},
          {"kind": "memberOf", "source": "s:3Kit3OldV7atFlooryyF", "target": "s:3Kit3OldV"},
          {"kind": "conformsTo", "source": "s:3Kit3OldV", "target": "s:3Kit3NewV"}
         ]}
        """#

    /// Module `Ext`'s extension of `Kit.New`, in the file `Ext@Kit` the extractor writes for it.
    static let extOfKit = #"""
        {"module": {"name": "Kit"},
         "symbols": [{"identifier": {"precise": "s:3Kit3NewV3ExtE5extrayyF"}, "kind": {"identifier": "swift.method"}, "pathComponents": ["New", "extra()"]}],
         "relationships": [{"kind": "memberOf", "source": "s:3Kit3NewV3ExtE5extrayyF", "target": "s:3Kit3NewV"}]}
        """#

    static func symbols() throws -> ToolchainSymbols {
        ToolchainSymbols(graphs: [
            ("Kit", try SymbolGraph.read(Data(kit.utf8), file: "Kit.symbols.json")),
            ("Ext", try SymbolGraph.read(Data(extOfKit.utf8), file: "Ext@Kit.symbols.json")),
        ])
    }

    func needs(_ usr: String) throws -> String? {
        let declaration = try #require(try Self.symbols().byUSR[usr], "\(usr) is not in the table")
        return declaration.availability.excess(over: Self.floor)
    }

    @Test func aNewTypeNeedsItsVersions() throws {
        #expect(try needs("s:3Kit3NewV") == "macOS 26.0, iOS 26.0")
    }

    @Test func aMemberWithNoAvailabilityOfItsOwnHasItsTypes() throws {
        #expect(try needs("s:3Kit3NewV2goyyF") == "macOS 26.0, iOS 26.0")
    }

    @Test func aMemberDeclaredInAnotherModulesExtensionHasItsTypes() throws {
        let extra = try #require(try Self.symbols().byUSR["s:3Kit3NewV3ExtE5extrayyF"])
        #expect(extra.module == "Ext")
        #expect(extra.name == "New.extra()")
        #expect(extra.availability.excess(over: Self.floor) == "macOS 26.0, iOS 26.0")
    }

    @Test func theFloorItselfAndOlderAreFine() throws {
        #expect(try needs("s:3Kit3OldV") == nil)
        #expect(try needs("s:3Kit3OldV7atFlooryyF") == nil)
    }

    @Test func aMinorVersionAboveTheFloorIsAbove() throws {
        #expect(try needs("s:3Kit3OldV5lateryyF") == "macOS 14.4")
    }

    @Test func unavailableAndObsoletedAreReported() throws {
        #expect(try needs("s:3Kit3OldV5noIOSyyF") == "iOS: unavailable")
        #expect(try needs("s:3Kit3OldV4goneyyF") == "macOS: obsoleted in 13.0")
    }

    @Test func aConformanceIsNotMembership() throws {
        // Old conforms to New's protocol-like symbol here; that does not make Old new.
        #expect(try needs("s:3Kit3OldV") == nil)
    }

    @Test func typesAreFoundByTheNamesOfBothTheirModuleAndTheirGraph() throws {
        let graph = #"""
            {"module": {"name": "Swift"},
             "symbols": [{"identifier": {"precise": "s:ScT"}, "kind": {"identifier": "swift.struct"}, "pathComponents": ["Task"]},
                         {"identifier": {"precise": "s:ScT4workyyF"}, "kind": {"identifier": "swift.method"}, "pathComponents": ["Task", "work()"]}],
             "relationships": []}
            """#
        let symbols = ToolchainSymbols(graphs: [
            ("_Concurrency", try SymbolGraph.read(Data(graph.utf8), file: "_Concurrency@Swift.symbols.json"))
        ])
        #expect(symbols.typesByName["Swift.Task"]?.module == "_Concurrency")
        #expect(symbols.typesByName["_Concurrency.Task"]?.name == "Task")
        #expect(symbols.typesByName["Swift.Task.work()"] == nil, "members are not types")
    }

    @Test func aRequirementIsAsAvailableAsItsUnconstrainedDefaultImplementation() throws {
        // As FixedWidthInteger.&*: a requirement added in macOS 15, implemented for every type
        // in an extension long before; and one whose only implementation needs SignedInteger.
        let graph = #"""
            {"module": {"name": "Kit"},
             "symbols": [
              {"identifier": {"precise": "s:3Kit1PP"}, "kind": {"identifier": "swift.protocol"}, "pathComponents": ["P"]},
              {"identifier": {"precise": "s:3Kit1PP4stepyyF"}, "kind": {"identifier": "swift.method"}, "pathComponents": ["P", "step()"],
               "availability": [{"domain": "macOS", "introduced": {"major": 15}}, {"domain": "iOS", "introduced": {"major": 18}}]},
              {"identifier": {"precise": "s:3Kit1PPAAE4stepyyF"}, "kind": {"identifier": "swift.method"}, "pathComponents": ["P", "step()"],
               "swiftExtension": {"extendedModule": "Kit", "typeKind": "swift.protocol"}},
              {"identifier": {"precise": "s:3Kit1PP4jumpyyF"}, "kind": {"identifier": "swift.method"}, "pathComponents": ["P", "jump()"],
               "availability": [{"domain": "macOS", "introduced": {"major": 15}}]},
              {"identifier": {"precise": "s:3Kit1PPAASZRzrlE4jumpyyF"}, "kind": {"identifier": "swift.method"}, "pathComponents": ["P", "jump()"],
               "swiftExtension": {"extendedModule": "Kit", "constraints": [{"kind": "conformance", "lhs": "Self", "rhs": "SignedInteger"}]}}
             ],
             "relationships": [
              {"kind": "requirementOf", "source": "s:3Kit1PP4stepyyF", "target": "s:3Kit1PP"},
              {"kind": "memberOf", "source": "s:3Kit1PPAAE4stepyyF", "target": "s:3Kit1PP"},
              {"kind": "defaultImplementationOf", "source": "s:3Kit1PPAAE4stepyyF", "target": "s:3Kit1PP4stepyyF"},
              {"kind": "requirementOf", "source": "s:3Kit1PP4jumpyyF", "target": "s:3Kit1PP"},
              {"kind": "defaultImplementationOf", "source": "s:3Kit1PPAASZRzrlE4jumpyyF", "target": "s:3Kit1PP4jumpyyF"}
             ]}
            """#
        let symbols = ToolchainSymbols(graphs: [
            ("Kit", try SymbolGraph.read(Data(graph.utf8), file: "Kit.symbols.json"))
        ])
        #expect(try #require(symbols.byUSR["s:3Kit1PP4stepyyF"]).availability.excess(over: Self.floor) == nil)
        #expect(try #require(symbols.byUSR["s:3Kit1PP4jumpyyF"]).availability.excess(over: Self.floor) == "macOS 15.0")
    }

    @Test func aGraphThatIsNotOneIsAnError() {
        #expect(throws: FloorCheckError.self) { try SymbolGraph.read(Data("{}".utf8), file: "broken.symbols.json") }
    }
}
