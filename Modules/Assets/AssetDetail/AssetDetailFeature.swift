import CoreInterfaces

/// One asset: its facts, its linked issue, and whether the Issues picker is wanted.
struct AssetDetailFeature: Reducer {
    struct State: Equatable {
        var asset: AssetUIModel
        var linkedIssue: IssueUIModel?
        var showIssuesListPicker = false
        /// Whether the asset is no longer in the data (deleted in another session or by hand).
        var isGone = false
    }

    enum Action: Equatable, Sendable {
        case onAppear
        /// The data may have changed outside this screen: load the asset and its link again.
        case refresh
        case assetLoaded(AssetUIModel?)
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

        case .refresh:
            let assetID = state.asset.id
            return .run { [repository] send in
                send(.assetLoaded(repository.asset(id: assetID)))
                send(.linkedIssueLoaded(repository.linkedIssue(forAsset: assetID)))
            }

        case let .assetLoaded(asset):
            guard let asset else {
                // Nothing can be linked to an asset that is gone: the picker closes too.
                state.isGone = true
                state.showIssuesListPicker = false
                return .none
            }
            state.asset = asset
            state.isGone = false
            return .none

        case let .linkedIssueLoaded(issue):
            state.linkedIssue = issue
            return .none

        case .linkIssueTapped:
            guard !state.isGone else { return .none }
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
