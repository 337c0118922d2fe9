/// Keeps a child screen alive for as long as the state that asks for it stays the same.
///
/// A parent screen derives "is a child shown?" from its state on every render; the slot turns
/// that into one stable child screen, made on first need and dropped when the state goes away,
/// as SwiftUI keeps a sheet's view alive while `isPresented` is true.
@MainActor
public final class PresentationSlot {
    private var current: (id: AnyHashable, screen: any Screen)?

    /// Creates an empty slot.
    public init() {}

    /// The child for `id`: the existing one when `id` is unchanged, a new one from `make` when it
    /// changed, and `nil` (dropping the old child) when `id` or what `make` returns is `nil`.
    public func screen(for id: AnyHashable?, make: () -> (any Screen)?) -> (any Screen)? {
        guard let id else {
            current = nil
            return nil
        }
        if let current, current.id == id {
            return current.screen
        }
        current = make().map { (id, $0) }
        return current?.screen
    }
}
