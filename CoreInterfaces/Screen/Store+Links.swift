/// Links bound to a store, as SwiftUI binds a sheet to a store's state: the flag or item comes
/// from the state, and dismissing, picking and deep links send actions.
extension Store {
    /// Another module's picker, presented while `isPresented` says so of the state; the pick is
    /// sent as `onResult(result)`, cancelling sends `dismiss`, and a deep link to the picker
    /// sends `open`.
    ///
    /// Each presentation has an identity: every time the state starts presenting the picker, it is
    /// a new presentation with a new screen. A pick is sent only from the presentation shown now, so
    /// a late result from one that was dismissed, or replaced by another of the same kind, is
    /// dropped here, and no reducer guards against it.
    @inlinable
    public func picker<Result>(
        _ picker: PickerDestination<Result>,
        isPresented: @escaping @MainActor (State) -> Bool,
        onResult: @escaping @MainActor (Result) -> Action,
        dismiss: Action,
        open: Action? = nil
    ) -> ScreenLink {
        let key = StoreRuntime.PresentationKey(scope: scopeID, destination: picker.destination)
        let peek = peekState
        let presentation = runtime.presentation(key) { peek().map(isPresented) ?? false }
        let parts = PickerLinkParts(
            store: self, picker: picker, key: key, presentation: presentation, onResult: onResult, dismissal: dismiss)
        return ScreenLink(
            style: .modal, asks: picker.destination,
            shown: presentation.map { .presentation(picker.destination, $0) },
            make: parts.make, dismiss: parts.dismiss,
            open: { requested in
                guard let open, requested == picker.destination else { return false }
                parts.store.send(open)
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

/// The parts of one picker link, held once: each part is a method of it, so a link made on every
/// render costs one allocation rather than one per part (Docs/Performance.md, "Where the round
/// trip's instructions go").
@MainActor
@usableFromInline
final class PickerLinkParts<State, Action: Sendable, Result: NavigationResult> {
    @usableFromInline let store: Store<State, Action>
    @usableFromInline let picker: PickerDestination<Result>
    @usableFromInline let key: StoreRuntime.PresentationKey
    /// The presentation shown now, if any: the one a screen made now belongs to.
    @usableFromInline let presentation: Int?
    @usableFromInline let onResult: @MainActor (Result) -> Action
    @usableFromInline let dismissal: Action

    @inlinable
    init(
        store: Store<State, Action>,
        picker: PickerDestination<Result>,
        key: StoreRuntime.PresentationKey,
        presentation: Int?,
        onResult: @escaping @MainActor (Result) -> Action,
        dismissal: Action
    ) {
        self.store = store
        self.picker = picker
        self.key = key
        self.presentation = presentation
        self.onResult = onResult
        self.dismissal = dismissal
    }

    /// The picker's screen, from the factory; its pick is sent only while its presentation is the
    /// one shown.
    @inlinable
    func make(_ environment: ScreenEnvironment) -> (any Screen)? {
        guard let presentation else { return nil }
        return environment.navigationFactory.makeScreen(picking: picker) { [self] result in
            guard store.runtime.isCurrent(key, generation: presentation) else { return }
            store.send(onResult(result))
        }
    }

    @inlinable
    func dismiss() {
        store.send(dismissal)
    }
}
