import CoreInterfaces

/// A feature with a screen: its reducer, and what its screen shows of its store (``content(_:)``)
/// and can show beyond itself (``links(_:)``), as a SwiftUI view's body and its `.sheet`s are
/// written against a store. ``StoreScreen`` is the screen, the same for every feature.
public protocol ScreenFeature: Reducer where State: Equatable, Action: ScreenAction {
    /// What the screen prints now, from the store's state; its choices send the store actions.
    @MainActor static func content(_ store: StoreOf<Self>) -> ScreenContent
    /// Every screen this one can show beyond itself, each bound to the store's state (`[]` for a
    /// screen that leads nowhere).
    @MainActor static func links(_ store: StoreOf<Self>) -> [ScreenLink]
}

/// What a screen tells its feature, which every feature with a screen takes: `onAppear` when the
/// host shows it (first, and again when it is uncovered), `refresh` when its data may have changed
/// outside it, and `retryTapped`, the Retry a failed load offers (``Loaded``). Cases of the
/// feature's `Action` satisfy it: `case onAppear, refresh, retryTapped`.
public protocol ScreenAction: Sendable {
    /// The host shows the screen.
    static var onAppear: Self { get }
    /// The screen's data may have changed outside it: load it again.
    static var refresh: Self { get }
    /// The user asked to try a failed load again.
    static var retryTapped: Self { get }
}

/// The store of `Feature`, as TCA's `StoreOf`.
public typealias StoreOf<Feature: Reducer> = Store<Feature.State, Feature.Action> where Feature.State: Equatable
