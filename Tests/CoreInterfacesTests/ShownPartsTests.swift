@_spi(Hosting) import CoreInterfaces
import AssetsInterface
import IssuesInterface
import Testing

/// What the host keeps of a screen's parts (`ShownScreens`): the same parts while the screen shows
/// the same point for the same item, new ones for another item, none without a point, all released
/// with the screen; a part's links count as the screen's, after its own.
@MainActor
struct ShownPartsTests {
    /// A host screen whose point and links the test sets.
    final class Host: Screen {
        var point: PartPoint?
        var declared: [ScreenLink] = []
        var content: ScreenContent {
            ScreenContent(title: "Host", lines: ["own"], choices: [Choice("Own") {}], parts: point)
        }
        var links: [ScreenLink] { declared }
        func onAppear() {}
        func refresh() async {}
    }

    /// A part, counting how often it is made and able to present a screen.
    final class PartScreen: Screen {
        let id: String
        var presenting = false
        init(id: String) { self.id = id }
        var content: ScreenContent { ScreenContent(title: "Part", lines: ["part \(id)"], choices: [Choice("Part") {}]) }
        var links: [ScreenLink] {
            [
                .picker(
                    .issuesListPickerForParts, showing: presenting, onResult: { _ in },
                    dismiss: { self.presenting = false })
            ]
        }
        func onAppear() {}
        func refresh() async {}
    }

    /// A factory making one part per point asked, and a text screen for anything else.
    final class Factory: NavigationFactory {
        var made: [PartScreen] = []
        func makeScreen(
            for destination: NavigationDestination, onResult: @escaping @MainActor (any NavigationResult) -> Void
        ) -> any Screen {
            TextScreen(title: "Picker", lines: [])
        }
        func presentationStyle(of destination: NavigationDestination) -> PresentationStyle { .modal }
        func makeParts(at point: PartPoint) -> [Part] {
            let part = PartScreen(id: point.id ?? "")
            made.append(part)
            return [Part(module: "FixtureParts", screen: part)]
        }
    }

    @Test func partsAreKeptForTheSameItemAndMadeAgainForAnother() {
        let factory = Factory()
        let shown = ShownScreens(environment: ScreenEnvironment(navigationFactory: factory))
        let host = Host()
        #expect(shown.content(of: host).content.lines == ["own"], "no point, no part")
        host.point = .assetDetail.with(id: "A1")
        let (content, own) = shown.content(of: host)
        #expect(content.lines == ["own", "part A1"])
        #expect(content.choices.map(\.label) == ["Own", "Part"])
        #expect(own == 1)
        _ = shown.content(of: host)
        #expect(factory.made.count == 1, "kept while the point and item are the same")
        host.point = .assetDetail.with(id: "A2")
        #expect(shown.content(of: host).content.lines == ["own", "part A2"])
        #expect(factory.made.count == 2)
        #expect(
            shown.takeNewScreens().map { ($0 as? PartScreen)?.id } == ["A2"],
            "the part shown is announced, to be told it appeared; the one dropped is not")
    }

    @Test func aPartsPickerIsPresentedOverTheScreenAndGoesWithThePoint() {
        let factory = Factory()
        let shown = ShownScreens(environment: ScreenEnvironment(navigationFactory: factory))
        let host = Host()
        host.point = .assetDetail.with(id: "A1")
        _ = shown.content(of: host)
        guard let part = factory.made.first else {
            Issue.record("no part was made")
            return
        }
        part.presenting = true
        #expect(shown.linkedScreen(above: host)?.style == .modal)
        shown.dismissLinkedScreen(above: host)
        #expect(part.presenting == false, "b cancels the part's picker")
        part.presenting = true
        host.point = nil
        #expect(shown.linkedScreen(above: host) == nil, "a screen that no longer shows its point has no part")
    }

    @Test func partsAreReleasedWithTheirScreen() {
        let factory = Factory()
        let shown = ShownScreens(environment: ScreenEnvironment(navigationFactory: factory))
        weak var released: PartScreen?
        do {
            let host = Host()
            host.point = .assetDetail.with(id: "A1")
            _ = shown.content(of: host)
            released = factory.made.first
            factory.made = []
        }
        _ = shown.content(of: Host())  // the next screen shown forgets the parts of one that is gone
        let again = Host()
        again.point = .assetDetail.with(id: "A9")
        _ = shown.content(of: again)
        #expect(released == nil)
    }
}

extension PickerDestination where Result == IssueUIModel {
    /// A picker a part presents, in these tests.
    fileprivate static var issuesListPickerForParts: Self { Self("fixtureIssuesPickerForParts") }
}
