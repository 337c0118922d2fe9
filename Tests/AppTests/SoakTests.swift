@testable import AppCore
@testable import TerminalUI
@testable import DataFile
import Foundation
import FeatureTesting
import TestSupport
import Testing

/// Sessions and a person's editor that takes no lock share one data file for a long while.
/// `SOAK_SESSIONS` real `walkthrough` processes (4 unless set) each link `SOAK_CHANGES` assets of
/// their own (50 unless set), all at once, while an editor keeps rewriting the file by hand, now
/// writing a new file and renaming it over, now writing it in place. At the end the file is valid
/// JSON; every link a session saved is in it or was reported lost, by name, by that session; every
/// hand edit is in it unless it landed while a save was replacing the file; numbers the program
/// does not know keep their text; and the folder holds the file and nothing else.
@Suite(.serialized)
struct SoakTests {
    static let dataFileName = "shop.json"
    static let issueCount = 8
    /// Members the program does not know, whose numbers must keep their exact text.
    static let serial = "123456789012345678901234567890123456789012345"
    static let ratios = ["1.0", "-0", "1e300", "-2.5E-7"]
    static let calibration = [("offset", "-0.0"), ("gain", "1.0"), ("limit", "1e300")]

    static func setting(_ name: String, default value: Int) -> Int {
        ProcessInfo.processInfo.environment[name].flatMap { Int($0) }.map { max(1, $0) } ?? value
    }

    static func digits(_ number: Int, _ width: Int) -> String {
        let text = String(number)
        return String(repeating: "0", count: max(0, width - text.count)) + text
    }

    static func assetID(_ number: Int) -> String { "AST-\(digits(number, 5))" }
    static func assetName(_ number: Int) -> String { "Asset \(digits(number, 5))" }
    static func issueID(_ number: Int) -> String { "ISS-\(digits(number, 2))" }
    static func issueTitle(_ number: Int) -> String { "Issue \(digits(number, 2))" }
    static func originalDescription(_ number: Int) -> String { "As filed \(digits(number, 2))" }

