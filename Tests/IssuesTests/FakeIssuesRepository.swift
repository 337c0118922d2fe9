import CoreInterfaces
import Issues

/// An in-memory ``IssuesRepository`` over a fixed list.
@MainActor
final class FakeIssuesRepository: IssuesRepository {
    var issues: [IssueUIModel]

    init(issues: [IssueUIModel] = Fixtures.issues) {
        self.issues = issues
    }

    func allIssues() -> [IssueUIModel] { issues }
}

enum Fixtures {
    static let leak = IssueUIModel(id: "I-1", title: "Oil leak", status: "Open", description: "Drips from the seal.")
    static let noise = IssueUIModel(id: "I-2", title: "Grinding noise", status: "In progress", description: "On start-up.")
    static let issues = [leak, noise]
}

/// Counts what a picker hands back through `onResult`.
@MainActor
final class ResultRecorder {
    private(set) var results: [IssueUIModel] = []

    func record(_ issue: IssueUIModel) {
        results.append(issue)
    }
}
