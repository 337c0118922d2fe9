import AssetsInterface
@_spi(Hosting) import CoreInterfaces
import FeatureTesting
import Maintenance
import MaintenanceInterface
import Testing

/// The Maintenance module on its own: its parts and its schedule, driven as a user would, with a spy
/// factory in place of the App.
@Suite(.countsEffects)
@MainActor
struct MaintenanceModuleTests {
    let repository = FixedMaintenance()
    let factory = SpyNavigationFactory()
    var provider: MaintenanceProvider { MaintenanceProvider(repository: repository) }
    static let january4 = ServiceDateUIModel(id: "2027-01-04")
    static let january18 = ServiceDateUIModel(id: "2027-01-18")

    @Test func theAssetsPartBooksAndMovesItsServiceThroughTheDatePicker() async throws {
        let part = provider.makeAssetService(assetID: "A1")
        #expect(part.content.lines == ["Next service: loading…"])
        await part.appear()
        #expect(part.content.lines == ["Next service: none booked"])
        #expect(part.choiceLabels == ["Book service"], "nothing to move yet")

        await part.choose("Book service")
        let booking = try #require(await part.presentedScreen(in: factory.shown) as? SpyScreen)
        #expect(booking.destination == .picker(.serviceDatePicker))
        booking.deliver(Self.january18)
        await settle()
        #expect(await part.presentedScreen(in: factory.shown) == nil)
        #expect(repository.booked.map(\.date) == ["2027-01-18"])
        #expect(part.content.lines == ["Next service: 2027-01-18 (SRV-1)"], "read again once booked")

        await part.choose("Move service")
        let moving = try #require(await part.presentedScreen(in: factory.shown) as? SpyScreen)
        #expect(moving !== booking, "a second presentation of one destination is a new screen")
        moving.deliver(Self.january4)
        await settle()
        #expect(repository.booked.map(\.date) == ["2027-01-04"], "moved, not booked again")
        #expect(part.content.lines == ["Next service: 2027-01-04 (SRV-1)"])
        #expect(factory.requests == [.picker(.serviceDatePicker), .picker(.serviceDatePicker)])
    }

    @Test func aDatePickedAfterThePickerWasCancelledBooksNothing() async throws {
        let part = provider.makeAssetService(assetID: "A1")
        await part.appear()
        await part.choose("Book service")
        let picker = try #require(await part.presentedScreen(in: factory.shown) as? SpyScreen)
        factory.shown.dismissLinkedScreen(above: part)
        picker.deliver(Self.january4)
        await settle()
        #expect(repository.booked.isEmpty)
        #expect(part.content.lines == ["Next service: none booked"])
    }

    @Test func theIssuesPartShowsTheNextServiceOfEachLinkedAsset() async {
        repository.booked = [
            ServiceUIModel(id: "SRV-1", assetID: "A2", assetName: "Lathe", date: "2027-01-11"),
            ServiceUIModel(id: "SRV-2", assetID: "A1", assetName: "Drill", date: "2027-01-04"),
        ]
        repository.linked["I1"] = ["A1", "A2", "A3"]
        let part = provider.makeIssueServices(issueID: "I1")
        repository.gate.failure = "offline"
        await part.appear()
        #expect(
            part.content.lines == [
                "Next services of its assets: none booked", "The services could not be loaded: offline",
            ])
        repository.gate.failure = nil
        await part.refresh()
        #expect(part.content.lines == ["Next services of its assets: Drill on 2027-01-04, Lathe on 2027-01-11"])
    }

    @Test func theDatePickerHandsBackTheFirstPickOnce() async {
        var picked: [ServiceDateUIModel] = []
        let picker = provider.makeDatePicker { picked.append($0) }
        await picker.appear()
        #expect(picker.choiceLabels == ServiceDateUIModel.examples.map(\.label))
        await picker.choose("2027-01-11")
        await picker.choose("2027-01-04")
        #expect(picked.map(\.id) == ["2027-01-11"])
    }

    @Test func theScheduleOpensAnAssetsDetailFromTheAssetsModule() async throws {
        repository.booked = [ServiceUIModel(id: "SRV-1", assetID: "A1", assetName: "Drill", date: "2027-01-04")]
        let schedule = provider.makeSchedule()
        await schedule.appear()
        #expect(schedule.choiceLabels == ["2027-01-04 Drill (SRV-1)"])
        await schedule.choose("2027-01-04 Drill (SRV-1)")
        let detail = try #require(await schedule.pushedScreen(in: factory.shown) as? SpyScreen)
        #expect(detail.destination == NavigationDestination.assetDetail.with(id: "A1"))
    }
}
