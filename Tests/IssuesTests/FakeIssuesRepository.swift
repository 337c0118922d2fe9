import AssetsInterface
import CoreInterfaces
import Issues
import IssuesInterface
import FeatureTesting

/// An in-memory ``IssuesRepository`` over fixed lists, remembering links.
@MainActor
final class FakeIssuesRepository: IssuesRepository {
    var issues: [IssueUIModel]
    var assets: [AssetUIModel]
    private(set) var issueIDByAssetID: [AssetUIModel.ID: IssueUIModel.ID]

    init(
        issues: [IssueUIModel] = Fixtures.issues,
        assets: [AssetUIModel] = Fixtures.assets,
        issueIDByAssetID: [AssetUIModel.ID: IssueUIModel.ID] = [:]
    ) {
        self.issues = issues
        self.assets = assets
        self.issueIDByAssetID = issueIDByAssetID
    }

    /// How every call answers: at once unless a test says otherwise.
    let gate = CallGate()

    func allIssues() async throws -> [IssueUIModel] {
        try await gate.pass()
        return issues
    }

    func issue(id issueID: IssueUIModel.ID) async throws -> IssueUIModel? {
        try await gate.pass()
        return issues.first { $0.id == issueID }
    }

    func linkedAssets(forIssue issueID: IssueUIModel.ID) async throws -> [AssetUIModel] {
        try await gate.pass()
        return assets.filter { issueIDByAssetID[$0.id] == issueID }
    }

    /// A change is the repository's once asked for (``IssuesRepository``): it runs in a task of
    /// its own, which the caller's screen leaving does not cancel.
    func link(_ asset: AssetUIModel, toIssue issueID: IssueUIModel.ID) async throws {
        try await Task {
            try await gate.pass()
            issueIDByAssetID[asset.id] = issueID
        }.value
    }
}

enum Fixtures {
    static let leak = IssueUIModel(id: "I-1", title: "Oil leak", status: "Open", description: "Drips from the seal.")
    static let noise = IssueUIModel(
        id: "I-2", title: "Grinding noise", status: "In progress", description: "On start-up.")
    static let issues = [leak, noise]
    /// Made-up assets: the Issues module never sees the Assets module's data.
    static let press = AssetUIModel(id: "A-7", name: "Hydraulic press", status: "In service", category: "Forming")
    static let pump = AssetUIModel(id: "A-8", name: "Coolant pump", status: "Standby", category: "Fluids")
    static let assets = [press, pump]
}

/// Counts what a picker hands back through `onResult`.
@MainActor
final class ResultRecorder {
    private(set) var results: [IssueUIModel] = []

    func record(_ issue: IssueUIModel) {
        results.append(issue)
    }
}
