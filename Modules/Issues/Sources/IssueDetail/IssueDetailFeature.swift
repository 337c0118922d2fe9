import AssetsInterface
import CoreInterfaces
import FeatureRuntime
import IssuesInterface

/// One issue and the assets linked to it, to browse: it offers `Link asset` (the Assets module's
/// picker, presented) and `Open <asset>` (the Assets module's detail, pushed here). An issue
/// opened inside the picker is ``IssuePickerDetailFeature``.
struct IssueDetailFeature: Reducer {
    struct State: Equatable, Identifiable {
        /// The issue's ID, known before the issue itself when the detail is opened by ID.
        let id: IssueUIModel.ID
        /// The issue, once known: from the list that pushed the detail, or loaded by ID.
        var issue: IssueUIModel?
        var linkedAssets: [AssetUIModel] = []
        /// Whether the issue's links (and, opened by ID, the issue) are loading.
        var isLoading = true
        /// What went wrong with the last load or save, in one line, until one succeeds.
        var failure: String?
        /// What this detail shows on top of itself, if anything: one thing at a time, each time
        /// with a new identity, so that a pick from a picker since dismissed is told apart.
        var destination = Presented<Destination>()
        /// Whether the issue is no longer in the data (deleted in another session or by hand).
        var isGone = false

        /// The detail of `issue`, known already.
        init(issue: IssueUIModel) {
            id = issue.id
            self.issue = issue
        }

        /// The detail of the issue with `id`, to be loaded.
        init(id: IssueUIModel.ID) {
            self.id = id
        }
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
        case retryTapped
        case issueLoaded(IssueUIModel?)
        case linkedAssetsLoaded([AssetUIModel])
        /// A load or a change failed; the one line says which and why.
        case failed(String)
        case linkAssetTapped
        /// The Assets picker of the presentation `from` handed back `asset`.
        case assetPicked(AssetUIModel, from: PresentationID)
        case openAssetTapped(AssetUIModel.ID)
        /// The user went back from, or cancelled, what the presentation shows.
        case destinationDismissed(PresentationID)
    }

    /// A load replaces the one in flight.
    enum CancelID { case load }

    let repository: any IssuesRepository

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .onAppear:
            return load(state.id, withIssue: state.issue == nil)

        case .refresh:
            return load(state.id, withIssue: true)

        case .retryTapped:
            state.isLoading = true
            state.failure = nil
            return load(state.id, withIssue: true)

        case let .issueLoaded(issue):
            guard let issue else {
                // Nothing can be linked to an issue that is gone: what it shows closes too.
                state.isGone = state.issue != nil
                state.destination.dismiss()
                return .none
            }
            state.issue = issue
            state.isGone = false
            return .none

        case let .linkedAssetsLoaded(assets):
            state.linkedAssets = assets
            state.isLoading = false
            state.failure = nil
            return .none

        case let .failed(line):
            state.isLoading = false
            state.failure = line
            return .none

        case .linkAssetTapped:
            guard state.issue != nil, !state.isGone else { return .none }
            state.destination.present(.assetsPicker)
            return .none

        case let .assetPicked(asset, presentation):
            // A pick from a picker dismissed or replaced since is late: it changes nothing.
            guard state.destination.isCurrent(presentation) else { return .none }
            state.destination.dismiss()
            let issueID = state.id
            // The change is the repository's from here on: saved even if this screen leaves first.
            // The detail shows the link once the repository has it, so a failure has nothing to undo.
            return .run { [repository] send in
                do {
                    try await repository.link(asset, toIssue: issueID)
                } catch {
                    return await send(.failed("The link could not be saved: \(error)"))
                }
                await send(.linkedAssetsLoaded(try await repository.linkedAssets(forIssue: issueID)))
            } catch: { error, send in
                await send(.failed("The link is saved, but could not be read back: \(error)"))
            }

        case let .openAssetTapped(assetID):
            guard state.linkedAssets.contains(where: { $0.id.isExactly(assetID) }) else { return .none }
            state.destination.present(.asset(assetID))
            return .none

        case let .destinationDismissed(presentation):
            guard state.destination.isCurrent(presentation) else { return .none }
            // Back from an asset's detail, which may have changed its link meanwhile, the detail
            // appears again (`onAppear`), and loads them again.
            state.destination.dismiss()
            return .none
        }
    }

    /// Loads the issue's linked assets and, when `withIssue`, the issue first.
    private func load(_ issueID: IssueUIModel.ID, withIssue: Bool) -> Effect<Action> {
        .loadIssue(
            issueID, withIssue: withIssue, from: repository, cancelID: CancelID.load,
            issueLoaded: Action.issueLoaded, linkedAssetsLoaded: Action.linkedAssetsLoaded, failed: Action.failed
        )
    }
}
