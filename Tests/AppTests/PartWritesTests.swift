@_spi(Hosting) import CoreInterfaces
@testable import AppCore
@testable import DataFile
import Foundation
import Testing
import FeatureTesting
import TestSupport

/// Every part a module adds writes what the user changes through the data layer: made on the
/// item a point shows, each of its choices (if it offers any) is tried (a picker it presents answers with its first
/// choice) until the data file changes. A module whose repository in the App keeps a change
/// anywhere else (in memory, in a file of its own) leaves the file as it was, and fails here, with
/// no edit to this test, as `BackendCallTests` catches a read that skips `call`.
@MainActor
struct PartWritesTests {
    /// The App's modules and the made-up FixtureOwners, over `data`.
    static func plugins(_ data: Backend) -> [ModulePlugin] {
        PartsTests.withOwners(data)
    }

    @Test(.countsEffects) func everyPartsChangeReachesTheDataFile() async throws {
        let file = try ChangeOutlivesScreenTests.DataFileOnDisk()
        defer { file.directory.remove() }
        var dataFile = DataFile(path: file.path)
        dataFile.clock = ContinuousClock()
        let store = InMemoryDataStore(file: dataFile, reading: try dataFile.read(reusing: nil)) { _ in }
        let backend = Backend(data: store, changes: ChangesInFlight())
        let registry = try NavigationRegistry(plugins: Self.plugins(backend))
        let shown = ShownScreens(environment: ScreenEnvironment(navigationFactory: registry))
        try #require(!registry.parts.isEmpty, "no module adds a part: nothing is tried")
        for part in registry.parts {
            let point = part.value.point
            let id: String? =
                switch point.item {
                case "asset": await store.currentAssets().first?.id
                case "issue": await store.currentIssues().first?.id
                default: nil
                }
            guard let id else {
                Issue.record(
                    "\(part.module)'s part at \(point.name) is on a \(point.item), which this test has no sample of")
                continue
            }
            let before = try Data(contentsOf: URL(fileURLWithPath: file.path))
            var changed = false
            var offered = false
            let made = registry.makeParts(at: point.with(id: id)).filter { $0.module == part.module }
            for screen in made.map(\.screen) {
                await screen.appear()
                offered = offered || !screen.content.choices.isEmpty
                for index in screen.content.choices.indices where !changed {
                    guard screen.content.choices.indices.contains(index) else { break }
                    screen.content.choices[index].select()
                    await settle()
                    if let picker = await screen.presentedScreen(in: shown), let first = picker.content.choices.first {
                        first.select()
                        await settle()
                    }
                    await backend.changes.finished()
                    changed = try Data(contentsOf: URL(fileURLWithPath: file.path)) != before
                }
            }
            // A part that offers no choice (it only shows something) has nothing to write.
            #expect(
                changed || !offered,
                """
                no choice of \(part.module)'s part at \(point.name) changed the data file: its repository in the App \
                must save each change with `save(.record(module: "\(part.module)", …))`
                """)
        }
    }
}
