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

/// The parts of a screen that leaves go with it, at once, however it leaves: dropped by the link
/// that showed it, or released by whoever held it.
@MainActor
struct PartsLeaveWithTheirScreenTests {
    /// A factory that keeps nothing it makes: the test watches each part through a weak reference.
    final class Factory: NavigationFactory {
        var made: [WeakPart] = []
        func makeScreen(
            for destination: NavigationDestination, onResult: @escaping @MainActor (any NavigationResult) -> Void
        ) -> any Screen {
            TextScreen(title: "Picker", lines: [])
        }
        func presentationStyle(of destination: NavigationDestination) -> PresentationStyle { .modal }
        func makeParts(at point: PartPoint) -> [Part] {
            let part = ShownPartsTests.PartScreen(id: point.id ?? "")
            made.append(WeakPart(screen: part))
            return [Part(module: "FixtureParts", screen: part)]
        }
    }

    struct WeakPart {
        weak var screen: ShownPartsTests.PartScreen?
    }

    /// A screen with parts, pushed by another: when the push goes, its parts go too.
    @Test func aPushedScreensPartsGoWhenItIsPopped() throws {
        let factory = Factory()
        let shown = ShownScreens(environment: ScreenEnvironment(navigationFactory: factory))
        let root = ShownPartsTests.Host()
        root.declared = [
            .push(item: 1, dismiss: {}) { _ in
                let detail = ShownPartsTests.Host()
                detail.point = .assetDetail.with(id: "A1")
                return detail
            }
        ]
        let detail = try #require(shown.linkedScreen(above: root)?.screen)
        #expect(shown.content(of: detail).content.lines == ["own", "part A1"])
        root.declared = [.push(item: nil as Int?, dismiss: {}) { _ in nil }]
        #expect(shown.linkedScreen(above: root) == nil)
        #expect(factory.made.count == 1)
        #expect(factory.made.allSatisfy { $0.screen == nil }, "the popped screen's part is still held")
    }

    /// A screen with parts released by whoever held it (a host that went away): its parts go once
    /// the screens shown next are made, even while the screen made then has another address.
    @Test func aReleasedScreensPartsGoWithIt() {
        let factory = Factory()
        let shown = ShownScreens(environment: ScreenEnvironment(navigationFactory: factory))
        let next = ShownPartsTests.Host()
        var first: ShownPartsTests.Host? = ShownPartsTests.Host()
        first?.point = .assetDetail.with(id: "A1")
        if let first { _ = shown.content(of: first) }
        first = nil
        next.point = .assetDetail.with(id: "A2")
        #expect(shown.content(of: next).content.lines == ["own", "part A2"])
        #expect(factory.made.count == 2)
        #expect(factory.made.first?.screen == nil, "the released screen's part is still held")
    }
}
