import CoreInterfaces

/// One issue. Inside the picker it also offers to select the issue, which it reports upward.
struct IssueDetailFeature: Reducer {
    struct State: Equatable {
        var issue: IssueUIModel
        /// Whether this detail sits inside the picker and so offers `Select issue`.
        var isSelectable = false
    }

    enum Action: Equatable, Sendable {
        case selectTapped
        case delegate(Delegate)

        /// What this feature tells its parent.
        enum Delegate: Equatable, Sendable {
            case selected(IssueUIModel)
        }
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .selectTapped:
            guard state.isSelectable else { return .none }
            return .send(.delegate(.selected(state.issue)))

        case .delegate:
            return .none
        }
    }
}
