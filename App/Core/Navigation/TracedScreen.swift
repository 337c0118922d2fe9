import CoreInterfaces

/// A screen the factory made, labelled with the destination and module it came from, so the host
/// can report navigation events without screens reporting anything themselves. Everything else
/// is forwarded unchanged.
@MainActor
final class TracedScreen: Screen {
    let base: any Screen
    let destination: NavigationDestination
    let module: String

    init(_ base: any Screen, destination: NavigationDestination, module: String) {
        self.base = base
        self.destination = destination
        self.module = module
    }

    var content: ScreenContent { base.content }
    func pushedScreen(in environment: ScreenEnvironment) -> (any Screen)? { base.pushedScreen(in: environment) }
    func presentedScreen(in environment: ScreenEnvironment) -> (any Screen)? { base.presentedScreen(in: environment) }
    func dismissPushedScreen() { base.dismissPushedScreen() }
    func dismissPresentedScreen() { base.dismissPresentedScreen() }
    func open(_ destination: NavigationDestination) -> Bool { base.open(destination) }
}
