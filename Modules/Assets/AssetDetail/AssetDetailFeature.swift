import CoreInterfaces

/// One asset: its facts, its linked issue, and whether the Issues picker is wanted.
struct AssetDetailFeature: Reducer {
    struct State: Equatable {
        var asset: AssetUIModel
        var linkedIssue: IssueUIModel?
        var showIssuesListPicker = false
    }

    enum Action: Equatable, Sendable {
        case onAppear
        case linkedIssueLoaded(IssueUIModel?)
        case linkIssueTapped
        case issueSelected(IssueUIModel)
        case dismissIssuesPicker
        case unlinkIssueTapped
    }

    let repository: any AssetsRepository

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .onAppear:
            let assetID = state.asset.id
            return .run { [repository] send in
                send(.linkedIssueLoaded(repository.linkedIssue(forAsset: assetID)))
            }

        case let .linkedIssueLoaded(issue):
            state.linkedIssue = issue
            return .none

        case .linkIssueTapped:
            state.showIssuesListPicker = true
            return .none

        case let .issueSelected(issue):
            // A result for a picker that is no longer shown is ignored.
            guard state.showIssuesListPicker else { return .none }
            state.linkedIssue = issue
            state.showIssuesListPicker = false
            let assetID = state.asset.id
            // The repository may refuse the link (the issue is gone); show what it kept.
            return .run { [repository] send in
                repository.link(issue, toAsset: assetID)
                send(.linkedIssueLoaded(repository.linkedIssue(forAsset: assetID)))
            }

        case .dismissIssuesPicker:
            state.showIssuesListPicker = false
            return .none

        case .unlinkIssueTapped:
            guard state.linkedIssue != nil else { return .none }
            state.linkedIssue = nil
            let assetID = state.asset.id
            return .run { [repository] _ in repository.unlinkIssue(fromAsset: assetID) }
        }
    }
}