    /// The data file the soak starts from: `assets` assets, a few issues, no links, and members the
    /// program does not know at the top level and inside the first asset and issue.
    static func initialText(assets: Int) -> String {
        let assetRecords = (0..<assets).map { number in
            let extra =
                number == 0
                ? ", \"calibration\": {" + calibration.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}"
                : ""
            return
                "    {\"id\": \"\(assetID(number))\", \"name\": \"\(assetName(number))\", \"status\": \"In service\", \"category\": \"Soak\"\(extra)}"
        }
        let issueRecords = (0..<issueCount).map { number in
            let extra = number == 0 ? ", \"cost\": 1E+2" : ""
            return
                "    {\"id\": \"\(issueID(number))\", \"title\": \"\(issueTitle(number))\", \"status\": \"Open\", \"description\": \"\(originalDescription(number))\"\(extra)}"
        }
        return """
            {
              "serial": \(serial),
              "assets": [
            \(assetRecords.joined(separator: ",\n"))
              ],
              "issues": [
            \(issueRecords.joined(separator: ",\n"))
              ],
              "links": [],
              "handEdits": [],
              "ratios": [\(ratios.joined(separator: ", "))]
            }

            """
    }

    /// The issue that change `change` of session `session` links its asset to.
    static func issue(session: Int, change: Int) -> Int { (session * 3 + change) % issueCount }

    /// What session `session` types, from the list of assets: for each of its assets, open it,
    /// link an issue, and go back to the list.
    static func script(session: Int, changes: Int) -> String {
        (0..<changes).map { change in
            "\(assetName(session * changes + change))\nLink issue\n\(issueTitle(issue(session: session, change: change)))\nb\n"
        }.joined()
    }

    /// A change a session tried, and what its transcript says became of it.
    struct Change: Hashable {
        let assetID: String
        let issueID: String
    }

    /// What one session's transcript says: the changes it saved, those it says it could not save,
    /// those it reported lost, and any pick whose outcome the transcript does not show.
    struct Outcome {
        var saved: Set<Change> = []
        var notSaved: [String] = []
        var lost: Set<Change> = []
        var unexplained: [String] = []
    }

    /// Reads a session's transcript (screens and messages in the order written): each input line
    /// is echoed after the prompt, and what follows, up to the next prompt, is the answer to it.
    static func outcome(of transcript: String, path: String, session: Int, changes: Int) -> Outcome {
        var outcome = Outcome()
        let lostPrefix = "walkthrough: \(path): the link of asset "
        let lostSuffix = " was saved, but is no longer in the file: another session or an editor changed it since."
        var turns: [(input: String, answer: [String])] = [("", [])]
        for line in transcript.components(separatedBy: "\n") {
            if line.hasPrefix("> ") {
                turns.append((String(line.dropFirst(2)), []))
            } else {
                turns[turns.count - 1].answer.append(line)
            }
            if line.hasPrefix(lostPrefix), line.hasSuffix(lostSuffix) {
                let names = line.dropFirst(lostPrefix.count).dropLast(lostSuffix.count).components(
                    separatedBy: " to issue ")
                if names.count == 2 { outcome.lost.insert(Change(assetID: names[0], issueID: names[1])) }
            }
        }
        let assets = Dictionary(
            uniqueKeysWithValues: (0..<changes).map {
                (assetName(session * changes + $0), assetID(session * changes + $0))
            })
        let issues = Dictionary(uniqueKeysWithValues: (0..<issueCount).map { (issueTitle($0), issueID($0)) })
        let messages = transcript.components(separatedBy: "\n").filter { $0.hasPrefix("walkthrough: ") }
        var asset: String?
        for turn in turns {
            if let id = assets[turn.input] { asset = id }
            guard let issueID = issues[turn.input], let assetID = asset else { continue }
            let change = Change(assetID: assetID, issueID: issueID)
            // A save ends after the pick's screen, and says which change it could not make.
            let named = "the link of asset \(assetID) to issue \(issueID)"
            if let refused = messages.first(where: {
                $0.contains("\(named) is not saved") || $0.contains("\(named) is kept for this session only")
            }) {
                outcome.notSaved.append(refused)
            } else if turn.answer.contains(where: { $0.hasPrefix("Linked issue: \(issueID) ") })
                || outcome.lost.contains(change)
            {
                outcome.saved.insert(change)
            } else {
                let shown = turn.answer.filter { $0.hasPrefix("Linked issue: ") || $0.hasPrefix("walkthrough: ") }
                outcome.unexplained.append("\(assetID) → \(issueID): \(shown)")
            }
            asset = nil
        }
        return outcome
    }

    @Test func sessionsAndAnEditorWithoutALockShareOneFile() throws {
        let sessionCount = Self.setting("SOAK_SESSIONS", default: 4)
        let changeCount = Self.setting("SOAK_CHANGES", default: 50)
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path(Self.dataFileName)
        try Data(Self.initialText(assets: sessionCount * changeCount).utf8).write(to: URL(fileURLWithPath: path))
        let started = Date()

        // Watch the folder first, so every save's temporary file and every hand edit is seen.
        let watch = FolderWatch(directory.url.path)
        let sessions = try (0..<sessionCount).map { _ in
            let walkthrough = try WalkthroughProcess(
                arguments: ["--data", path, "--open", "assets"], mergingErrors: true)
            return (walkthrough: walkthrough, transcript: Output(walkthrough.output))
        }
        defer {
            for session in sessions where session.walkthrough.process.isRunning {
                kill(session.walkthrough.process.processIdentifier, SIGKILL)
            }
        }
        // A guard against a hang, not a measurement.
        let deadline = Date().addingTimeInterval(120 + Double(sessionCount * changeCount) / 2)
        // The editor starts once every session has read the file: a session that starts while the
        // file is being written in place finds it invalid and exits with status 2, as it should.
        for (index, session) in sessions.enumerated() {
            let started = session.transcript.wait(for: "? help)\n> ", until: deadline)
            #expect(started, "session \(index) did not start")
        }
        let editor = Editor(path: path)
        editor.start()
        for (index, session) in sessions.enumerated() {
            #expect(session.walkthrough.send(Self.script(session: index, changes: changeCount) + "soak-sync\n"))
        }
        for (index, session) in sessions.enumerated() {
            let synced = session.transcript.wait(for: "> soak-sync", until: deadline)
            #expect(synced, "session \(index) did not make its changes in time")
        }
        let edits = editor.stop()

        // The editor has stopped: every session reads the file once more (an asset's detail), so a
        // saved link the editor wrote over is reported, and quits.
        for (index, session) in sessions.enumerated() {
            session.walkthrough.feed(Data("\(Self.assetName(index * changeCount))\nq\n".utf8))
        }
        var outcomes: [Outcome] = []
        for (index, session) in sessions.enumerated() {
            let end = session.walkthrough.wait(atMost: 60)
            let transcript = session.transcript.waitForEnd(until: Date().addingTimeInterval(10))
            let outcome = Self.outcome(of: transcript, path: path, session: index, changes: changeCount)
            // Exit 0 only when every change the session made is in the file; 75 when one is not:
            // refused, kept for this session only, or saved and then lost to the editor.
            let expected: Int32 = outcome.notSaved.isEmpty && outcome.lost.isEmpty ? 0 : 75
            #expect(
                end?.status == expected && end?.reason == .exit,
                "session \(index) ended with \(String(describing: end)), not \(expected)")
            outcomes.append(outcome)
        }
        let events = watch?.stop()
        let seconds = Date().timeIntervalSince(started)

        // The file: valid JSON, and a valid data file.
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let raw = try #require(
            try JSONSerialization.jsonObject(with: data) as? [String: Any], "the file is not a JSON object")
        let contents = try #require(try DataFile(path: path).load())
        let links = Dictionary(contents.links.map { ($0.assetID, $0.issueID) }, uniquingKeysWith: { first, _ in first })

        // Every link a session saved is in the file, or that session reported it lost, by name: a
        // session watches what it saved for the rest of the session, and every session reads the
        // file once more after the editor stops.
        var saved: Set<Change> = []
        for (index, outcome) in outcomes.enumerated() {
            #expect(
                outcome.saved.count + outcome.notSaved.count + outcome.unexplained.count == changeCount,
                "session \(index) made every change")
            #expect(
                outcome.unexplained.isEmpty,
                "session \(index): a pick whose outcome it did not show: \(outcome.unexplained)")
            #expect(
                outcome.lost.isSubset(of: outcome.saved),
                "session \(index) reported lost what it never saved: \(outcome.lost.subtracting(outcome.saved))")
            for change in outcome.saved where links[change.assetID] != change.issueID && !outcome.lost.contains(change)
            {
                Issue.record(
                    "session \(index) saved the link of \(change.assetID) to \(change.issueID); it is not in the file, and was never reported lost"
                )
            }
            saved.formUnion(outcome.saved)
        }
        let reportedLost = outcomes.map(\.lost.count).reduce(0, +)
        // And nothing is in the file that no session saved (a save it said failed wrote nothing).
        for link in contents.links where !saved.contains(Change(assetID: link.assetID, issueID: link.issueID)) {
            Issue.record("the file links \(link.assetID) to \(link.issueID), which no session saved")
        }

        // Every hand edit is in the file unless it landed while a save was replacing the file.
        let kept = try #require(raw["handEdits"] as? [Int], "the hand edits are gone")
        #expect(
            kept == kept.sorted() && Set(kept).count == kept.count && kept.allSatisfy { $0 >= 1 && $0 <= edits.count })
        let lost = Set(edits.map { $0.number }).subtracting(kept).sorted()
        for issue in 0..<Self.issueCount {
            let last = kept.last { $0 % Self.issueCount == issue }
            #expect(
                contents.issues.first { $0.id == Self.issueID(issue) }?.description
                    == (last.map { "Hand edit \($0)" } ?? Self.originalDescription(issue)))
        }
        let unattributed: [Int]
        if let events {
            // The kernel's own order of what happened in the folder (inotify). An edit is lost
            // legitimately only if a save checked the file just before it and renamed over it
            // just after. The watch cannot see the check, so it takes a save's window as a little
            // wider: from the creation of its temporary file to its rename. A hand edit lasts from
            // the creation of the editor's new file (or, writing in place, of a marker) to its
            // rename (or the marker's removal). Every lost edit must overlap a save's window; with
            // the check broken, edits landing while a save reads the file and computes, before its
            // temporary file exists, are lost too, outside any window, and fail the test.
            #expect(!events.overflowed, "the folder's watch overflowed")
            let saves = events.lifetimes {
                $0.hasPrefix(TemporaryFile.prefix(for: Self.dataFileName)) && $0.hasSuffix(TemporaryFile.suffix)
            }
            .values.filter(\.renamed)
            #expect(
                saves.count == saved.count,
                "every save a session reported is one rename over the file, and there is no other")
            let handEdits = events.lifetimes { $0.hasPrefix(".\(Self.dataFileName).edit-") }
            unattributed = lost.filter { number in
                guard
                    let edit = handEdits[Editor.fileName(number, inPlace: false)]
                        ?? handEdits[Editor.fileName(number, inPlace: true)]
                else { return true }
                return !saves.contains { $0.start < edit.end && $0.end > edit.start }
            }
            #expect(unattributed.isEmpty, "hand edits lost outside any save's window: \(unattributed)")
        } else {
            // No watch on this system: an edit is lost only if it lands between a save's last
            // check and its rename, a few microseconds of each save, so few may be lost; a missing
            // or skipped check loses many more.
            unattributed = lost
            #expect(lost.count <= max(2, edits.count / 20), "\(lost.count) of \(edits.count) hand edits lost")
        }

        // Numbers the program does not know keep their exact text, at the top level and in records.
        guard case let .object(top) = try JSONReader.parse(Array(data)) else {
            Issue.record("the file is not an object")
            return
        }
        #expect(top["serial"] == .number(Self.serial))
        #expect(top["ratios"] == .array(Self.ratios.map { .number($0) }))
        guard case let .array(assets) = top["assets"], case let .array(issues) = top["issues"] else {
            Issue.record("the file has no assets or issues")
            return
        }
        #expect(
            assets.first?.object?["calibration"]
                == .object(JSONObject(members: Self.calibration.map { .init(key: $0.0, value: .number($0.1)) })))
        #expect(issues.first?.object?["cost"] == .number("1E+2"))
        #expect(contents.assets.count == sessionCount * changeCount && contents.issues.count == Self.issueCount)

        // Nothing is left in the folder: no temporary file, no lock file (the lock is on the folder).
        #expect(try directory.files() == [Self.dataFileName])
        #expect(editor.failures.isEmpty, "the editor could not edit: \(editor.failures)")

        // A change is not saved only when an editor kept changing the file during its save, or
        // the save read the file while the editor was writing it in place.
        let notSaved = outcomes.flatMap(\.notSaved)
        let gaveUp = notSaved.filter { $0.contains(": changed on disk 3 times while the link of asset ") }
            .count
        let midWrite = notSaved.filter { $0.contains(": is not valid JSON: ") }.count
        #expect(gaveUp + midWrite == notSaved.count, "changes not saved for another reason: \(notSaved)")
        let inPlace = edits.filter { $0.inPlace }.count
        let undoneByEdits = Set(edits.flatMap(\.undid)).count
        print(
            """
            soak: \(sessionCount) sessions × \(changeCount) changes in \(String(format: "%.1f", seconds)) s: \
            \(saved.count) saved (\(contents.links.count) in the file, \(reportedLost) reported lost; \(undoneByEdits) undone by hand edits), \
            \(notSaved.count) not saved (\(gaveUp) gave up after 3 tries, \(midWrite) read the file mid-write); \
            \(edits.count) hand edits (\(inPlace) in place, \(edits.count - inPlace) renamed over), \
            \(lost.count) lost (\(lost.count - unattributed.count) within a save's window)
            """)
        #expect(!saved.isEmpty && !edits.isEmpty, "the soak exercised nothing")
    }
}

