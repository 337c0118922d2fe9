import AppCore
import Assets
import AssetsInterface
import CoreInterfaces
import Dependencies
import Issues
import IssuesInterface
import Swinject

// The round trip's equal-work variants: the same screens and the same user-visible work, with the
// factory wired another way (the seed's switch, a Swinject container, swift-dependencies), and with
// no architecture at all. Each variant's screens read and write through the same awaiting
// repository, ``Backend`` (latency zero), as the App's do. See Docs/Performance.md.

/// The seed's shape: a hand-written factory that switches over destinations and calls the modules'
/// providers directly; no registry, no plugins.
@MainActor
struct SwitchFactory: NavigationFactory {
    let data: Backend

    func makeScreen(
        for destination: NavigationDestination, onResult: @escaping @MainActor (any NavigationResult) -> Void
    ) -> any Screen {
        switch destination.name {
        case NavigationDestination.picker(.issuesListPicker).name:
            IssuesProvider(repository: data).makeIssuesListPicker { issue in onResult(issue) }
        case NavigationDestination.picker(.assetsListPicker).name:
            AssetsProvider(repository: data).makeAssetsListPicker { asset in onResult(asset) }
        case NavigationDestination.assetsList.name:
            AssetsProvider(repository: data).makeAssetsList()
        case NavigationDestination.assetDetail.name:
            AssetsProvider(repository: data).makeAssetDetail(id: destination.id ?? "")
        case NavigationDestination.issuesList.name:
            IssuesProvider(repository: data).makeIssuesList()
        case NavigationDestination.issueDetail.name:
            IssuesProvider(repository: data).makeIssueDetail(id: destination.id ?? "")
        default:
            TextScreen(title: "Unavailable", lines: ["No module provides \(destination.name)."])
        }
    }

    func presentationStyle(of destination: NavigationDestination) -> PresentationStyle {
        destination.result == nil ? .push : .modal
    }

    func makeParts(at point: PartPoint) -> [Part] { [] }
}

/// What a container hands the App's factory: the Issues module's way to make its picker.
struct IssuesPickerMaker: Sendable {
    let make: @MainActor @Sendable (_ onResult: @escaping @MainActor (IssueUIModel) -> Void) -> any Screen
}

/// The App's factory getting the Issues picker's maker from a Swinject `Container`.
@MainActor
struct SwinjectFactory: NavigationFactory {
    let container: Container

    init(data: Backend) {
        container = Container()
        container.register(IssuesPickerMaker.self) { _ in
            IssuesPickerMaker { onResult in IssuesProvider(repository: data).makeIssuesListPicker(onResult: onResult) }
        }
    }

    func makeScreen(
        for destination: NavigationDestination, onResult: @escaping @MainActor (any NavigationResult) -> Void
    ) -> any Screen {
        guard destination.isKind(of: .picker(.issuesListPicker)), let maker = container.resolve(IssuesPickerMaker.self)
        else {
            return TextScreen(title: "Unavailable", lines: ["No module provides \(destination.name)."])
        }
        return maker.make { issue in onResult(issue) }
    }

    func presentationStyle(of destination: NavigationDestination) -> PresentationStyle { .modal }

    func makeParts(at point: PartPoint) -> [Part] { [] }
}

private enum IssuesPickerMakerKey: DependencyKey {
    static let liveValue = IssuesPickerMaker { _ in
        TextScreen(title: "Unavailable", lines: ["No picker was given."])
    }
}

extension DependencyValues {
    var issuesPickerMaker: IssuesPickerMaker {
        get { self[IssuesPickerMakerKey.self] }
        set { self[IssuesPickerMakerKey.self] = newValue }
    }
}

/// The App's factory getting the Issues picker's maker from `@Dependency`, as TCA code reads it.
@MainActor
struct DependenciesFactory: NavigationFactory {
    @Dependency(\.issuesPickerMaker) var maker

    func makeScreen(
        for destination: NavigationDestination, onResult: @escaping @MainActor (any NavigationResult) -> Void
    ) -> any Screen {
        guard destination.isKind(of: .picker(.issuesListPicker)) else {
            return TextScreen(title: "Unavailable", lines: ["No module provides \(destination.name)."])
        }
        return maker.make { issue in onResult(issue) }
    }

    func presentationStyle(of destination: NavigationDestination) -> PresentationStyle { .modal }

    func makeParts(at point: PartPoint) -> [Part] { [] }

    /// A factory whose dependency makes the Issues picker over `data`.
    static func make(data: Backend) -> DependenciesFactory {
        withDependencies {
            $0.issuesPickerMaker = IssuesPickerMaker { onResult in
                IssuesProvider(repository: data).makeIssuesListPicker(onResult: onResult)
            }
        } operation: {
            DependenciesFactory()
        }
    }
}
