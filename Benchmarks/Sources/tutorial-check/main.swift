import BenchmarkSupport
import Foundation

// tutorial-check: follows Docs/AddingAModule.md exactly as written, on a fresh copy of this
// repository, and checks what the page claims against what happened. Fails (exit status 1), naming
// the step, on any drift.
//
// In the page's order:
// - a ```swift block whose lead says "Create `PATH`" is written to PATH;
// - a ```diff block is applied with `git apply`, and a hunk that needs an offset is drift;
// - each line of a ```sh block is run, and must succeed; after one that re-records the sessions,
//   the next paragraph's "N transcripts" must be how many transcripts changed;
// - a ```text block of `$ command` lines and their output is run, and the output must match
//   (`...` stands for any lines);
// - at the end, the files edited by hand and the new files must be those "Every file touched"
//   lists (a folder's row with how many files it gets), and the introduction's count of edited
//   files must be theirs;
// - and every Swift file it wrote or edited must pass `swift format lint --strict` (.swift-format).
// Before all that, it proves it can fail: the first diff with one line changed must not apply.
//
// Run from the root package: `swift run -c release --package-path Benchmarks tutorial-check`.

/// Prints a line at once (stdout is a pipe in CI).
func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

/// The copies of the repository this check made, removed whenever it stops.
nonisolated(unsafe) var copies: [URL] = []

/// Removes the copies and stops with `status`.
func finish(_ status: Int32) -> Never {
    for copy in copies { try? FileManager.default.removeItem(at: copy) }
    exit(status)
}

/// Stops with a one-line reason and exit status 1: a step the rest cannot follow.
func drift(_ message: String) -> Never {
    FileHandle.standardError.write(Data("tutorial-check: \(message)\n".utf8))
    finish(1)
}

/// A claim of the page that did not hold; the check goes on, and fails at the end.
nonisolated(unsafe) var problems: [String] = []
func wrong(_ message: String) {
    FileHandle.standardError.write(Data("tutorial-check: \(message)\n".utf8))
    problems.append(message)
}

let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
let page = "Docs/AddingAModule.md"
guard let markdown = try? String(contentsOf: root.appendingPathComponent(page), encoding: .utf8) else {
    drift("run it from the root of the repository: no \(page) here")
}

let (blocks, closing) = Block.all(in: markdown)

/// Runs `command` with bash in `folder`; its status and standard output (and standard error when
/// `bothStreams`).
func shell(_ command: String, in folder: URL, bothStreams: Bool = false) -> (status: Int32, output: String) {
    let run = Command.run(["bash", "-c", "cd \"$0\" && \(command)\(bothStreams ? "" : " 2>/dev/null")", folder.path])
    return (run.status, run.output)
}

/// A fresh clone of this repository's committed files.
func freshCopy(_ name: String) -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tutorial-\(name)-\(UUID().uuidString)")
    copies.append(folder)
    let cloned = Command.run(["git", "clone", "--quiet", root.path, folder.path])
    guard cloned.status == 0 else { drift("cannot copy the repository: \(cloned.output)") }
    return folder
}

/// Applies a diff in `folder`: nil when it applies exactly, else why not.
func apply(_ diff: String, in folder: URL) -> String? {
    let patch = folder.appendingPathComponent(".tutorial.patch")
    do { try (diff + "\n").write(to: patch, atomically: true, encoding: .utf8) } catch {
        return "cannot write the patch"
    }
    defer { try? FileManager.default.removeItem(at: patch) }
    let result = Command.run(["git", "-C", folder.path, "apply", "-v", patch.path])
    if result.status != 0 {
        return result.output.split(separator: "\n").last { $0.contains("error") }.map(String.init) ?? "git apply failed"
    }
    if let offset = result.output.split(separator: "\n").first(where: { $0.contains("offset") || $0.contains("fuzz") })
    {
        return String(offset)
    }
    return nil
}