extension SoakTests {
    /// Which file a path leads to: its device and inode.
    struct FileIdentity: Equatable {
        let device: UInt64
        let inode: UInt64

        init(_ info: stat) {
            device = UInt64(info.st_dev)
            inode = UInt64(info.st_ino)
        }

        init?(_ path: String) {
            var info = stat()
            guard stat(path, &info) == 0 else { return nil }
            self.init(info)
        }
    }

    /// One edit the editor saved.
    struct HandEdit {
        let number: Int
        let inPlace: Bool
        /// The links the edit wrote over: in the file right before it wrote, not in the copy it
        /// had read (a session saved them meanwhile).
        let undid: Set<Change>
    }

    /// A person's editor, taking no lock: again and again it reads the file as it is now, appends
    /// the edit's number to `handEdits` and writes it into one issue's description, and saves, at
    /// random by renaming a new file over the old one or by writing the file in place.
    final class Editor: @unchecked Sendable {
        let path: String
        private let lock = NSLock()
        private var stopping = false
        private var edits: [HandEdit] = []
        private(set) var failures: [String] = []
        private let finished = DispatchSemaphore(value: 0)

        init(path: String) {
            self.path = path
        }

        /// The file the editor writes edit `number` to (then renames), or, writing in place, the
        /// marker it creates before the write and removes after it, so the folder's watch sees when.
        static func fileName(_ number: Int, inPlace: Bool) -> String {
            ".\(SoakTests.dataFileName).edit-\(number)" + (inPlace ? ".inplace" : "~")
        }

