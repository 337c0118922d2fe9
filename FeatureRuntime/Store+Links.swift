import CoreInterfaces

/// Links bound to a store, as SwiftUI binds a sheet to a store's state: what is shown comes from
/// the state, and a pick, a dismissal or a deep link's step sends an action.
extension Store {
    /// Another module's picker, presented while the state's `presented` shows `destination`: the
    /// pick and the cancelling are sent as `action`'s ``PresentationAction`` of that presentation,
    /// and a deep link to the picker sends `open`.
    ///
    /// Each presentation (``Presented/present(_:)``) gets a new screen, and what it sends carries
    /// its ``PresentationID``: the feature reads it with ``Presented/take(_:)``, which drops a pick
    /// or a dismissal of a presentation dismissed or replaced since. Two pickers of one
    /// destination on one screen are two cases of the destination and two links.
    public func pickerLink<Destination, Result: Equatable>(
        _ picker: PickerDestination<Result>,
        presented: (State) -> Presented<Destination>,
        as destination: Destination,
        action: @escaping @MainActor (PresentationAction<Result>) -> Action,
        open: Action? = nil
    ) -> ScreenLink {
        let presentation = presented(state)
        let shown = presentation.destination == destination ? presentation.id : nil
        return ScreenLink(
            style: .modal, asks: picker.destination,
            shown: shown.map { .presentation(picker.destination, $0) },
            make: { [self] environment in
                shown.map { id in
                    // The picker holds this store weakly: once the screen that asked for it has gone,
                    // its store with it, a late pick reaches nothing.
                    environment.navigationFactory.makeScreen(picking: picker) { [weak self] result in
                        self?.send(action(.result(result, from: id)))
                    }
                }
            },
            dismiss: { [self] in
                if let shown { send(action(.dismissal(of: shown))) }
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
    /// going back sends `action`'s dismissal of that presentation. `kind` is what the link asks
    /// the factory for whatever the state, for the plugin's `needs`.
    public func destinationLink<Destination>(
        _ kind: NavigationDestination,
        presented: (State) -> Presented<Destination>,
        opens: (Destination) -> NavigationDestination?,
        action: @escaping @MainActor (PresentationAction<Never>) -> Action
    ) -> ScreenLink {
        let presentation = presented(state)
        let opened = presentation.destination.flatMap(opens)
        let id = presentation.id
        return ScreenLink(
            style: .asProvided, asks: kind, shown: opened.map { .presentation($0, id) },
            make: { environment in opened.map { environment.navigationFactory.makeScreen(for: $0) } },
            dismiss: { [self] in
                if opened != nil { send(action(.dismissal(of: id))) }
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

extension Store {
    /// Takes a deep link's step to `destination` when it is `kind` for one of `items` (by its ID):
    /// sends `select` of that item, as the user's choice would; `false` otherwise.
    public func open<Item: NavigationResult>(
        _ destination: NavigationDestination, as kind: NavigationDestination, among items: [Item]?,
        selecting select: (Item) -> Action
    ) -> Bool {
        guard destination.isKind(of: kind), let item = items?.first(where: { destination.shows(id: $0.id) }) else {
            return false
        }
        send(select(item))
        return true
    }
}
