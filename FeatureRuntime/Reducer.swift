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
        return effect.map(embed).owned(by: identity, at: child)
    }
}
