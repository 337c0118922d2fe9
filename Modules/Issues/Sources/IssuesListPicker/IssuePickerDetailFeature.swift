import AssetsInterface
import CoreInterfaces
import FeatureRuntime
import IssuesInterface

/// An issue opened inside the picker, to read before picking it: the issue, the assets linked to
/// it, and `Select issue`, which it reports upward. It links and opens nothing; browsing, that is
/// ``IssueDetailFeature``'s work.
struct IssuePickerDetailFeature: Reducer {
    struct State: Equatable, Identifiable {
        /// The issue, from the picker's list, and the assets linked to it; both loaded again when
        /// the data may have changed. An issue that is gone can no longer be selected.
        var detail: LoadedItem<IssueUIModel, [AssetUIModel]>

        /// The picker's detail of `issue`.
        init(issue: IssueUIModel) {
            detail = LoadedItem(issue, linked: [])
        }

        /// The issue's ID: another issue's detail is another detail.
        var id: IssueUIModel.ID { detail.id }
    }

    enum Action: Equatable, ScreenAction {
        case onAppear, refresh, retryTapped
        case loaded(LoadedItem<IssueUIModel, [AssetUIModel]>.Step)
        case selectTapped
        case delegate(Delegate)

        /// What this feature tells the picker.
        enum Delegate: Equatable, Sendable {
            case selected(IssueUIModel)
        }
    }

    let repository: any IssuesRepository

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .selectTapped:
            guard let issue = state.detail.item, !state.detail.isGone else { return .none }
            return .send(.delegate(.selected(issue)))

        case .delegate:
            return .none

        case .onAppear, .refresh, .retryTapped:
            return state.detail.load(for: action, Action.loaded, from: repository)

        case let .loaded(step):
            state.detail.finish(step)
            return .none
        }
    }
}
