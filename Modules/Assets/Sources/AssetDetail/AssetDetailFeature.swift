import AssetsInterface
import CoreInterfaces
import FeatureRuntime
import IssuesInterface

/// One asset: its facts, its linked issue, and what it shows on top of itself.
struct AssetDetailFeature: Reducer {
    struct State: Equatable, Identifiable {
        /// The asset, known or loaded by ID, and the issue linked to it.
        var detail: LoadedItem<AssetUIModel, IssueUIModel?>
        /// What this detail shows on top of itself, if anything: one thing at a time, each time
        /// with a new identity, so that a pick from a picker since dismissed is told apart.
        var destination = Presented<Destination>()

        var id: AssetUIModel.ID { detail.id }

        /// The detail of `asset`, known already.
        init(asset: AssetUIModel) {
            detail = LoadedItem(asset, linked: nil)
        }

        /// The detail of the asset with `id`, to be loaded.
        init(id: AssetUIModel.ID) {
            detail = LoadedItem(id: id, linked: nil)
        }
    }

    /// What an asset's detail can show on top of itself.
    enum Destination: Equatable, Sendable {
        /// The Issues module's picker, for `Link issue`.
        case issuesPicker
    }

    enum Action: Equatable, ScreenAction {
        case onAppear, refresh, retryTapped
        case loaded(LoadedItem<AssetUIModel, IssueUIModel?>.Step)
        case linkIssueTapped
        /// What the Issues picker sent back: the issue picked, or its dismissal.
        case issuesPicker(PresentationAction<IssueUIModel>)
        case unlinkIssueTapped
    }

    let repository: any AssetsRepository

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .onAppear, .refresh, .retryTapped:
            return state.detail.load(
                for: action, Action.loaded, item: { [repository] in try await repository.asset(id: $0) },
                linked: { [repository] in try await repository.linkedIssue(forAsset: $0) },
                failing: "The asset could not be loaded")

        case let .loaded(step):
            state.detail.finish(step)
            // Nothing can be linked to an asset that is gone: the picker closes too.
            if state.detail.isGone { state.destination.dismiss() }
            return .none

        case .linkIssueTapped:
            guard state.detail.item != nil, !state.detail.isGone else { return .none }
            state.destination.present(.issuesPicker)
            return .none

        case let .issuesPicker(action):
            guard let issue = state.destination.take(action) else { return .none }
            let assetID = state.id
            // The change is the repository's from here on: saved even if this screen leaves first.
            // While the screen stays, it shows what the repository kept (it may refuse a gone issue).
            return state.detail.change(
                to: issue, Action.loaded, saving: "link",
                save: { [repository] in try await repository.link(issue, toAsset: assetID) },
                readBack: { [repository] in try await repository.linkedIssue(forAsset: $0) })

        case .unlinkIssueTapped:
            guard state.detail.linked != nil else { return .none }
            let assetID = state.id
            return state.detail.change(
                to: nil, Action.loaded, saving: "unlink",
                save: { [repository] in try await repository.unlinkIssue(fromAsset: assetID) })
        }
    }
}
