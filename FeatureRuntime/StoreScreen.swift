import CoreInterfaces

/// A feature's screen, the same class for every feature: what it prints and what it can show
/// beyond itself are the feature's (``ScreenFeature``), and it tells the feature when it appears
/// (`.onAppear`) and when its data may have changed (`.refresh`, which it awaits), as a SwiftUI
/// view's `.onAppear` and `.refreshable` do.
@MainActor
public final class StoreScreen<Feature: ScreenFeature>: Screen {
    /// The store the screen shows.
    public let store: StoreOf<Feature>

    /// The screen of `store`: one a parent scoped, or a root store.
    public init(_ store: StoreOf<Feature>) {
        self.store = store
    }

    /// The screen of a new store running `feature` from `state`, as a provider makes one.
    public convenience init(_ feature: Feature, state: Feature.State) {
        self.init(Store(initialState: state, reducer: feature))
    }

    /// What the feature prints of its state now.
    public var content: ScreenContent { Feature.content(store) }

    /// What the feature can show beyond this screen, bound to its state now.
    public var links: [ScreenLink] { Feature.links(store) }

    /// Sends `.onAppear`: the host shows the screen.
    public func onAppear() {
        store.send(.onAppear)
    }

    /// Sends `.refresh`, and returns once the work it started has ended.
    public func refresh() async {
        await store.send(.refresh).finish()
    }
}
