@_spi(Hosting) import CoreInterfaces
import Testing
import TestSupport

/// A screen whose links are set by the test, standing for a screen bound to its state.
@MainActor
final class LinkingScreen: Screen {
    var declared: [ScreenLink] = []
    var content: ScreenContent { ScreenContent(title: "Linking") }
    var links: [ScreenLink] { declared }
    func refresh() {}
}

/// What the environment derives from a screen's declared links: which screen is shown and how,
/// that it stays the same screen while the state does, what going back sends, and deep links.
@MainActor
struct ScreenLinkTests {
    let factory = SpyNavigationFactory()
    let screen = LinkingScreen()
    let issue = IssueUIModel(id: "I-1", title: "Leak", status: "Open", description: "")

    @Test func aPushLinkShowsItsScreenWhileItsItemIsSetAndKeepsIt() async {
        var made = 0
        let link = { (item: String?) in
            ScreenLink.push(item: item, dismiss: {}) { _ in
                made += 1; return LinkingScreen()
            }
        }
        screen.declared = [link(nil)]
        #expect(factory.shown.linkedScreen(above: screen) == nil)
        screen.declared = [link("A-1")]
        let first = await screen.pushedScreen(in: factory.shown)
        #expect(first != nil)
        #expect(await screen.pushedScreen(in: factory.shown) === first, "kept while the item is the same")
        #expect(await screen.presentedScreen(in: factory.shown) == nil)
        screen.declared = [link("A-2")]
        #expect(await screen.pushedScreen(in: factory.shown) !== first, "a new item makes a new screen")
        #expect(made == 2)
    }

    @Test func aDestinationIsShownAsItsProviderDeclares() async {
        let destination = NavigationDestination.assetDetail.with(id: "A-1")
        screen.declared = [.destination(destination, kind: .assetDetail, dismiss: {})]
        #expect(factory.shown.linkedScreen(above: screen)?.style == .push)
        #expect(factory.requests == [destination])

        factory.styles[.assetDetail] = .modal
        let other = LinkingScreen()
        other.declared = [.destination(destination, kind: .assetDetail, dismiss: {})]
        #expect(factory.shown.linkedScreen(above: other)?.style == .modal)
    }

    @Test func aPickerIsPresentedWhileItsFlagIsSetAndHandsBackItsResult() async throws {
        var picked: [IssueUIModel] = []
        var dismissed = 0
        let link = { (shown: Bool) in
            ScreenLink.picker(
                .issuesListPicker, isPresented: shown, onResult: { picked.append($0) }, dismiss: { dismissed += 1 })
        }
        screen.declared = [link(true)]
        let picker = try #require(await screen.presentedScreen(in: factory.shown) as? SpyScreen)
        #expect(picker.destination == .picker(.issuesListPicker))
        picker.deliver(issue)
        #expect(picked == [issue])
        factory.shown.dismissLinkedScreen(above: screen)
        #expect(dismissed == 1)
        screen.declared = [link(false)]
        #expect(await screen.presentedScreen(in: factory.shown) == nil)
        #expect(screen.declared.first?.asks == .picker(.issuesListPicker), "what it asks for, whatever the state")
    }

    /// A feature that presents a picker and takes whatever result reaches it, with no guard of its own.
    struct Picking: Reducer {
        struct State: Equatable {
            var isPicking = false
            var picked: [String] = []
        }

        enum Action: Equatable, Sendable {
            case pickTapped, picked(IssueUIModel), dismissed
        }

        func reduce(into state: inout State, action: Action) -> Effect<Action> {
            switch action {
            case .pickTapped: state.isPicking = true
            case let .picked(issue): state.picked.append(issue.id)
            case .dismissed: state.isPicking = false
            }
            return .none
        }
    }

