import CoreInterfaces

/// One asset: its facts, its linked issue, and what it shows on top of itself.
struct AssetDetailFeature: Reducer {
    struct State: Equatable {
        /// The asset's ID, known before the asset itself when the detail is opened by ID.
        let id: AssetUIModel.ID
        /// The asset, once known: from the list that pushed the detail, or loaded by ID.
        var asset: AssetUIModel?
        var linkedIssue: IssueUIModel?
        /// Whether the asset's link (and, opened by ID, the asset) is loading.
        var isLoading = true
        /// What went wrong with the last load or save, in one line, until one succeeds.
        var failure: String?
        /// What this detail shows on top of itself, if anything: one at a time.
        var destination: Destination?
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
        /// A load or a save failed; the one line says which and why.
        case failed(String)
        case linkIssueTapped
        case issueSelected(IssueUIModel)
        /// The user went back from, or cancelled, what ``State/destination`` shows.
        case destinationDismissed
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
                state.destination = nil
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

        case .linkIssueTapped:
            guard state.asset != nil, !state.isGone else { return .none }
            state.destination = .issuesPicker
            return .none

        case let .issueSelected(issue):
            state.linkedIssue = issue
            state.destination = nil
            let assetID = state.id
            // The repository may refuse the link (the issue is gone); show what it kept.
            return .run { [repository] send in
                do {
                    try await repository.link(issue, toAsset: assetID)
                    send(.linkedIssueLoaded(try await repository.linkedIssue(forAsset: assetID)))
                } catch {
                    send(.failed("The link could not be saved: \(error)"))
                }
            }

        case .destinationDismissed:
            state.destination = nil
            return .none

        case .unlinkIssueTapped:
            guard state.linkedIssue != nil else { return .none }
            state.linkedIssue = nil
            let assetID = state.id
            return .run { [repository] send in
                do {
                    try await repository.unlinkIssue(fromAsset: assetID)
                } catch {
                    send(.failed("The unlink could not be saved: \(error)"))
                }
            }
        }
    }

    /// Loads the asset's link and, when `withAsset`, the asset first.
    private func load(_ assetID: AssetUIModel.ID, withAsset: Bool) -> Effect<Action> {
        .run { [repository] send in
            do {
                if withAsset { send(.assetLoaded(try await repository.asset(id: assetID))) }
                send(.linkedIssueLoaded(try await repository.linkedIssue(forAsset: assetID)))
            } catch {
                send(.failed("The asset could not be loaded: \(error)"))
            }
        }
        .cancellable(id: CancelID.load, cancelInFlight: true)
    }
}
