/// One part a module adds to another module's screen: the point it goes to, and how to build it.
///
/// The part is a screen of the contributing module (its own state, loading, failure, pickers and
/// writes), made by its provider for the item the host screen shows. The host screen shows the
/// part's lines below its own and its choices after its own; a picker the part presents is
/// presented over the host screen.
public struct PartProvider {
    /// The point the part goes to, without an item.
    public let point: PartPoint
    /// Builds the part for the item with `id`.
    let make: @MainActor (_ id: String) -> any Screen

    /// A part for `point`: `make` gets the ID of the item the host screen shows.
    public init(_ point: PartPoint, make: @escaping @MainActor (_ id: String) -> any Screen) {
        self.point = point.kind
        self.make = make
    }
}
