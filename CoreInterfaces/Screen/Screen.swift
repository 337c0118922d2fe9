/// A headless screen: the contract every feature module implements so a host can show it.
///
/// A screen is the counterpart of a SwiftUI view bound to a store. It reports what to print
/// (``content``), and, from its state, whether it has pushed a screen onto its stack or presented
/// one modally. The host walks those links to find the top screen, prints it, and feeds the
/// user's choice back through ``Choice/select()``. When the user goes back, the host tells the
/// screen underneath, which updates its state, just as a SwiftUI binding is set to `false`.
@MainActor
public protocol Screen: AnyObject {
    /// What to print now, derived from the screen's current state.
    var content: ScreenContent { get }

    /// The screen this one has pushed onto its own stack, if its state says one is shown.
    func pushedScreen(in environment: ScreenEnvironment) -> (any Screen)?

    /// The screen this one presents modally on top of itself, if its state says one is shown.
    /// A presented screen starts a new push stack of its own.
    func presentedScreen(in environment: ScreenEnvironment) -> (any Screen)?

    /// The user went back from the pushed screen; update state so it is no longer shown.
    func dismissPushedScreen()

    /// The user cancelled the presented screen; update state so it is no longer shown.
    func dismissPresentedScreen()

    /// Goes one step towards `destination` the way a user would (the same actions a choice sends),
    /// so that a deep link stacks the same screens. Returns `false` when `destination` cannot be
    /// reached from here, for example an unknown id.
    func open(_ destination: NavigationDestination) -> Bool
}

extension Screen {
    /// A screen that never pushes has no pushed screen.
    public func pushedScreen(in environment: ScreenEnvironment) -> (any Screen)? { nil }

    /// A screen that never presents has no presented screen.
    public func presentedScreen(in environment: ScreenEnvironment) -> (any Screen)? { nil }

    /// A screen that never pushes has nothing to dismiss.
    public func dismissPushedScreen() {}

    /// A screen that never presents has nothing to dismiss.
    public func dismissPresentedScreen() {}

    /// A screen that leads nowhere opens nothing.
    public func open(_ destination: NavigationDestination) -> Bool { false }
}
