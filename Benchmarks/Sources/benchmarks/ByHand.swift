import AppCore
import CoreInterfaces
import DataFile

/// The round trip's user-visible work with no architecture: no Store, reducer, Effect, factory or
/// registry; plain objects and closures. It loads the same issues from the same repository, builds
/// the same picker labels and the same detail lines before and after, and links through the same
/// repository. `texts()` must equal ``RoundTrip/texts()``, which the benchmark checks before timing.
@MainActor
final class ByHandRoundTrip {
    /// The picker: the issues, and what to do with the one picked.
    final class Picker {
        let issues: [IssueUIModel]
        let onPick: (IssueUIModel) -> Void

        init(issues: [IssueUIModel], onPick: @escaping (IssueUIModel) -> Void) {
            self.issues = issues
            self.onPick = onPick
        }

        /// The title, lines and labels the user sees.
        var text: (title: String, lines: [String], labels: [String]) {
            ("Pick an issue", issues.isEmpty ? ["No issues to pick."] : [], issues.map(\.title) + issues.map { "Open \($0.title)" })
        }
    }

    private let data: InMemoryDataStore
    private let asset: AssetUIModel
    private var linkedIssue: IssueUIModel?
    private var picker: Picker?

    init?(data: InMemoryDataStore) {
        guard let asset = data.asset(id: "AST-1001") else { return nil }
        self.data = data
        self.asset = asset
        linkedIssue = data.linkedIssue(forAsset: asset.id)
    }

    /// The detail's title, lines and labels.
    var detailText: (title: String, lines: [String], labels: [String]) {
        (
            asset.name,
            [
                "ID: \(asset.id)",
                "Status: \(asset.status)",
                "Category: \(asset.category)",
                "Linked issue: " + (linkedIssue.map { "\($0.id) \($0.title) (\($0.status))" } ?? "none"),
            ],
            linkedIssue == nil ? ["Link issue"] : ["Link issue", "Unlink issue"]
        )
    }

    private func linkIssue() {
        picker = Picker(issues: data.allIssues()) { [unowned self] issue in
            data.link(issue, toAsset: asset.id)
            linkedIssue = data.linkedIssue(forAsset: asset.id)
            picker = nil
        }
    }

    /// One round trip. Returns whether every step happened.
    func run() -> Bool {
        blackHole(detailText)
        linkIssue()
        guard let picker, let first = picker.issues.first else { return false }
        blackHole(picker.text)
        picker.onPick(first)
        guard self.picker == nil else { return false }
        blackHole(detailText)
        return true
    }

    /// The texts the user sees on the way, in ``RoundTrip/text(_:)``'s form.
    func texts() -> [String] {
        let join = { (text: (title: String, lines: [String], labels: [String])) in
            ([text.title] + text.lines + text.labels).joined(separator: "\n")
        }
        var texts = [join(detailText)]
        linkIssue()
        guard let picker, let first = picker.issues.first else { return texts }
        texts.append(join(picker.text))
        picker.onPick(first)
        texts.append(join(detailText))
        return texts
    }
}
