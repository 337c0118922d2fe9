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
        /// A change to the link failed: the detail shows `previous` again, unless it shows another
        /// change made since (anything but `shown`), and the one line says why.
        case changeFailed(shown: IssueUIModel?, previous: IssueUIModel?, String)
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

        case let .changeFailed(shown, previous, line):
            if Self.isSame(state.detail.linked, shown) { state.detail.linked = previous }
            state.detail.failure = line
            return .none

        case .linkIssueTapped:
            guard state.detail.item != nil, !state.detail.isGone else { return .none }
            state.destination.present(.issuesPicker)
            return .none

        case let .issuesPicker(action):
            guard let issue = state.destination.take(action) else { return .none }
            let previous = state.detail.linked
            state.detail.linked = issue
            let assetID = state.id
            // The change is the repository's from here on: saved even if this screen leaves first.
            // While the screen stays, it shows what the repository kept (it may refuse a gone issue).
            return .run { [repository] send in
                do {
                    try await repository.link(issue, toAsset: assetID)
                } catch {
                    return await send(
                        .changeFailed(shown: issue, previous: previous, "The link could not be saved: \(error)"))
                }
                await send(.loaded(.linked(try await repository.linkedIssue(forAsset: assetID))))
            } catch: { error, send in
                await send(.loaded(.failed("The link is saved, but could not be read back: \(error)")))
            }

        case .unlinkIssueTapped:
            guard let previous = state.detail.linked else { return .none }
            state.detail.linked = nil
            let assetID = state.id
            return .run { [repository] _ in
                try await repository.unlinkIssue(fromAsset: assetID)
            } catch: { error, send in
                await send(.changeFailed(shown: nil, previous: previous, "The unlink could not be saved: \(error)"))
            }
        }
    }

    /// Whether the two show the same link: the same issue, by its ID's code points, or none.
    private static func isSame(_ issue: IssueUIModel?, _ other: IssueUIModel?) -> Bool {
        switch (issue, other) {
        case (nil, nil): true
        case let (issue?, other?): issue.id.isExactly(other.id)
        default: false
        }
    }
}
