/// Links bound to a store, as SwiftUI binds a sheet to a store's state: the flag or item comes
/// from the state, and dismissing, picking and deep links send actions.
extension Store {
    /// Another module's picker, presented while `isPresented` says so of the state; the pick is
    /// sent as `onResult(result)`, cancelling sends `dismiss`, and a deep link to the picker
    /// sends `open`. A pick that arrives once the state no longer presents the picker is dropped
    /// here, so no reducer guards against a late result.
    @inlinable
    public func picker<Result>(
        _ picker: PickerDestination<Result>,
        isPresented: @escaping @MainActor (State) -> Bool,
        onResult: @escaping @MainActor (Result) -> Action,
        dismiss: Action,
        open: Action? = nil
    ) -> ScreenLink {
        let (readState, deliver) = (self.readState, self.deliver)
        return ScreenLink(
            style: .modal, asks: picker.destination, shown: isPresented(state) ? .destination(picker.destination) : nil,
            make: { environment in
                environment.navigationFactory.makeScreen(picking: picker) { result in
                    guard isPresented(readState()) else { return }
                    deliver(onResult(result))
                }
            },
            dismiss: { deliver(dismiss) },
            open: { requested in
                guard let open, requested == picker.destination else { return false }
                deliver(open)
                return true
            }
        )
    }

    /// A screen of the module's own, pushed while `item` is in the state; going back sends
    /// `dismiss`, and `open` takes a deep link's step if it leads here.
    @inlinable
    public func push<Item: Hashable & Sendable>(
        item: (State) -> Item?,
        dismiss: Action,
        open: (@MainActor (NavigationDestination) -> Bool)? = nil,
        screen: @escaping @MainActor (Item) -> (any Screen)?
    ) -> ScreenLink {
        let deliver = self.deliver
        return .push(item: item(state), dismiss: { deliver(dismiss) }, open: open, screen: screen)
    }
}
