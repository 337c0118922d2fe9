/// Keeps a child screen alive for as long as the state that asks for it stays the same.
///
/// A parent screen derives "is a child shown?" from its state on every render; the slot turns
/// that into one stable child screen, made on first need and dropped when the state goes away,
/// as SwiftUI keeps a sheet's view alive while `isPresented` is true. `ID` is whatever names
/// the child in the parent's state, such as an issue's ID.
@MainActor
public final class PresentationSlot<ID: Equatable> {
    @usableFromInline var currentID: ID?
    @usableFromInline var currentScreen: (any Screen)?

    /// Creates an empty slot.
    @inlinable
    public init() {}

    /// The child for `id`: the existing one when `id` is unchanged, a new one from `make` when it
    /// changed, and `nil` (dropping the old child) when `id` or what `make` returns is `nil`.
    /// Inlinable, so that each screen's slot is specialised for its `ID` where it is used.
    @inlinable
    public func screen(for id: ID?, make: () -> (any Screen)?) -> (any Screen)? {
        guard let id else {
            currentID = nil
            currentScreen = nil
            return nil
        }
        if let currentScreen, currentID == id {
            return currentScreen
        }
        currentScreen = make()
        currentID = currentScreen == nil ? nil : id
        return currentScreen
    }
}
