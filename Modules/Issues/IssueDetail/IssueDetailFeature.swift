import CoreInterfaces

/// One issue and the assets linked to it. Browsing, it offers `Link asset` (the Assets module's
/// picker, presented) and `Open <asset>` (the Assets module's detail, pushed here). Inside the
/// picker it offers `Select issue` instead, which it reports upward.
struct IssueDetailFeature: Reducer {
    struct State: Equatable {
        var issue: IssueUIModel
        /// Whether this detail sits inside the picker and so offers `Select issue`.
        var isSelectable = false
        var linkedAssets: [AssetUIModel] = []
        /// What this detail shows on top of itself, if anything: one at a time.
        var destination: Destination?
        /// Whether the issue is no longer in the data (deleted in another session or by hand).
        var isGone = false
    }

    /// What an issue's detail can show on top of itself.
    enum Destination: Equatable, Sendable {
        /// The Assets module's picker, for `Link asset`.
        case assetsPicker
        /// A linked asset's detail, which the Assets module provides.
        case asset(AssetUIModel.ID)
    }

    enum Action: Equatable, Sendable {
        case onAppear
        /// The data may have changed outside this screen: load the issue and its links again.
        case refresh
        case issueLoaded(IssueUIModel?)
        case linkedAssetsLoaded([AssetUIModel])
        case linkAssetTapped
        case assetPicked(AssetUIModel)
        case openAssetTapped(AssetUIModel.ID)
        /// The user went back from, or cancelled, what ``State/destination`` shows.
        case destinationDismissed
        case selectTapped
        case delegate(Delegate)

        /// What this feature tells its parent.
        enum Delegate: Equatable, Sendable {
            case selected(IssueUIModel)
        }
    }

    let repository: any IssuesRepository

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .onAppear:
            return loadLinkedAssets(of: state.issue.id)

        case .refresh:
            let issueID = state.issue.id
            return .runSynchronously { [repository] send in
                send(.issueLoaded(repository.issue(id: issueID)))
                send(.linkedAssetsLoaded(repository.linkedAssets(forIssue: issueID)))
            }

        case let .issueLoaded(issue):
            guard let issue else {
                // Nothing can be linked to an issue that is gone: what it shows closes too.
                state.isGone = true
                state.destination = nil
                return .none
            }
            state.issue = issue
            state.isGone = false
            return .none

        case let .linkedAssetsLoaded(assets):
            state.linkedAssets = assets
            return .none

        case .linkAssetTapped:
            guard !state.isSelectable, !state.isGone else { return .none }
            state.destination = .assetsPicker
            return .none

        case let .assetPicked(asset):
            state.destination = nil
            let issueID = state.issue.id
            return .runSynchronously { [repository] send in
                repository.link(asset, toIssue: issueID)
                send(.linkedAssetsLoaded(repository.linkedAssets(forIssue: issueID)))
            }

        case let .openAssetTapped(assetID):
            guard state.linkedAssets.contains(where: { $0.id.isExactly(assetID) }) else { return .none }
            state.destination = .asset(assetID)
            return .none

        case .destinationDismissed:
            // Back from an asset's detail, which may have changed its link meanwhile: load them again.
            let wasAsset = if case .asset = state.destination { true } else { false }
            state.destination = nil
            return wasAsset ? loadLinkedAssets(of: state.issue.id) : .none

        case .selectTapped:
            guard state.isSelectable, !state.isGone else { return .none }
            return .send(.delegate(.selected(state.issue)))

        case .delegate:
            return .none
        }
    }

    private func loadLinkedAssets(of issueID: IssueUIModel.ID) -> Effect<Action> {
        .runSynchronously { [repository] send in send(.linkedAssetsLoaded(repository.linkedAssets(forIssue: issueID))) }
    }
}