        /// Edits until stopped, at a pace the sessions can keep up with: after three edits in four
        /// it waits for a session to replace the file; after every edit it then pauses for a random
        /// part of how long such a wait lately took, so the next edit lands anywhere in a session's
        /// save, and a save can meet several edits in a row and give up.
        func start() {
            Thread.detachNewThread { [self] in
                var random = SeededRandom(seed: 21)
                var saveTime = 0.005
                var number = 0
                while !lock.withLock({ stopping }) {
                    number += 1
                    let inPlace = Bool.random(using: &random)
                    let written: Written
                    switch edit(number, inPlace: inPlace) {
                    case let .success(saved): written = saved
                    case let .failure(problem):
                        lock.withLock { failures.append("edit \(number): \(problem.text)") }
                        finished.signal()
                        return
                    }
                    let undid = Self.links(in: written.before).subtracting(Self.links(in: written.base))
                    lock.withLock { edits.append(HandEdit(number: number, inPlace: inPlace, undid: undid)) }
                    if random.next() % 4 != 0 {
                        let waiting = Date()
                        while !lock.withLock({ stopping }), FileIdentity(path) == written.identity { usleep(500) }
                        saveTime = min(1, 0.8 * saveTime + 0.2 * Date().timeIntervalSince(waiting))
                    }
                    usleep(UInt32(Double.random(in: 0...saveTime, using: &random) * 1_000_000))
                }
                finished.signal()
            }
        }

