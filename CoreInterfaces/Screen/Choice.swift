/// One numbered option on a screen: the headless counterpart of a SwiftUI `Button`.
///
/// The host prints ``label`` as `N) Label` and calls ``select()`` when the user picks it. A
/// feature's screen makes its choices with ``Store/choice(_:sending:)`` and
/// ``Store/choices(for:label:sending:)``, which pair each label with the action it sends; ``init(_:action:)`` runs any closure, for screens without a store.
public struct Choice {
    /// The text printed after the number; the user may type it instead of the number.
    public let label: String
    @usableFromInline let target: ChoiceTarget
    @usableFromInline let index: Int

    /// Creates a choice that runs `action` when picked.
    public init(_ label: String, action: @escaping @MainActor () -> Void) {
        self.init(label: label, target: ClosureTarget(action), index: 0)
    }

    @usableFromInline
    init(label: String, target: ChoiceTarget, index: Int) {
        self.label = label
        self.target = target
        self.index = index
    }

    /// Runs the choice's action. Called by the host.
    @MainActor
    public func select() {
        target.select(index)
    }
}

extension Store {
    /// A choice that sends `action` to this store.
    @inlinable
    public func choice(_ label: String, sending action: Action) -> Choice {
        Choice(label: label, target: ItemsTarget(send: deliver, items: [action], action: { $0 }), index: 0)
    }

    /// One choice per item, in order, labelled by `label`, sending `action` of its item to this
    /// store. The list shares one target holding `items`, so a screen of many choices costs one
    /// allocation, not a closure per choice.
    @inlinable
    public func choices<Item>(
        for items: [Item],
        label: (Item) -> String,
        sending action: @escaping (Item) -> Action
    ) -> [Choice] {
        let target = ItemsTarget(send: deliver, items: items, action: action)
        return items.indices.map { Choice(label: label(items[$0]), target: target, index: $0) }
    }
}

/// What a ``Choice`` runs: the choice's index picks the work.
@MainActor
@usableFromInline
class ChoiceTarget {
    @usableFromInline
    nonisolated init() {}

    @usableFromInline
    func select(_ index: Int) {}
}

/// One closure, for a choice made with ``Choice/init(_:action:)``.
@MainActor
final class ClosureTarget: ChoiceTarget {
    private let action: @MainActor () -> Void

    nonisolated init(_ action: @escaping @MainActor () -> Void) {
        self.action = action
    }

    override func select(_ index: Int) {
        action()
    }
}

/// The items of a list of choices, the action each sends, and the store it goes to.
@MainActor
@usableFromInline
final class ItemsTarget<Item, Action>: ChoiceTarget {
    @usableFromInline let send: @MainActor (Action) -> Void
    @usableFromInline let items: [Item]
    @usableFromInline let action: (Item) -> Action

    @inlinable
    init(send: @escaping @MainActor (Action) -> Void, items: [Item], action: @escaping (Item) -> Action) {
        self.send = send
        self.items = items
        self.action = action
    }

    @inlinable
    override func select(_ index: Int) {
        send(action(items[index]))
    }
}
