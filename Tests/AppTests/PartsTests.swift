@testable import AppCore
@testable import DataFile
import CoreInterfaces
import Foundation
import NavigationTools
import FeatureTesting
import TestSupport
import Testing

/// A module adds a part to other modules' screens by being declared: the made-up FixtureOwners
/// module (`FixtureOwners.swift`) is added to the App's list here, and nothing else changes. Its
/// part shows on both details below their own lines and choices, its picker is presented over the
/// detail, and each assignment is a record of its own in the data file, saved as a link is.
@MainActor
struct PartsTests {
    static func withOwners(_ data: Backend) -> [ModulePlugin] {
        AppNavigationFactory.plugins(data: data) + [.fixtureOwners(repository: data)]
    }

    func run(
        _ input: [String], arguments: [String] = [], events: @escaping NavigationEventSink = { _ in }
    ) async throws -> ScriptedSession {
        let session = ScriptedSession(input)
        await session.run(arguments: arguments, plugins: Self.withOwners, events: events)
        try #require(session.status == .success, "\(session.errors)")
        return session
    }

    @Test func thePartShowsBelowTheDetailsOwnLinesAndChoices() async throws {
        let session = try await run(["Assets", "Forklift"])
        let detail = session.lastScreen
        let lines = detail.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let linked = try #require(lines.firstIndex { $0.hasPrefix("Linked issue:") })
        let owner = try #require(lines.firstIndex(of: "Owner: none"), "\(detail)")
        #expect(owner > linked, "the part's lines follow the detail's own:\n\(detail)")
        // The parts come in the plugins' order: FixtureOwners, listed last, adds the last choice.
        #expect(ScriptedSession.choiceLabels(detail).first == "Link issue")
        #expect(ScriptedSession.choiceLabels(detail).last == "Assign owner")
    }

    @Test func anAssignmentOnEachDetailIsKeptInTheDataFileUnderTheModulesName() async throws {
        let file = try ChangeOutlivesScreenTests.DataFileOnDisk()
        defer { file.directory.remove() }
        let session = try await run(
            ["Assets", "Forklift", "Assign owner", "Kim", "b", "b", "Issues", "Hydraulic", "Assign owner", "Sam"],
            arguments: ["--data", file.path])
        #expect(session.lastScreen.contains("Owner: Sam"))
        let records = try #require(try DataFile(path: file.path).load()).records.records(of: "FixtureOwners")
        #expect(records.map(\.key) == ["asset AST-1001", "issue ISS-301"])
        #expect(records.map { $0.value(of: "owner") } == ["Kim", "Sam"])
        // Another session reads them back.
        let again = try await run(["Assets", "Forklift"], arguments: ["--data", file.path])
        #expect(again.lastScreen.contains("Owner: Kim"))
    }

