import AppCore
import AssetsInterface
import CoreInterfaces
import IssuesInterface

/// The round trip's user-visible work with no architecture: no Store, reducer, Effect, task the
/// architecture owns, factory or registry; plain objects and closures. It makes the same awaiting
/// repository calls, through the same ``Backend`` (latency zero), in the same order: the asset and
/// its link when the detail is first shown, the issues when the picker is, and on a pick the link
/// saved and read back. It builds the same picker labels and the same detail lines before and
/// after. `texts()` must equal ``RoundTrip/texts()``, which the benchmark checks before timing.
@MainActor
final class ByHandRoundTrip {
    /// The picker: the issues, and what to do with the one picked.
    final class Picker {
        let issues: [IssueUIModel]
        let onPick: @MainActor (IssueUIModel) async throws -> Void

        init(issues: [IssueUIModel], onPick: @escaping @MainActor (IssueUIModel) async throws -> Void) {
            self.issues = issues
            self.onPick = onPick
        }

        /// The title, lines and labels the user sees.
        var text: (title: String, lines: [String], labels: [String]) {
            (
                "Pick an issue", issues.isEmpty ? ["No issues to pick."] : [],
                issues.map(\.title) + issues.map { "Open \($0.title)" }
            )
        }
    }

    private let backend: Backend
    private let asset: AssetUIModel
    private var linkedIssue: IssueUIModel?
    private var picker: Picker?

    /// The detail of AST-1001, loaded through `backend`; `nil` when there is no such asset or a
    /// call fails.
    init?(backend: Backend) async {
        do {
            guard let asset = try await backend.asset(id: "AST-1001") else { return nil }
            self.backend = backend
            self.asset = asset
            linkedIssue = try await backend.linkedIssue(forAsset: asset.id)
        } catch {
            return nil
        }
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

    /// `Link issue`: the picker, over the issues loaded through the backend.
    private func linkIssue() async throws {
        picker = Picker(issues: try await backend.allIssues()) { [unowned self] issue in
            linkedIssue = issue
            picker = nil
            try await backend.link(issue, toAsset: asset.id)
            linkedIssue = try await backend.linkedIssue(forAsset: asset.id)
        }
    }

    /// One round trip. Returns whether every step happened.
    func run() async -> Bool {
        do {
            blackHole(detailText)
            try await linkIssue()
            guard let picker, let first = picker.issues.first else { return false }
            blackHole(picker.text)
            try await picker.onPick(first)
            guard self.picker == nil else { return false }
            blackHole(detailText)
            return true
        } catch {
            return false
        }
    }

    /// The texts the user sees on the way, in ``RoundTrip/text(_:)``'s form.
    func texts() async -> [String] {
        let join = { (text: (title: String, lines: [String], labels: [String])) in
            ([text.title] + text.lines + text.labels).joined(separator: "\n")
        }
        var texts = [join(detailText)]
        guard (try? await linkIssue()) != nil, let picker, let first = picker.issues.first else { return texts }
        texts.append(join(picker.text))
        guard (try? await picker.onPick(first)) != nil else { return texts }
        texts.append(join(detailText))
        return texts
    }
}
