import CoreInterfaces
import Testing
import TestSupport

/// A screen whose links are set by the test, standing for a screen bound to its state.
@MainActor
final class LinkingScreen: Screen {
    var declared: [ScreenLink] = []
    var content: ScreenContent { ScreenContent(title: "Linking") }
    var links: [ScreenLink] { declared }
}

/// What the environment derives from a screen's declared links: which screen is shown and how,
/// that it stays the same screen while the state does, what going back sends, and deep links.
@MainActor
struct ScreenLinkTests {
    let factory = SpyNavigationFactory()
    let screen = LinkingScreen()
    let issue = IssueUIModel(id: "I-1", title: "Leak", status: "Open", description: "")

    @Test func aPushLinkShowsItsScreenWhileItsItemIsSetAndKeepsIt() {
        var made = 0
        let link = { (item: String?) in
            ScreenLink.push(item: item, dismiss: {}) { _ in made += 1; return LinkingScreen() }
        }
        screen.declared = [link(nil)]
        #expect(screen.linkedScreen(in: factory.environment) == nil)
        screen.declared = [link("A-1")]
        let first = screen.pushedScreen(in: factory.environment)
        #expect(first != nil)
        #expect(screen.pushedScreen(in: factory.environment) === first, "kept while the item is the same")
        #expect(screen.presentedScreen(in: factory.environment) == nil)
        screen.declared = [link("A-2")]
        #expect(screen.pushedScreen(in: factory.environment) !== first, "a new item makes a new screen")
        #expect(made == 2)
    }

    @Test func aDestinationIsShownAsItsProviderDeclares() {
        let destination = NavigationDestination.assetDetail.with(id: "A-1")
        screen.declared = [.destination(destination, kind: .assetDetail, dismiss: {})]
        #expect(screen.linkedScreen(in: factory.environment)?.presentation == .push)
        #expect(factory.requests == [destination])

        factory.presentations[.assetDetail] = .modal
        let other = LinkingScreen()
        other.declared = [.destination(destination, kind: .assetDetail, dismiss: {})]
        #expect(other.linkedScreen(in: factory.environment)?.presentation == .modal)
    }

    @Test func aPickerIsPresentedWhileItsFlagIsSetAndHandsBackItsResult() throws {
        var picked: [IssueUIModel] = []
        var dismissed = 0
        let link = { (shown: Bool) in
            ScreenLink.picker(.issuesListPicker, isPresented: shown, onResult: { picked.append($0) }, dismiss: { dismissed += 1 })
        }
        screen.declared = [link(true)]
        let picker = try #require(screen.presentedScreen(in: factory.environment) as? SpyScreen)
        #expect(picker.destination == .picker(.issuesListPicker))
        picker.deliver(issue)
        #expect(picked == [issue])
        screen.dismissLinkedScreen(in: factory.environment)
        #expect(dismissed == 1)
        screen.declared = [link(false)]
        #expect(screen.presentedScreen(in: factory.environment) == nil)
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

    @Test func aResultAfterThePickerIsDismissedIsDroppedByTheLink() throws {
        let store = Store(initialState: Picking.State(), reducer: Picking())
        let link = { store.picker(.issuesListPicker, isPresented: \.isPicking, onResult: Picking.Action.picked, dismiss: .dismissed) }
        store.send(.pickTapped)
        screen.declared = [link()]
        let picker = try #require(screen.presentedScreen(in: factory.environment) as? SpyScreen)
        screen.dismissLinkedScreen(in: factory.environment)
        screen.declared = [link()]
        #expect(screen.presentedScreen(in: factory.environment) == nil)
        picker.deliver(issue)
        #expect(store.state.picked.isEmpty, "the picker is gone: its result is not the feature's to take")
    }

    @Test func aPresentedScreenCoversAPushedOneAndGoingBackDismissesTheTopOne() {
        var sent: [String] = []
        screen.declared = [
            .push(item: "A-1", dismiss: { sent.append("pop") }) { _ in LinkingScreen() },
            .picker(.issuesListPicker, isPresented: true, onResult: { _ in }, dismiss: { sent.append("cancel") }),
        ]
        #expect(screen.linkedScreen(in: factory.environment)?.presentation == .modal)
        screen.dismissLinkedScreen(in: factory.environment)
        screen.declared.removeLast()
        screen.declared.append(.picker(.issuesListPicker, isPresented: false, onResult: { _ in }, dismiss: { sent.append("cancel") }))
        #expect(screen.linkedScreen(in: factory.environment)?.presentation == .push)
        screen.dismissLinkedScreen(in: factory.environment)
        #expect(sent == ["cancel", "pop"])
    }

    @Test func aDeepLinkTakesTheStepOfTheLinkThatLeadsThere() {
        var opened: [String] = []
        screen.declared = [
            .picker(.issuesListPicker, isPresented: false, onResult: { _ in }, dismiss: {}, open: { opened.append("picker") }),
            .push(item: String?.none, dismiss: {}, open: { $0.isKind(of: .assetDetail) ? (opened.append($0.id ?? ""), true).1 : false }) { _ in nil },
        ]
        #expect(screen.open(.picker(.issuesListPicker)))
        #expect(screen.open(.assetDetail.with(id: "A-7")))
        #expect(!screen.open(.picker(.assetsListPicker)))
        #expect(opened == ["picker", "A-7"])
    }

    @Test func aScreenThatLeavesTakesTheScreensItShowedWithIt() {
        weak var grandchild: LinkingScreen?
        let child = LinkingScreen()
        do {
            let made = LinkingScreen()
            grandchild = made
            child.declared = [.push(item: "inner", dismiss: {}) { _ in made }]
        }
        screen.declared = [.push(item: "outer", dismiss: {}) { _ in child }]
        #expect(screen.pushedScreen(in: factory.environment) === child)
        #expect(child.pushedScreen(in: factory.environment) === grandchild)
        child.declared = []
        screen.declared = [.push(item: String?.none, dismiss: {}) { _ in child }]
        #expect(screen.pushedScreen(in: factory.environment) == nil)
        #expect(grandchild == nil, "released with the screen that showed it")
    }
}