/// The content of each transcript and the README, to tell which a re-recording changed.
func sessions(in folder: URL) -> [String: String] {
    var contents: [String: String] = [:]
    let listed = shell("git ls-files README.md Tests/AppTests/Transcripts", in: folder).output.split(separator: "\n")
        .map(String.init)
    for path in listed {
        contents[path] = (try? String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)) ?? ""
    }
    return contents
}

/// Whether re-recording may rewrite `path`: a transcript, the README's session, or a page of Docs/
/// (its maps, route table, module list and excerpts drawn from the code). The tutorial edits none
/// of them by hand, or its edit could not be told from a redraw.
func isRedrawn(_ path: String) -> Bool {
    path == "README.md" || path.hasPrefix("Docs/") || path.hasPrefix("Tests/AppTests/Transcripts/")
}

/// What re-recording rewrote and now differs from the committed files.
func recorded(in folder: URL) -> Set<String> {
    Set(shell("git diff --name-only", in: folder).output.split(separator: "\n").map(String.init).filter(isRedrawn))
}

// 1. The check can fail: the first diff, with one line of context changed, must not apply.
guard let firstDiff = blocks.first(where: { $0.language == "diff" }) else { drift("\(page) shows no diff") }
var broken = firstDiff.body.components(separatedBy: "\n")
if let context = broken.firstIndex(where: { $0.hasPrefix(" ") && $0.count > 4 }) {
    broken[context] = " " + String(broken[context].dropFirst()).uppercased() + " // changed"
}
let control = freshCopy("control")
guard apply(broken.joined(separator: "\n"), in: control) != nil else {
    drift("a diff broken by one line still applied: this check would miss drift")
}
say("a diff broken by one line does not apply, as it must not")

// 2. The page, step by step.
let work = freshCopy("work")
var lastSessions = sessions(in: work)
var awaitingRecordingCount = false
var steps = 0
for block in blocks {
    if awaitingRecordingCount {
        let now = sessions(in: work)
        let changed = Set(now.keys.filter { now[$0] != lastSessions[$0] })
        let transcripts = changed.filter { $0.hasPrefix("Tests/") }.count
        let claimed = count(before: "transcripts", in: block.lead)
        if claimed == nil {
            wrong("after re-recording, the page does not say how many transcripts changed (\(transcripts) did)")
        } else if claimed != transcripts {
            wrong(
                "the page says \(claimed ?? 0) transcripts are re-recorded; \(transcripts) were: \(changed.sorted().joined(separator: ", "))"
            )
        }
        lastSessions = now
        awaitingRecordingCount = false
    }
    switch block.language {
    case "swift":
        guard let range = block.lead.range(of: #"Create `[^`]+`"#, options: [.regularExpression, .backwards]) else {
            continue
        }
        let path = String(block.lead[range].dropFirst(8).dropLast())
        let file = work.appendingPathComponent(path)
        do {
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try (block.body + "\n").write(to: file, atomically: true, encoding: .utf8)
        } catch {
            drift("cannot create \(path): \(error.localizedDescription)")
        }
        say("created \(path)")
    case "diff":
        let file =
            block.body.split(separator: "\n").first { $0.hasPrefix("+++ b/") }.map { String($0.dropFirst(6)) } ?? "?"
        if isRedrawn(file) {
            wrong("the diff of \(file) edits a file re-recording redraws: the check could not tell the two apart")
        }
        if let problem = apply(block.body, in: work) {
            drift(
                "the diff of \(file) does not apply as written: \(problem)\n"
                    + "tutorial-check: the page is written against this package as shipped; a copy that has added modules of its own should drop this check from .ci/run (or rewrite the page's diffs for itself)"
            )
        }
        say("applied the diff of \(file)")
    case "sh":
        for line in block.body.split(separator: "\n").map(String.init)
        where !line.trimmingCharacters(in: .whitespaces).isEmpty {
            let command = line.components(separatedBy: "   #").first ?? line
            let result = shell(command, in: work, bothStreams: true)
            guard result.status == 0 else {
                drift("`\(command)` failed (status \(result.status)):\n\(why(result.output))")
            }
            say("ran \(command)")
            if command.contains("RECORD_TRANSCRIPTS=1") { awaitingRecordingCount = true }
        }
    case "text":
        let lines = block.body.components(separatedBy: "\n")
        guard lines.first?.hasPrefix("$ ") == true else { continue }
        var index = 0
        while index < lines.count {
            let command = String(lines[index].dropFirst(2))
            var expected: [String] = []
            index += 1
            while index < lines.count, !lines[index].hasPrefix("$ ") {
                expected.append(lines[index])
                index += 1
            }
            let result = shell(command, in: work)
            var output = result.output.components(separatedBy: "\n")
            if output.last == "" { output.removeLast() }
            if matches(output, expected) {
                say("checked the output of \(command)")
            } else {
                wrong("`\(command)` does not print what the page shows; it prints:\n\(output.joined(separator: "\n"))")
            }
        }
    default:
        continue
    }
    steps += 1
}