    @Test func aResultAfterThePickerIsDismissedIsDroppedByTheLink() async throws {
        let store = Store(initialState: Picking.State(), reducer: Picking())
        let link = {
            store.picker(
                .issuesListPicker, isPresented: \.isPicking, onResult: Picking.Action.picked, dismiss: .dismissed)
        }
        store.send(.pickTapped)
        screen.declared = [link()]
        let picker = try #require(await screen.presentedScreen(in: factory.shown) as? SpyScreen)
        factory.shown.dismissLinkedScreen(above: screen)
        screen.declared = [link()]
        #expect(await screen.presentedScreen(in: factory.shown) == nil)
        picker.deliver(issue)
        #expect(store.state.picked.isEmpty, "the picker is gone: its result is not the feature's to take")
    }

    /// The probe of a late result: present, dismiss, present again, then the first picker answers.
    /// A predicate on the state would take it (a picker of that kind is shown); the presentation's
    /// identity drops it, and the second picker stays.
    @Test func aResultFromAnEarlierPresentationOfTheSamePickerIsDropped() async throws {
        let store = Store(initialState: Picking.State(), reducer: Picking())
        let link = {
            store.picker(
                .issuesListPicker, isPresented: \.isPicking, onResult: Picking.Action.picked, dismiss: .dismissed)
        }
        store.send(.pickTapped)
        screen.declared = [link()]
        let first = try #require(await screen.presentedScreen(in: factory.shown) as? SpyScreen)
        store.send(.dismissed)
        store.send(.pickTapped)
        screen.declared = [link()]
        let second = try #require(await screen.presentedScreen(in: factory.shown) as? SpyScreen)
        #expect(first !== second, "presented again, it is a new presentation with a new screen")

        first.deliver(issue)
        #expect(store.state.picked.isEmpty, "the first presentation is gone: its result is dropped")
        #expect(store.state.isPicking, "and the second picker stays")
        second.deliver(issue)
        #expect(store.state.picked == [issue.id])
    }

    @Test func aPresentedScreenCoversAPushedOneAndGoingBackDismissesTheTopOne() async {
        var sent: [String] = []
        screen.declared = [
            .push(item: "A-1", dismiss: { sent.append("pop") }) { _ in LinkingScreen() },
            .picker(.issuesListPicker, isPresented: true, onResult: { _ in }, dismiss: { sent.append("cancel") }),
        ]
        #expect(factory.shown.linkedScreen(above: screen)?.style == .modal)
        factory.shown.dismissLinkedScreen(above: screen)
        screen.declared.removeLast()
        screen.declared.append(
            .picker(.issuesListPicker, isPresented: false, onResult: { _ in }, dismiss: { sent.append("cancel") }))
        #expect(factory.shown.linkedScreen(above: screen)?.style == .push)
        factory.shown.dismissLinkedScreen(above: screen)
        #expect(sent == ["cancel", "pop"])
    }

    @Test func aDeepLinkTakesTheStepOfTheLinkThatLeadsThere() async {
        var opened: [String] = []
        screen.declared = [
            .picker(
                .issuesListPicker, isPresented: false, onResult: { _ in }, dismiss: {},
                open: { opened.append("picker") }),
            .push(
                item: String?.none, dismiss: {},
                open: { $0.isKind(of: .assetDetail) ? (opened.append($0.id ?? ""), true).1 : false }
            ) { _ in nil },
        ]
        #expect(screen.open(.picker(.issuesListPicker)))
        #expect(screen.open(.assetDetail.with(id: "A-7")))
        #expect(!screen.open(.picker(.assetsListPicker)))
        #expect(opened == ["picker", "A-7"])
    }

    @Test func aScreenThatLeavesTakesTheScreensItShowedWithIt() async {
        weak var grandchild: LinkingScreen?
        let child = LinkingScreen()
        do {
            let made = LinkingScreen()
            grandchild = made
            child.declared = [.push(item: "inner", dismiss: {}) { _ in made }]
        }
        screen.declared = [.push(item: "outer", dismiss: {}) { _ in child }]
        #expect(await screen.pushedScreen(in: factory.shown) === child)
        #expect(await child.pushedScreen(in: factory.shown) === grandchild)
        child.declared = []
        screen.declared = [.push(item: String?.none, dismiss: {}) { _ in child }]
        #expect(await screen.pushedScreen(in: factory.shown) == nil)
        #expect(grandchild == nil, "released with the screen that showed it")
    }
}
