import Foundation

/// One `walkthrough` session driven a line at a time, as a person types: how long each answer takes
/// to print, from the line written to the next prompt read.
///
/// It measures what the person waits for at the prompt after the file is loaded, which the whole
/// sessions in `main.swift` cannot separate from loading.
final class Turns {
    private let pid: pid_t
    private let input: FileHandle
    private let output: FileHandle
    private var pending = Data()

    /// Starts `executable` with `arguments` and waits for its first prompt.
    init(_ executable: URL, _ arguments: [String]) throws {
        let toChild = Pipe()
        let fromChild = Pipe()
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, toChild.fileHandleForReading.fileDescriptor, 0)
        posix_spawn_file_actions_adddup2(&actions, fromChild.fileHandleForWriting.fileDescriptor, 1)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        // The child keeps only its ends, as 0 and 1: a copy of its input's writing end would keep
        // it from ever reading the end of its input.
        for handle in [
            toChild.fileHandleForReading, toChild.fileHandleForWriting, fromChild.fileHandleForReading,
            fromChild.fileHandleForWriting,
        ] {
            posix_spawn_file_actions_addclose(&actions, handle.fileDescriptor)
        }
        let argv = ([executable.path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid = pid_t()
        guard posix_spawn(&pid, executable.path, &actions, nil, argv, environ) == 0 else {
            throw Session.SessionError.cannotStart(executable.path)
        }
        self.pid = pid
        try? toChild.fileHandleForReading.close()
        try? fromChild.fileHandleForWriting.close()
        input = toChild.fileHandleForWriting
        output = fromChild.fileHandleForReading
        _ = try readToPrompt()
    }

    /// Types `line` and returns the seconds until the next prompt, and the text printed before it.
    func type(_ line: String) throws -> (seconds: Double, printed: String) {
        let start = DispatchTime.now().uptimeNanoseconds
        try input.write(contentsOf: Data((line + "\n").utf8))
        let printed = try readToPrompt()
        return (Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9, printed)
    }

    /// Ends the session (end of input) and waits for the process.
    func finish() {
        try? input.close()
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1, errno == EINTR {}
        try? output.close()
    }

    /// Reads until the output ends with the prompt `> ` (written on its own, after the screen) and
    /// returns what came before it.
    private func readToPrompt() throws -> String {
        let prompt = Data("> ".utf8)
        while !pending.ends(with: prompt) {
            // `read(2)`, not `FileHandle.read(upToCount:)`, which waits for the whole count.
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            let count = read(output.fileDescriptor, &chunk, chunk.count)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else {
                throw TurnsError.endedBeforePrompt(String(decoding: pending.suffix(300), as: UTF8.self))
            }
            pending.append(contentsOf: chunk[..<count])
        }
        defer { pending = Data() }
        return String(decoding: pending, as: UTF8.self)
    }

    enum TurnsError: Error {
        case endedBeforePrompt(String)
        case unexpected(String, String)
    }
}

extension Data {
    fileprivate func ends(with suffix: Data) -> Bool {
        count >= suffix.count && self[(endIndex - suffix.count)...] == suffix
    }
}

/// What a person waits for in the lists of a file of `size` assets and `size` issues, once it is
/// loaded: the issue picker (two labels an issue, its title and `Open <title>`, plain ASCII) and the
/// asset list (names with a letter beyond ASCII, `Gerät number N`).
struct ListTimes {
    var picker: [Double] = []
    var page: [Double] = []
    /// Each search, named by where it ran and what it searched for, with its times.
    var searches: [(name: String, times: [Double])] = []

    /// One search: the text typed, and what the answer must print (`nil`: no choice, only the
    /// message on stderr that nothing matches).
    private struct Search {
        let name: String
        let typed: String
        let printed: String?
    }

    /// The searches of one round, in the issue picker and then in the asset list: each reads every
    /// label (no label starts with the text), with text in ASCII and beyond it. Those that match
    /// nothing come first: they leave the list as it is.
    private static func searches(size: Int, round: Int) -> (picker: [Search], assets: [Search]) {
        let number = size / 3 + round
        return (
            [
                Search(name: "issue picker, \"ñ\"", typed: "ñ", printed: nil),
                Search(name: "issue picker, \"İ\"", typed: "İ", printed: nil),
                Search(
                    name: "issue picker, \"number N\"", typed: "number \(number)", printed: "Issue number \(number)"),
            ],
            [
                Search(name: "asset list (Gerät …), \"ñ\"", typed: "ñ", printed: nil),
                Search(name: "asset list (Gerät …), \"zzz\"", typed: "zzz", printed: nil),
                Search(
                    name: "asset list (Gerät …), \"number N\"", typed: "number \(number)",
                    printed: "Gerät number \(number)"),
            ]
        )
    }

    /// Opens the picker from an asset's detail, turns pages, searches, and cancels, `rounds` times;
    /// then searches the asset list `rounds` times.
    static func measure(_ walkthrough: URL, path: String, size: Int, rounds: Int) throws -> ListTimes {
        var times = ListTimes()
        func record(_ search: Search, in session: Turns) throws {
            let answer = try session.type(search.typed)
            if let printed = search.printed {
                try expect(answer.printed, contains: printed)
            } else if answer.printed.contains(") ") {
                throw Turns.TurnsError.unexpected("no choice", String(answer.printed.suffix(300)))
            }
            if let index = times.searches.firstIndex(where: { $0.name == search.name }) {
                times.searches[index].times.append(answer.seconds)
            } else {
                times.searches.append((search.name, [answer.seconds]))
            }
        }
        let picking = try Turns(walkthrough, ["--data", path, "--open", "assets/A1"])
        defer { picking.finish() }
        for round in 0..<rounds {
            let opened = try picking.type("Link issue")
            try expect(opened.printed, contains: "Pick an issue")
            times.picker.append(opened.seconds)
            for _ in 0..<4 {
                let turned = try picking.type("n")
                try expect(turned.printed, contains: "page ")
                times.page.append(turned.seconds)
            }
            for search in searches(size: size, round: round).picker { try record(search, in: picking) }
            _ = try picking.type("b")
        }
        let listing = try Turns(walkthrough, ["--data", path, "--open", "assets"])
        defer { listing.finish() }
        for round in 0..<rounds {
            for search in searches(size: size, round: round).assets { try record(search, in: listing) }
        }
        return times
    }

    private static func expect(_ printed: String, contains text: String) throws {
        guard printed.contains(text) else { throw Turns.TurnsError.unexpected(text, String(printed.suffix(300))) }
    }
}
