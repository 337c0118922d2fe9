import CoreInterfaces

/// One issue and the assets linked to it. Browsing, it offers `Link asset` (an asset picked from
/// the Assets module, awaited) and `Open <asset>` (the Assets module's detail, pushed here).
/// Inside the picker it offers `Select issue` instead, which it reports upward.
struct IssueDetailFeature: Reducer {
    struct State: Equatable {
        var issue: IssueUIModel
        /// Whether this detail sits inside the picker and so offers `Select issue`.
        var isSelectable = false
        var linkedAssets: [AssetUIModel] = []
        /// Whether the asset picker is up, awaiting an answer.
        var isPickingAsset = false
        /// The linked asset whose detail is open on top of this one.
        var openedAsset: AssetUIModel.ID?
        /// Whether the issue is no longer in the data (deleted in another session or by hand).
        var isGone = false
    }

    enum Action: Equatable, Sendable {
        case onAppear
        /// The data may have changed outside this screen: load the issue and its links again.
        case refresh
        case issueLoaded(IssueUIModel?)
        case linkedAssetsLoaded([AssetUIModel])
        case linkAssetTapped
        case assetPickFinished(AssetUIModel?)
        case openAssetTapped(AssetUIModel.ID)
        case openedAssetDismissed
        case selectTapped
        case delegate(Delegate)

        /// What this feature tells its parent.
        enum Delegate: Equatable, Sendable {
            case selected(IssueUIModel)
        }
    }

    let repository: any IssuesRepository
    /// Presents the Assets module's picker and waits for its answer (`nil` when cancelled).
    let pickAsset: @MainActor () async -> AssetUIModel?

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .onAppear, .openedAssetDismissed:
            state.openedAsset = nil
            let issueID = state.issue.id
            return .run { [repository] send in
                send(.linkedAssetsLoaded(repository.linkedAssets(forIssue: issueID)))
            }

        case .refresh:
            let issueID = state.issue.id
            return .run { [repository] send in
                send(.issueLoaded(repository.issue(id: issueID)))
                send(.linkedAssetsLoaded(repository.linkedAssets(forIssue: issueID)))
            }

        case let .issueLoaded(issue):
            guard let issue else {
                state.isGone = true
                return .none
            }
            state.issue = issue
            state.isGone = false
            return .none

        case let .linkedAssetsLoaded(assets):
            state.linkedAssets = assets
            return .none

        case .linkAssetTapped:
            guard !state.isSelectable, !state.isPickingAsset, !state.isGone else { return .none }
            state.isPickingAsset = true
            return .task { [pickAsset] send in send(.assetPickFinished(await pickAsset())) }

        case let .assetPickFinished(asset):
            state.isPickingAsset = false
            guard let asset else { return .none }
            let issueID = state.issue.id
            return .run { [repository] send in
                repository.link(asset, toIssue: issueID)
                send(.linkedAssetsLoaded(repository.linkedAssets(forIssue: issueID)))
            }

        case let .openAssetTapped(assetID):
            guard state.linkedAssets.contains(where: { $0.id == assetID }) else { return .none }
            state.openedAsset = assetID
            return .none

        case .selectTapped:
            guard state.isSelectable, !state.isGone else { return .none }
            return .send(.delegate(.selected(state.issue)))

        case .delegate:
            return .none
        }
    }
}
