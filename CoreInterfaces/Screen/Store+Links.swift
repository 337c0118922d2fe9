/// Links bound to a store, as SwiftUI binds a sheet to a store's state: the flag or item comes
/// from the state, and dismissing, picking and deep links send actions.
extension Store {
    /// Another module's picker, presented while `isPresented` says so of the state; the pick is
    /// sent as `onResult(result)`, cancelling sends `dismiss`, and a deep link to the picker
    /// sends `open`.
    public func picker<Result>(
        _ picker: PickerDestination<Result>,
        isPresented: (State) -> Bool,
        onResult: @escaping @MainActor (Result) -> Action,
        dismiss: Action,
        open: Action? = nil
    ) -> ScreenLink {
        let deliver = self.deliver
        let opening: (@MainActor () -> Void)? = if let open { { deliver(open) } } else { nil }
        return ScreenLink.picker(
            picker,
            isPresented: isPresented(state),
            onResult: { result in deliver(onResult(result)) },
            dismiss: { deliver(dismiss) },
            open: opening
        )
    }

    /// A screen of the module's own, pushed while `item` is in the state; going back sends
    /// `dismiss`.
    public func push<Item: Hashable & Sendable>(
        item: (State) -> Item?,
        dismiss: Action,
        open: (@MainActor (NavigationDestination) -> Bool)? = nil,
        screen: @escaping @MainActor (Item) -> (any Screen)?
    ) -> ScreenLink {
        let deliver = self.deliver
        return ScreenLink.push(item: item(state), dismiss: { deliver(dismiss) }, open: open, screen: screen)
    }
}