        /// Stops editing and returns every edit made.
        func stop() -> [HandEdit] {
            lock.withLock { stopping = true }
            finished.wait()
            return lock.withLock { edits }
        }

        /// What went wrong with an edit.
        struct Problem: Error {
            let text: String
        }

        /// What an edit wrote: the file it wrote, the copy it edited, and the file it wrote over
        /// as it was right before.
        struct Written {
            let identity: FileIdentity
            let base: Data
            let before: Data
        }

        /// One read-modify-write of the file.
        private func edit(_ number: Int, inPlace: Bool) -> Result<Written, Problem> {
            guard let data = FileManager.default.contents(atPath: path) else {
                return .failure(Problem(text: "cannot read the file"))
            }
            guard let text = Self.handEdit(number, of: String(decoding: data, as: UTF8.self)) else {
                return .failure(Problem(text: "the file has no handEdits or no such issue"))
            }
            let bytes = Data(text.utf8)
            let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
            let other = folder + "/" + Self.fileName(number, inPlace: inPlace)
            if inPlace {
                // As `vi` writes with `backupcopy`: the same file, truncated, then written.
                let marker = open(other, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
                guard marker >= 0 else { return .failure(Problem(text: "cannot create \(other)")) }
                close(marker)
                defer { unlink(other) }
                let descriptor = open(path, O_RDWR | O_CLOEXEC)
                guard descriptor >= 0 else { return .failure(Problem(text: "cannot open the file")) }
                defer { close(descriptor) }
                // What this very file holds right before the write (read for the test's account,
                // not to check anything: the editor writes whatever it finds).
                let before = FileHandle(fileDescriptor: descriptor, closeOnDealloc: false).readDataToEndOfFile()
                guard ftruncate(descriptor, 0) == 0, lseek(descriptor, 0, SEEK_SET) == 0,
                    bytes.withUnsafeBytes({ writeAll($0, to: descriptor) })
                else { return .failure(Problem(text: "cannot write the file")) }
                var info = stat()
                fstat(descriptor, &info)
                return .success(Written(identity: FileIdentity(info), base: data, before: before))
            } else {
                // As most editors save: a new file beside it, renamed over it.
                do { try bytes.write(to: URL(fileURLWithPath: other)) } catch {
                    return .failure(Problem(text: "cannot write \(other)"))
                }
                // What the file holds right before the rename, for the test's account (a save
                // that lands between this read and the rename goes unaccounted).
                let before = FileManager.default.contents(atPath: path) ?? Data()
                guard let identity = FileIdentity(other), rename(other, path) == 0 else {
                    unlink(other)
                    return .failure(Problem(text: "cannot rename \(other)"))
                }
                return .success(Written(identity: identity, base: data, before: before))
            }
        }

        /// The links a data file's text holds.
        static func links(in data: Data) -> Set<Change> {
            let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
            let links = object?["links"] as? [[String: Any]] ?? []
            return Set(
                links.compactMap { link in
                    guard let asset = link["assetID"] as? String, let issue = link["issueID"] as? String else {
                        return nil
                    }
                    return Change(assetID: asset, issueID: issue)
                })
        }

        /// `text` with `number` appended to `handEdits` and the description of issue
        /// `number % issueCount` set to say so; `nil` when the text lacks either.
        static func handEdit(_ number: Int, of text: String) -> String? {
            var text = text
            guard let key = text.range(of: "\"handEdits\""),
                let close = text.range(of: "]", range: key.upperBound..<text.endIndex),
                let open = text.range(of: "[", range: key.upperBound..<close.lowerBound)
            else { return nil }
            let empty = text[open.upperBound..<close.lowerBound].allSatisfy(\.isWhitespace)
            text.insert(contentsOf: empty ? "\(number)" : ", \(number)", at: close.lowerBound)
            guard let issue = text.range(of: "\"\(SoakTests.issueID(number % SoakTests.issueCount))\""),
                let field = text.range(of: "\"description\": \"", range: issue.upperBound..<text.endIndex),
                let end = text.range(of: "\"", range: field.upperBound..<text.endIndex)
            else { return nil }
            text.replaceSubrange(field.upperBound..<end.lowerBound, with: "Hand edit \(number)")
            return text
        }
    }

