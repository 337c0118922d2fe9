/// A part made for a point, with the module that added it: what a ``NavigationFactory`` returns
/// for ``NavigationFactory/makeParts(at:)``.
@MainActor
public struct Part {
    /// The name of the module that added it.
    public let module: String
    /// Its screen.
    public let screen: any Screen

    /// The part `screen`, added by `module`.
    public init(module: String, screen: any Screen) {
        self.module = module
        self.screen = screen
    }
}