    @Test func anAssignmentMadeThenLeftAtOnceIsSaved() async throws {
        let file = try ChangeOutlivesScreenTests.DataFileOnDisk()
        defer { file.directory.remove() }
        let clock = HeldClock()
        let session = ScriptedSession(["Assets", "Forklift", "Assign owner", "Kim", "b", "q"], atTerminal: true)
        var recordsAfterBack: [ModuleRecords.Record]?
        session.beforeReading = { [unowned session] line in
            switch line {
            case 3:
                _ = await TurnBound().until { session.lastScreen.contains("1) Kim") }
                clock.hold()
            case 5:
                recordsAfterBack = try? DataFile(path: file.path).load()?.records.records(of: "FixtureOwners")
                clock.release()
            default:
                break
            }
        }
        await session.run(arguments: ["--data", file.path, "--latency", "1s"], plugins: Self.withOwners, clock: clock)
        #expect(session.status == .success, "\(session.errors)")
        #expect(recordsAfterBack == [], "the save was still on its way when the user went back")
        #expect(
            await TurnBound().until {
                (try? DataFile(path: file.path).load()?.records.records(of: "FixtureOwners").count) == 1
            }, "and it landed all the same")
    }

    @Test func theDetailsChoicesAndThePartsAreTypedByName() async throws {
        // "link" starts the detail's own "Link issue"; "a" starts the part's "Assign owner".
        let session = try await run(["Assets", "Forklift", "link", "b", "a"])
        #expect(session.screens.contains { $0.hasPrefix("Home › Assets › Forklift FL-200 › Pick an issue") })
        #expect(session.lastScreen.hasPrefix("Home › Assets › Forklift FL-200 › Pick an owner"))
    }

    @Test func cancellingThePartsPickerKeepsTheDetail() async throws {
        let session = try await run(["Assets", "Forklift", "Assign owner", "b"])
        #expect(session.lastScreen.hasPrefix("Home › Assets › Forklift FL-200\n"))
        #expect(session.lastScreen.contains("Owner: none"))
    }

    @Test func theTraceAndExplainSayWhichModuleAddedThePart() async throws {
        var events: [NavigationEvent] = []
        _ = try await run(["Assets", "Forklift"], events: { events.append($0) })
        #expect(
            events.map(\.jsonLine).contains(
                #"{"event":"part","point":"assetDetail AST-1001","module":"FixtureOwners","title":"Owner"}"#))
        let explained = try await run(["Assets", "Forklift"], arguments: ["--explain"]).output
            .replacingOccurrences(of: "\n  ", with: " ")
        #expect(
            explained.contains(
                "· The registry added the FixtureOwners plugin's part FixtureOwnerPartScreen at the point assetDetail AST-1001; the screen that declares the point never imported FixtureOwners."
            ), "\(explained)")
    }

    @Test func theListingAndTheMapShowWhoAddsAPartWhere() async throws {
        let listing = try await run([], arguments: ["--list-destinations"]).output
        let rows = listing.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
        let points = rows.drop { $0.first != "POINT" }
        #expect(points.first == ["POINT", "MODULE", "PARTS"], "\(listing)")
        for (point, module) in [("assetDetail", "Assets"), ("issueDetail", "Issues")] {
            let row = points.first { $0.first == point }
            #expect(row?.dropFirst().first == module)
            #expect(row?.last?.split(separator: ",").last == "FixtureOwners", "\(listing)")
        }
        let map = try await run([], arguments: ["--map"]).output
        #expect(map.contains("        point_assetDetail{{\"point assetDetail\"}}"))
        #expect(map.contains("    subgraph FixtureOwners[\"FixtureOwners\"]"))
        #expect(map.contains("    part_FixtureOwners_assetDetail -.->|part| point_assetDetail"))
        #expect(map.contains("    part_FixtureOwners_issueDetail -.->|part| point_issueDetail"))
    }

    @Test func theListingAndTheMapShowWhatEachPartAsksFor() async throws {
        let listing = try await ScriptedSession.walk([], arguments: ["--list-destinations"]).output
        let rows = listing.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
        let parts = rows.drop { $0.first != "PART" }
        #expect(parts.first == ["PART", "POINT", "ASKS", "FOR"], "\(listing)")
        #expect(parts.contains(["Maintenance", "assetDetail", "serviceDatePicker"]), "\(listing)")
        #expect(parts.contains(["Maintenance", "issueDetail", "none"]), "\(listing)")
        let map = try await ScriptedSession.walk([], arguments: ["--map"]).output
        #expect(
            map.contains("    part_Maintenance_assetDetail -.->|picks ServiceDateUIModel| serviceDatePicker"), "\(map)")
        #expect(!map.contains("    part_Maintenance_issueDetail -.->|picks"), "\(map)")
    }

    @Test func aModuleAloneShowsAStandInPartAtItsPointsAndItsPartsNeedNoHost() async throws {
        let assets = try await run(["Assets", "Forklift"], arguments: ["--module", "Assets"])
        #expect(assets.lastScreen.contains("Stand-in part: the modules that add parts here are not loaded (--module)."))
        let owners = try await run([], arguments: ["--module", "FixtureOwners", "--list-destinations"])
        let rows = owners.output.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
        #expect(rows.contains(["assetDetail", "Stand-in", "FixtureOwners"]), "\(owners.output)")
    }

    @Test func theOtherModulesScreensWithoutAPointShowNoPart() async throws {
        let with = try await run(["Assets", "Issues"].flatMap { [$0, "b"] })
        let without = try await ScriptedSession.walk(["Assets", "Issues"].flatMap { [$0, "b"] })
        #expect(with.output == without.output)
    }
}