    /// Everything a process writes to a pipe, read as it comes, so the process never blocks on a full pipe.
    final class Output: @unchecked Sendable {
        private let lock = NSLock()
        private var data = Data()
        private var ended = false

        init(_ pipe: Pipe?) {
            guard let handle = pipe?.fileHandleForReading else {
                ended = true
                return
            }
            Thread.detachNewThread { [self] in
                while true {
                    let chunk = handle.availableData
                    lock.withLock {
                        if chunk.isEmpty { ended = true } else { data.append(chunk) }
                    }
                    if chunk.isEmpty { break }
                }
            }
        }

        /// Waits until the end of what was written holds `marker`; `false` if the output ended or
        /// the deadline passed first.
        func wait(for marker: String, until deadline: Date) -> Bool {
            while Date() < deadline {
                let seen = lock.withLock { (tail: data.suffix(4_096), ended: self.ended) }
                if String(decoding: seen.tail, as: UTF8.self).contains(marker) { return true }
                if seen.ended { return false }
                usleep(20_000)
            }
            return false
        }

        /// Waits for the end of the output (at most until `deadline`) and returns all of it.
        func waitForEnd(until deadline: Date) -> String {
            while !lock.withLock({ ended }), Date() < deadline { usleep(10_000) }
            return lock.withLock { String(decoding: data, as: UTF8.self) }
        }
    }

