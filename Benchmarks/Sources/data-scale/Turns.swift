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
        for handle in [toChild.fileHandleForReading, toChild.fileHandleForWriting, fromChild.fileHandleForReading, fromChild.fileHandleForWriting] {
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

/// What a person waits for in the issue picker over a file of `size` issues, once it is loaded.
struct ListTimes {
    var picker: [Double] = []
    var page: [Double] = []
    var search: [Double] = []

    /// Opens the picker from an asset's detail, turns pages, searches all the labels for text
    /// inside them (the longest search: no label starts with it), and cancels, `rounds` times.
    static func measure(_ walkthrough: URL, path: String, size: Int, rounds: Int) throws -> ListTimes {
        let session = try Turns(walkthrough, ["--data", path, "--open", "assets/A1"])
        defer { session.finish() }
        var times = ListTimes()
        for round in 0..<rounds {
            let opened = try session.type("Link issue")
            try expect(opened.printed, contains: "Pick an issue")
            times.picker.append(opened.seconds)
            for _ in 0..<4 {
                let turned = try session.type("n")
                try expect(turned.printed, contains: "page ")
                times.page.append(turned.seconds)
            }
            let number = size / 3 + round
            let found = try session.type("number \(number)")
            try expect(found.printed, contains: "Issue number \(number)")
            times.search.append(found.seconds)
            _ = try session.type("b")
        }
        return times
    }

    private static func expect(_ printed: String, contains text: String) throws {
        guard printed.contains(text) else { throw Turns.TurnsError.unexpected(text, String(printed.suffix(300))) }
    }
}
