import CoreInterfaces

/// A screen's choices, each sending an action to its store.
extension Store {
    /// A choice that sends `action` to this store.
    public func choice(_ label: String, sending action: Action) -> Choice {
        Choice(label: label, index: 0) { [deliver] _ in _ = deliver(action) }
    }

    /// One choice per item, in order, labelled by `label`, sending `action` of its item to this
    /// store. A choice is made only when the host asks for it (a page shows twenty of a million),
    /// and all of them share one closure holding `items`.
    public func choices<Item>(
        for items: [Item],
        label: @escaping (Item) -> String,
        sending action: @escaping (Item) -> Action
    ) -> ChoiceList {
        let run: @MainActor (Int) -> Void = { [deliver] index in _ = deliver(action(items[index])) }
        return ChoiceList(items: items, label: label, run: run)
    }
}