    /// What was created, renamed and removed in a folder, in the order the kernel saw it (Linux's
    /// inotify); `nil` where there is no such watch.
    final class FolderWatch: @unchecked Sendable {
        /// One name's life in the folder, as positions in the order of events.
        struct Lifetime {
            let start: Int
            let end: Int
            let renamed: Bool
        }

        /// What the watch saw.
        struct Events {
            /// Each name: created, then renamed away or removed.
            var entries: [(name: String, created: Bool, renamed: Bool)] = []
            var overflowed = false

            /// The lifetime of every name that `matches` and was both created and ended while watched.
            func lifetimes(_ matches: (String) -> Bool) -> [String: Lifetime] {
                var starts: [String: Int] = [:]
                var lifetimes: [String: Lifetime] = [:]
                for (position, entry) in entries.enumerated() where matches(entry.name) {
                    if entry.created {
                        starts[entry.name] = position
                    } else if let start = starts.removeValue(forKey: entry.name) {
                        lifetimes[entry.name] = Lifetime(start: start, end: position, renamed: entry.renamed)
                    }
                }
                return lifetimes
            }
        }

        #if os(Linux)
        private let descriptor: Int32
        private let lock = NSLock()
        private var stopping = false
        private var events = Events()
        private let finished = DispatchSemaphore(value: 0)

        init?(_ folder: String) {
            descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
            guard descriptor >= 0 else { return nil }
            let mask = UInt32(IN_CREATE) | UInt32(IN_DELETE) | UInt32(IN_MOVED_FROM)
            guard inotify_add_watch(descriptor, folder, mask) >= 0 else {
                close(descriptor)
                return nil
            }
            Thread.detachNewThread { [self] in
                var buffer = [UInt8](repeating: 0, count: 256 * 1_024)
                while true {
                    var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                    _ = poll(&ready, 1, 20)
                    let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                    if count > 0 {
                        record(buffer[0..<count])
                    } else if lock.withLock({ stopping }) {
                        break
                    }
                }
                close(descriptor)
                finished.signal()
            }
        }

        /// Adds the events in `bytes` (whole `inotify_event` records, each followed by its name).
        private func record(_ bytes: ArraySlice<UInt8>) {
            let bytes = Array(bytes)
            var offset = 0
            var entries: [(name: String, created: Bool, renamed: Bool)] = []
            var overflowed = false
            bytes.withUnsafeBytes { raw in
                while offset + 16 <= raw.count {
                    let mask = raw.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self)
                    let length = Int(raw.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
                    let name = String(
                        decoding: raw[(offset + 16)..<(offset + 16 + length)].prefix { $0 != 0 }, as: UTF8.self)
                    if mask & UInt32(IN_Q_OVERFLOW) != 0 { overflowed = true }
                    if mask & UInt32(IN_CREATE) != 0 { entries.append((name, true, false)) }
                    if mask & UInt32(IN_DELETE) != 0 { entries.append((name, false, false)) }
                    if mask & UInt32(IN_MOVED_FROM) != 0 { entries.append((name, false, true)) }
                    offset += 16 + length
                }
            }
            lock.withLock {
                events.entries += entries
                events.overflowed = events.overflowed || overflowed
            }
        }

        /// Stops watching and returns every event seen.
        func stop() -> Events {
            lock.withLock { stopping = true }
            finished.wait()
            return lock.withLock { events }
        }
        #else
        init?(_ folder: String) {
            return nil
        }

        func stop() -> Events {
            Events()
        }
        #endif
    }
}
