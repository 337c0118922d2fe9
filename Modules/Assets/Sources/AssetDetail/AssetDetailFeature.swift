import AssetsInterface
import CoreInterfaces
import FeatureRuntime
import IssuesInterface

/// One asset: its facts, its linked issue, and what it shows on top of itself.
struct AssetDetailFeature: Reducer {
    struct State: Equatable, Identifiable {
        /// The asset's ID, known before the asset itself when the detail is opened by ID.
        let id: AssetUIModel.ID
        /// The asset, once known: from the list that pushed the detail, or loaded by ID.
        var asset: AssetUIModel?
        var linkedIssue: IssueUIModel?
        /// Whether the asset's link (and, opened by ID, the asset) is loading.
        var isLoading = true
        /// What went wrong with the last load or save, in one line, until one succeeds.
        var failure: String?
        /// What this detail shows on top of itself, if anything: one thing at a time, each time
        /// with a new identity, so that a pick from a picker since dismissed is told apart.
        var destination = Presented<Destination>()
        /// Whether the asset is no longer in the data (deleted in another session or by hand).
        var isGone = false

        /// The detail of `asset`, known already.
        init(asset: AssetUIModel) {
            id = asset.id
            self.asset = asset
        }

        /// The detail of the asset with `id`, to be loaded.
        init(id: AssetUIModel.ID) {
            self.id = id
        }
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
        case retryTapped
        case assetLoaded(AssetUIModel?)
        case linkedIssueLoaded(IssueUIModel?)
        /// A load failed; the one line says which and why.
        case failed(String)
        /// A change to the link failed: the detail shows `previous` again, unless it shows another
        /// change made since (anything but `shown`), and the one line says why.
        case changeFailed(shown: IssueUIModel?, previous: IssueUIModel?, String)
        case linkIssueTapped
        /// The Issues picker of the presentation `from` handed back `issue`.
        case issueSelected(IssueUIModel, from: PresentationID)
        /// The user went back from, or cancelled, what the presentation shows.
        case destinationDismissed(PresentationID)
        case unlinkIssueTapped
    }

    /// A load replaces the one in flight.
    enum CancelID { case load }

    let repository: any AssetsRepository

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .onAppear:
            return load(state.id, withAsset: state.asset == nil)

        case .refresh:
            return load(state.id, withAsset: true)

        case .retryTapped:
            state.isLoading = true
            state.failure = nil
            return load(state.id, withAsset: true)

        case let .assetLoaded(asset):
            guard let asset else {
                // Nothing can be linked to an asset that is gone: the picker closes too.
                state.isGone = state.asset != nil
                state.destination.dismiss()
                return .none
            }
            state.asset = asset
            state.isGone = false
            return .none

        case let .linkedIssueLoaded(issue):
            state.linkedIssue = issue
            state.isLoading = false
            state.failure = nil
            return .none

        case let .failed(line):
            state.isLoading = false
            state.failure = line
            return .none

        case let .changeFailed(shown, previous, line):
            if Self.isSame(state.linkedIssue, shown) { state.linkedIssue = previous }
            state.failure = line
            return .none

        case .linkIssueTapped:
            guard state.asset != nil, !state.isGone else { return .none }
            state.destination.present(.issuesPicker)
            return .none

        case let .issueSelected(issue, presentation):
            // A pick from a picker dismissed or replaced since is late: it changes nothing.
            guard state.destination.isCurrent(presentation) else { return .none }
            state.destination.dismiss()
            let previous = state.linkedIssue
            state.linkedIssue = issue
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
                await send(.linkedIssueLoaded(try await repository.linkedIssue(forAsset: assetID)))
            } catch: { error, send in
                await send(.failed("The link is saved, but could not be read back: \(error)"))
            }

        case let .destinationDismissed(presentation):
            guard state.destination.isCurrent(presentation) else { return .none }
            state.destination.dismiss()
            return .none

        case .unlinkIssueTapped:
            guard let previous = state.linkedIssue else { return .none }
            state.linkedIssue = nil
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

    /// Loads the asset's link and, when `withAsset`, the asset first.
    private func load(_ assetID: AssetUIModel.ID, withAsset: Bool) -> Effect<Action> {
        .run { [repository] send in
            if withAsset { await send(.assetLoaded(try await repository.asset(id: assetID))) }
            await send(.linkedIssueLoaded(try await repository.linkedIssue(forAsset: assetID)))
        } catch: { error, send in
            await send(.failed("The asset could not be loaded: \(error)"))
        }
        .cancellable(id: CancelID.load, cancelInFlight: true)
    }
}
