/// Links bound to a store, as SwiftUI binds a sheet to a store's state: the flag or item comes
/// from the state, and dismissing, picking and deep links send actions. The picker, on every
/// round trip, is one closure over the store, specialised where the screen uses it.
extension Store {
    /// Another module's picker, presented while `isPresented` says so of the state; the pick is
    /// sent as `onResult(result)`, cancelling sends `dismiss`, and a deep link to the picker
    /// sends `open`.
    @inlinable
    public func picker<Result>(
        _ picker: PickerDestination<Result>,
        isPresented: (State) -> Bool,
        onResult: @escaping @MainActor (Result) -> Action,
        dismiss: Action,
        open: Action? = nil
    ) -> ScreenLink {
        let deliver = self.deliver
        return ScreenLink(style: .modal, asks: picker.destination, shown: isPresented(state) ? .destination(picker.destination) : nil) { request in
            switch request {
            case let .make(environment):
                return .screen(environment.navigationFactory.makeScreen(picking: picker) { deliver(onResult($0)) })
            case .dismiss:
                deliver(dismiss)
                return .handled(true)
            case let .open(requested):
                guard let open, requested == picker.destination else { return .handled(false) }
                deliver(open)
                return .handled(true)
            }
        }
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
