/// The difference between two texts as `diff -u` prints it, for `--fix --dry-run`.
enum UnifiedDiff {
    /// The lines of `old` and `new` that differ, with three lines of context, under `--- a/FILE`
    /// and `+++ b/FILE` headers; empty when the texts are equal.
    static func text(from old: String, to new: String, file: String) -> String {
        let before = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let after = new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let steps = edits(before, after)
        guard steps.contains(where: { $0.kind != .same }) else { return "" }
        var output = "--- a/\(file)\n+++ b/\(file)\n"
        let context = 3
        var index = 0
        while index < steps.count {
            guard steps[index].kind != .same else { index += 1; continue }
            // A hunk: from `context` lines before this change to `context` after the last change
            // that lies within twice that of the one before it.
            let start = max(0, index - context)
            var end = index
            var last = index
            while end < steps.count, end - last <= 2 * context {
                if steps[end].kind != .same { last = end }
                end += 1
            }
            end = min(steps.count, last + context + 1)
            let hunk = steps[start..<end]
            let oldStart = (hunk.first { $0.kind != .inserted }?.old ?? hunk.first?.old ?? 0) + 1
            let newStart = (hunk.first { $0.kind != .removed }?.new ?? hunk.first?.new ?? 0) + 1
            let oldCount = hunk.filter { $0.kind != .inserted }.count
            let newCount = hunk.filter { $0.kind != .removed }.count
            output +=
                "@@ -\(oldCount == 0 ? oldStart - 1 : oldStart),\(oldCount) +\(newCount == 0 ? newStart - 1 : newStart),\(newCount) @@\n"
            for step in hunk {
                switch step.kind {
                case .same: output += " \(before[step.old])\n"
                case .removed: output += "-\(before[step.old])\n"
                case .inserted: output += "+\(after[step.new])\n"
                }
            }
            index = end
        }
        return output
    }

    struct Step {
        enum Kind { case same, removed, inserted }
        var kind: Kind
        /// The line's index in the old text (for an inserted line: where it goes).
        var old: Int
        /// The line's index in the new text (for a removed line: where it was).
        var new: Int
    }

    /// The shortest edit from `a` to `b` by the longest common subsequence of lines (manifests are
    /// a few hundred lines: the table is small).
    static func edits(_ a: [String], _ b: [String]) -> [Step] {
        var common = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                common[i][j] = a[i] == b[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
            }
        }
        var steps: [Step] = []
        var i = 0, j = 0
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] {
                steps.append(Step(kind: .same, old: i, new: j))
                i += 1
                j += 1
            } else if i < a.count, j == b.count || common[i + 1][j] >= common[i][j + 1] {
                steps.append(Step(kind: .removed, old: i, new: j))
                i += 1
            } else {
                steps.append(Step(kind: .inserted, old: i, new: j))
                j += 1
            }
        }
        return steps
    }
}
