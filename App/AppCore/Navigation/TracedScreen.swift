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
    var links: [ScreenLink] { base.links }
}
