import CoreInterfaces

/// One asset: its facts, its linked issue, and what it shows on top of itself.
struct AssetDetailFeature: Reducer {
    struct State: Equatable {
        var asset: AssetUIModel
        var linkedIssue: IssueUIModel?
        /// What this detail shows on top of itself, if anything: one at a time.
        var destination: Destination?
        /// Whether the asset is no longer in the data (deleted in another session or by hand).
        var isGone = false
    }

    /// What an asset's detail can show on top of itself.
    enum Destination: Equatable, Sendable {
        /// The Issues module's picker, for `Link issue`.
        case issuesPicker
    }

    enum Action: Equatable, Sendable {
        case onAppear
        /// The data may have changed outside this screen: load the asset and its link again.
        case refresh
        case assetLoaded(AssetUIModel?)
        case linkedIssueLoaded(IssueUIModel?)
        case linkIssueTapped
        case issueSelected(IssueUIModel)
        /// The user went back from, or cancelled, what ``State/destination`` shows.
        case destinationDismissed
        case unlinkIssueTapped
    }

    let repository: any AssetsRepository

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .onAppear:
            let assetID = state.asset.id
            return .runSynchronously { [repository] send in
                send(.linkedIssueLoaded(repository.linkedIssue(forAsset: assetID)))
            }

        case .refresh:
            let assetID = state.asset.id
            return .runSynchronously { [repository] send in
                send(.assetLoaded(repository.asset(id: assetID)))
                send(.linkedIssueLoaded(repository.linkedIssue(forAsset: assetID)))
            }

        case let .assetLoaded(asset):
            guard let asset else {
                // Nothing can be linked to an asset that is gone: the picker closes too.
                state.isGone = true
                state.destination = nil
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
            state.destination = .issuesPicker
            return .none

        case let .issueSelected(issue):
            state.linkedIssue = issue
            state.destination = nil
            let assetID = state.asset.id
            // The repository may refuse the link (the issue is gone); show what it kept.
            return .runSynchronously { [repository] send in
                repository.link(issue, toAsset: assetID)
                send(.linkedIssueLoaded(repository.linkedIssue(forAsset: assetID)))
            }

        case .destinationDismissed:
            state.destination = nil
            return .none

        case .unlinkIssueTapped:
            guard state.linkedIssue != nil else { return .none }
            state.linkedIssue = nil
            let assetID = state.asset.id
            return .runSynchronously { [repository] _ in repository.unlinkIssue(fromAsset: assetID) }
        }
    }
}
