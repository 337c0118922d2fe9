/// A feature's logic: a pure function from the current state and an action to the next state,
/// plus the effects to run afterwards.
///
/// `reduce` must not perform side effects itself; it describes them as an ``Effect`` that the
/// ``Store`` runs. That keeps every transition testable by comparing whole states.
public protocol Reducer<State, Action> {
    /// The feature's state.
    associatedtype State
    /// Everything that can happen to the feature.
    associatedtype Action: Sendable

    /// Applies `action` to `state` and returns the work to do afterwards.
    func reduce(into state: inout State, action: Action) -> Effect<Action>
}

extension Reducer where State: Identifiable {
    /// Runs this reducer as the child feature whose optional state is at `child` in its parent's
    /// `state`, as TCA's `ifLet`: applies `action` to it and wraps its effects' actions with `embed`.
    ///
    /// The work the child's actions start is the child's, whichever store sent them (the child's
    /// or the parent's): keyed to the child's place and `id`, it is cancelled once that child is
    /// dismissed or replaced by another in one transition, and a cancel id means something within
    /// that child only, so siblings never cancel each other. An action for a child that is absent
    /// changes nothing, and is reported: a test store fails the test, a host traces it.
    public func reduce<Parent, ParentAction: Sendable>(
        _ state: inout Parent,
        child: WritableKeyPath<Parent, State?>,
        action: Action,
        embed: @escaping @Sendable (Action) -> ParentAction
    ) -> Effect<ParentAction> {
        guard var childState = state[keyPath: child] else {
            return Effect(.one(.absentChild("\(Self.self) received \(action), but its state is absent")))
        }
        let identity = ChildIdentity(child, state: childState)
        let effect = reduce(into: &childState, action: action)
        state[keyPath: child] = childState
        return effect.map(embed).owned(by: identity) { (parent: Parent) in parent[keyPath: child] }
    }

    /// Runs this reducer as the element `id` of the collection at `elements` in its parent's
    /// `state`, as TCA's `forEach`: applies `action` to that element and wraps its effects'
    /// actions with `embed` (which names the element: `{ .row(id: id, $0) }`).
    ///
    /// Each element's work is its own, keyed to its `id` (a `String` by its code points): it is
    /// cancelled once the element is removed, or replaced by another with the same id in one
    /// transition, and a late result of it is dropped. An action for an element that is not
    /// there changes nothing, and is reported, as for an absent child.
    public func reduce<Parent, ParentAction: Sendable>(
        _ state: inout Parent,
        each elements: WritableKeyPath<Parent, [State]>,
        id: State.ID,
        action: Action,
        embed: @escaping @Sendable (Action) -> ParentAction
    ) -> Effect<ParentAction> {
        let wanted = ChildIdentity(elements, id: id)
        guard let index = state[keyPath: elements].firstIndex(where: { wanted.isIdentity(of: $0) }) else {
            return Effect(.one(.absentChild("\(Self.self) received \(action), but its element \(id) is absent")))
        }
        let effect = reduce(into: &state[keyPath: elements][index], action: action)
        let element = state[keyPath: elements][index]
        let identity = ChildIdentity(elements, state: element)
        return effect.map(embed).owned(by: identity) { (parent: Parent) in
            parent[keyPath: elements].first { identity.isIdentity(of: $0) }
        }
    }
}
