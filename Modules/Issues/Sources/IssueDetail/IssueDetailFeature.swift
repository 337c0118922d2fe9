import AssetsInterface
import CoreInterfaces
import FeatureRuntime
import IssuesInterface

/// One issue and the assets linked to it, to browse: it offers `Link asset` (the Assets module's
/// picker, presented) and `Open <asset>` (the Assets module's detail, pushed here). An issue
/// opened inside the picker is ``IssuePickerDetailFeature``.
struct IssueDetailFeature: Reducer {
    struct State: Equatable, Identifiable {
        /// The issue, known or loaded by ID, and the assets linked to it.
        var detail: LoadedItem<IssueUIModel, [AssetUIModel]>
        /// What this detail shows on top of itself, if anything: one thing at a time, each time
        /// with a new identity, so that a pick from a picker since dismissed is told apart.
        var destination = Presented<Destination>()

        var id: IssueUIModel.ID { detail.id }

        /// The detail of `issue`, known already.
        init(issue: IssueUIModel) {
            detail = LoadedItem(issue, linked: [])
        }

        /// The detail of the issue with `id`, to be loaded.
        init(id: IssueUIModel.ID) {
            detail = LoadedItem(id: id, linked: [])
        }
    }

    /// What an issue's detail can show on top of itself.
    enum Destination: Equatable, Sendable {
        /// The Assets module's picker, for `Link asset`.
        case assetsPicker
        /// A linked asset's detail, which the Assets module provides.
        case asset(AssetUIModel.ID)
    }

    enum Action: Equatable, ScreenAction {
        case onAppear, refresh, retryTapped
        case loaded(LoadedItem<IssueUIModel, [AssetUIModel]>.Step)
        case linkAssetTapped
        /// What the Assets picker sent back: the asset picked, or its dismissal.
        case assetsPicker(PresentationAction<AssetUIModel>)
        case openAssetTapped(AssetUIModel.ID)
        /// The user went back from a linked asset's detail.
        case assetDetail(PresentationAction<Never>)
    }

    let repository: any IssuesRepository

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .onAppear, .refresh, .retryTapped:
            return state.detail.load(for: action, Action.loaded, from: repository)

        case let .loaded(step):
            state.detail.finish(step)
            // Nothing can be linked to an issue that is gone: what it shows closes too.
            if state.detail.isGone { state.destination.dismiss() }
            return .none

        case .linkAssetTapped:
            guard state.detail.item != nil, !state.detail.isGone else { return .none }
            state.destination.present(.assetsPicker)
            return .none

        case let .assetsPicker(action):
            guard let asset = state.destination.take(action) else { return .none }
            let issueID = state.id
            // The change is the repository's from here on: saved even if this screen leaves first.
            // The detail shows the link once the repository has it, so a failure has nothing to undo.
            return state.detail.change(
                to: state.detail.linked, Action.loaded, saving: "link",
                save: { [repository] in try await repository.link(asset, toIssue: issueID) },
                readBack: { [repository] in try await repository.linkedAssets(forIssue: $0) })

        case let .openAssetTapped(assetID):
            guard state.detail.linked.contains(where: { $0.id.isExactly(assetID) }) else { return .none }
            state.destination.present(.asset(assetID))
            return .none

        case let .assetDetail(action):
            // Back from an asset's detail, which may have changed its link meanwhile, the detail
            // appears again (`onAppear`), and loads them again.
            state.destination.take(action)
            return .none
        }
    }
}

extension LoadedItem<IssueUIModel, [AssetUIModel]> {
    /// Starts the load `action` asks for of an issue's detail, browsing or in the picker, from
    /// `repository`: the issue, and the assets linked to it.
    mutating func load<Action: ScreenAction & Equatable>(
        for action: Action, _ loaded: @escaping @Sendable (Step) -> Action, from repository: any IssuesRepository
    ) -> Effect<Action> {
        load(
            for: action, loaded, item: { try await repository.issue(id: $0) },
            linked: { try await repository.linkedAssets(forIssue: $0) }, failing: "The issue could not be loaded")
    }
}