// 3. The files the page says it touches.
let status = shell("git status --porcelain --untracked-files=all", in: work).output.split(separator: "\n").map(
    String.init)
let edited = Set(status.filter { $0.hasPrefix(" M") }.map { String($0.dropFirst(3)) }).subtracting(recorded(in: work))
let created = status.filter { $0.hasPrefix("??") }.map { String($0.dropFirst(3)) }
var byHand: Set<String> = []
var newPaths: [String] = []
for row in closing.components(separatedBy: "\n") where row.hasPrefix("| ") {
    let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
    guard cells.count == 3 else { continue }
    let path = cells[0].replacingOccurrences(of: "`", with: "").components(separatedBy: ",").first ?? ""
    if cells[2] == "edited by hand" { byHand.insert(path) }
    if cells[2] == "new" {
        newPaths.append(path)
        // A folder's row says how many files the tutorial creates in it ("Modules/Locations/, eight files").
        if path.hasSuffix("/") {
            let made = created.filter { $0.hasPrefix(path) }.count
            if count(before: "files", in: cells[0]) != made {
                wrong("the table of files touched does not say the tutorial creates \(made) files in \(path): \(row)")
            }
        }
    }
}
if edited != byHand {
    wrong("the page lists \(byHand.sorted()) as edited by hand; the tutorial edited \(edited.sorted())")
}
if let stray = created.first(where: { file in
    !newPaths.contains { file == $0 || (file.hasPrefix($0) && $0.hasSuffix("/")) }
}) {
    wrong("the tutorial created \(stray), which the page does not list")
}
let rerecorded = recorded(in: work).filter { $0.hasPrefix("Tests/") }.count
let tableRow = closing.components(separatedBy: "\n").first { $0.contains("re-recorded") } ?? ""
if count(before: "transcripts", in: tableRow) != rerecorded {
    wrong("the table of files touched does not say \(rerecorded) transcripts are re-recorded: \(tableRow)")
}
if count(before: "existing", in: markdown) != edited.count {
    wrong("the page's introduction does not say it edits \(edited.count) existing files")
}
// 4. The code the page writes is formatted as the package's own, by the configuration at its root.
let writtenSwift = edited.union(created).filter { $0.hasSuffix(".swift") }.sorted()
let lint = shell(
    "swift format lint --strict " + writtenSwift.map { "'\($0)'" }.joined(separator: " "), in: work, bothStreams: true)
if writtenSwift.isEmpty || lint.status != 0 {
    wrong(
        "the code the page writes is not formatted as .swift-format says (swift format lint --strict):\n\(why(lint.output))"
    )
}
guard problems.isEmpty else {
    FileHandle.standardError.write(Data("tutorial-check: \(problems.count) claim(s) of \(page) do not hold\n".utf8))
    finish(1)
}
say(
    "tutorial-check: \(page) holds: \(steps) steps followed, \(edited.count) files edited by hand, \(created.count) created, \(rerecorded) transcripts re-recorded and \(recorded(in: work).count - rerecorded) pages redrawn, \(writtenSwift.count) Swift files formatted"
)
finish(0)
