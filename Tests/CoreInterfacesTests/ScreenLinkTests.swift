@_spi(Hosting) import CoreInterfaces
import AssetsInterface
import FeatureRuntime
import IssuesInterface
import Testing
import FeatureTesting
import TestSupport

/// A screen whose links are set by the test, standing for a screen bound to its state.
@MainActor
final class LinkingScreen: Screen {
    var declared: [ScreenLink] = []
    var content: ScreenContent { ScreenContent(title: "Linking") }
    var links: [ScreenLink] { declared }
    func onAppear() {}
    func refresh() async {}
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
                .issuesListPicker, showing: shown, onResult: { picked.append($0) }, dismiss: { dismissed += 1 })
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

    /// A feature with two pickers of one destination (a cause and a duplicate), each a case of its
    /// destination, taking a pick or a dismissal only from the presentation shown now.
    struct Picking: Reducer {
        struct State: Equatable {
            var destination = Presented<Destination>()
            var picked: [String] = []
        }

        enum Destination: Equatable, Sendable {
            case cause, duplicate
        }

        enum Action: Equatable, Sendable {
            case causeTapped, duplicateTapped
            case cause(PresentationAction<IssueUIModel>)
            case duplicate(PresentationAction<IssueUIModel>)
        }

        func reduce(into state: inout State, action: Action) -> Effect<Action> {
            switch action {
            case .causeTapped:
                state.destination.present(.cause)
            case .duplicateTapped:
                state.destination.present(.duplicate)
            case let .cause(picked), let .duplicate(picked):
                guard let issue = state.destination.take(picked) else { return .none }
                let role = if case .cause = action { "cause" } else { "duplicate" }
                state.picked.append("\(role) \(issue.id)")
            }
            return .none
        }
    }

    /// `Picking`'s two links, as its screen declares them.
    func pickingLinks(_ store: Store<Picking.State, Picking.Action>) -> [ScreenLink] {
        [
            store.pickerLink(
                .issuesListPicker, presented: \.destination, as: .cause, action: Picking.Action.cause),
            store.pickerLink(
                .issuesListPicker, presented: \.destination, as: .duplicate, action: Picking.Action.duplicate),
        ]
    }

    @Test func aResultAfterThePickerIsDismissedChangesNothing() async throws {
        let store = Store(initialState: Picking.State(), reducer: Picking())
        store.send(.causeTapped)
        screen.declared = pickingLinks(store)
        let picker = try #require(await screen.presentedScreen(in: factory.shown) as? SpyScreen)
        factory.shown.dismissLinkedScreen(above: screen)
        screen.declared = pickingLinks(store)
        #expect(await screen.presentedScreen(in: factory.shown) == nil)
        picker.deliver(issue)
        #expect(store.state.picked.isEmpty, "the picker is gone: its result is not the feature's to take")
    }

    /// The probe of a late result: present, dismiss, present again, then the first picker answers.
    /// A predicate on the state would take it (a picker of that kind is shown); its presentation's
    /// identity, carried by the action, tells the reducer it is late, and the second picker stays.
    @Test func aResultFromAnEarlierPresentationOfTheSamePickerIsDropped() async throws {
        let store = Store(initialState: Picking.State(), reducer: Picking())
        store.send(.causeTapped)
        screen.declared = pickingLinks(store)
        let first = try #require(await screen.presentedScreen(in: factory.shown) as? SpyScreen)
        store.send(.cause(.dismissal(of: store.state.destination.id)))
        store.send(.causeTapped)
        screen.declared = pickingLinks(store)
        let second = try #require(await screen.presentedScreen(in: factory.shown) as? SpyScreen)
        #expect(first !== second, "presented again, it is a new presentation with a new screen")

        first.deliver(issue)
        #expect(store.state.picked.isEmpty, "the first presentation is gone: its result is dropped")
        #expect(store.state.destination.destination == .cause, "and the second picker stays")
        second.deliver(issue)
        #expect(store.state.picked == ["cause \(issue.id)"])
    }

    /// Two pickers of one destination on one screen: each opens, and each routes its pick to its own
    /// action.
    @Test func twoPickersOfOneDestinationEachOpenAndRouteTheirResult() async throws {
        let store = Store(initialState: Picking.State(), reducer: Picking())
        store.send(.causeTapped)
        screen.declared = pickingLinks(store)
        let cause = try #require(await screen.presentedScreen(in: factory.shown) as? SpyScreen)
        cause.deliver(issue)
        store.send(.duplicateTapped)
        screen.declared = pickingLinks(store)
        let duplicate = try #require(await screen.presentedScreen(in: factory.shown) as? SpyScreen)
        #expect(duplicate !== cause)
        duplicate.deliver(IssueUIModel(id: "I-2", title: "Leak again", status: "Open", description: ""))
        #expect(store.state.picked == ["cause I-1", "duplicate I-2"])
        #expect(factory.requests == [.picker(.issuesListPicker), .picker(.issuesListPicker)])
    }

    @Test func aPresentedScreenCoversAPushedOneAndGoingBackDismissesTheTopOne() async {
        var sent: [String] = []
        screen.declared = [
            .push(item: "A-1", dismiss: { sent.append("pop") }) { _ in LinkingScreen() },
            .picker(.issuesListPicker, showing: true, onResult: { _ in }, dismiss: { sent.append("cancel") }),
        ]
        #expect(factory.shown.linkedScreen(above: screen)?.style == .modal)
        factory.shown.dismissLinkedScreen(above: screen)
        screen.declared.removeLast()
        screen.declared.append(
            .picker(.issuesListPicker, showing: false, onResult: { _ in }, dismiss: { sent.append("cancel") }))
        #expect(factory.shown.linkedScreen(above: screen)?.style == .push)
        factory.shown.dismissLinkedScreen(above: screen)
        #expect(sent == ["cancel", "pop"])
    }

    @Test func aDeepLinkTakesTheStepOfTheLinkThatLeadsThere() async {
        var opened: [String] = []
        screen.declared = [
            .picker(
                .issuesListPicker, showing: false, onResult: { _ in }, dismiss: {},
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
