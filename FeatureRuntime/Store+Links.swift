import CoreInterfaces

/// Links bound to a store, as SwiftUI binds a sheet to a store's state: what is shown comes from
/// the state, and a pick, a dismissal or a deep link's step sends an action.
extension Store {
    /// Another module's picker, presented while the state's `presented` shows `destination`: the
    /// pick is sent as `onResult(result, presentation)`, cancelling sends `dismiss(presentation)`,
    /// and a deep link to the picker sends `open`.
    ///
    /// Each presentation (``Presented/present(_:)``) gets a new screen, and what it sends carries
    /// its ``PresentationID``: the reducer takes a pick or a dismissal only while
    /// ``Presented/isCurrent(_:)`` says it comes from the presentation shown now, so one that was
    /// dismissed, or replaced by another, changes nothing. Two pickers of one destination on one
    /// screen are two cases of the destination and two links.
    public func pickerLink<Destination, Result>(
        _ picker: PickerDestination<Result>,
        presented: (State) -> Presented<Destination>,
        as destination: Destination,
        onResult: @escaping @MainActor (Result, PresentationID) -> Action,
        dismiss: @escaping @MainActor (PresentationID) -> Action,
        open: Action? = nil
    ) -> ScreenLink {
        let presentation = presented(state)
        let shown = presentation.destination == destination ? presentation.id : nil
        return ScreenLink(
            style: .modal, asks: picker.destination,
            shown: shown.map { .presentation(picker.destination, $0) },
            make: { [self] environment in
                shown.map { id in
                    environment.navigationFactory.makeScreen(picking: picker) { result in
                        self.send(onResult(result, id))
                    }
                }
            },
            dismiss: { [self] in
                if let shown { send(dismiss(shown)) }
            },
            open: { [self] requested in
                guard let open, requested == picker.destination else { return false }
                send(open)
                return true
            }
        )
    }

    /// Another module's screen for an item, pushed or presented as its provider declares, while
    /// the state's `presented` shows a destination that `opens` names (`.assetDetail.with(id:)`);
    /// going back sends `dismiss(presentation)`. `kind` is what the link asks the factory for
    /// whatever the state, for the plugin's `needs`.
    public func destinationLink<Destination>(
        _ kind: NavigationDestination,
        presented: (State) -> Presented<Destination>,
        opens: (Destination) -> NavigationDestination?,
        dismiss: @escaping @MainActor (PresentationID) -> Action
    ) -> ScreenLink {
        let presentation = presented(state)
        let opened = presentation.destination.flatMap(opens)
        let id = presentation.id
        return ScreenLink(
            style: .asProvided, asks: kind, shown: opened.map { .presentation($0, id) },
            make: { environment in opened.map { environment.navigationFactory.makeScreen(for: $0) } },
            dismiss: { [self] in
                if opened != nil { send(dismiss(id)) }
            },
            open: { _ in false }
        )
    }

    /// A screen of the module's own, pushed while `item` is in the state; going back sends
    /// `dismiss`, and `open` takes a deep link's step if it leads here.
    public func pushLink<Item: Hashable & Sendable>(
        item: (State) -> Item?,
        dismiss: Action,
        open: (@MainActor (NavigationDestination) -> Bool)? = nil,
        screen: @escaping @MainActor (Item) -> (any Screen)?
    ) -> ScreenLink {
        let deliver = self.deliver
        return .push(item: item(state), dismiss: { _ = deliver(dismiss) }, open: open, screen: screen)
    }
}
