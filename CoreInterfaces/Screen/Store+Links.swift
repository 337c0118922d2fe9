/// Links bound to a store, as SwiftUI binds a sheet to a store's state: the flag or item comes
/// from the state, and dismissing, picking and deep links send actions.
extension Store {
    /// Another module's picker, presented while `isPresented` says so of the state; the pick is
    /// sent as `onResult(result)`, cancelling sends `dismiss`, and a deep link to the picker
    /// sends `open`. A pick that arrives once the state no longer presents the picker is dropped
    /// here, so no reducer guards against a late result.
    public func picker<Result>(
        _ picker: PickerDestination<Result>,
        isPresented: @escaping @MainActor (State) -> Bool,
        onResult: @escaping @MainActor (Result) -> Action,
        dismiss: Action,
        open: Action? = nil
    ) -> ScreenLink {
        ScreenLink(
            style: .modal, asks: picker.destination, shown: isPresented(state) ? .destination(picker.destination) : nil,
            make: { [weak self] environment in
                environment.navigationFactory.makeScreen(picking: picker) { result in
                    guard let self, isPresented(self.state) else { return }
                    self.send(onResult(result))
                }
            },
            dismiss: { [weak self] in self?.send(dismiss) },
            open: { [weak self] requested in
                guard let self, let open, requested == picker.destination else { return false }
                self.send(open)
                return true
            }
        )
    }

    /// A screen of the module's own, pushed while `item` is in the state; going back sends
    /// `dismiss`, and `open` takes a deep link's step if it leads here.
    public func push<Item: Hashable & Sendable>(
        item: (State) -> Item?,
        dismiss: Action,
        open: (@MainActor (NavigationDestination) -> Bool)? = nil,
        screen: @escaping @MainActor (Item) -> (any Screen)?
    ) -> ScreenLink {
        .push(item: item(state), dismiss: { [weak self] in self?.send(dismiss) }, open: open, screen: screen)
    }
}
