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

extension Reducer {
    /// Runs this reducer as a child of another: applies `action` to the optional child `state` and
    /// wraps the effects' actions with `embed`. Does nothing when the child is absent, so a late
    /// action for a screen that has gone is ignored.
    public func reduce<ParentAction>(
        into state: inout State?,
        action: Action,
        embed: @escaping @Sendable (Action) -> ParentAction
    ) -> Effect<ParentAction> {
        guard var child = state else { return .none }
        let effect = reduce(into: &child, action: action)
        state = child
        return effect.map(embed)
    }
}
