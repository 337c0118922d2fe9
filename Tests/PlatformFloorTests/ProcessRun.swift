import Foundation

/// A tool run to completion, its output kept in files so that a large AST dump cannot fill a pipe.
struct ProcessRun: Sendable {
    /// The exit status.
    var status: Int32
    /// Everything the tool wrote to standard output.
    var output: Data
    /// Everything it wrote to standard error.
    var errors: String

    /// Runs `tool` with `arguments`, reading standard input from `input` if given.
    static func run(_ tool: URL, _ arguments: [String], input: URL? = nil) throws(FloorCheckError) -> ProcessRun {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "platform-floor-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let outputFile = folder.appendingPathComponent("stdout")
        let errorFile = folder.appendingPathComponent("stderr")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for file in [outputFile, errorFile] where !FileManager.default.createFile(atPath: file.path, contents: nil)
            {
                throw FloorCheckError("cannot make \(file.path)")
            }
            let outputHandle = try FileHandle(forWritingTo: outputFile)
            let errorHandle = try FileHandle(forWritingTo: errorFile)
            defer {
                try? outputHandle.close()
                try? errorHandle.close()
            }
            let process = Process()
            process.executableURL = tool
            process.arguments = arguments
            process.standardOutput = outputHandle
            process.standardError = errorHandle
            process.standardInput = try input.map { try FileHandle(forReadingFrom: $0) } ?? FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            return ProcessRun(
                status: process.terminationStatus,
                output: try Data(contentsOf: outputFile),
                errors: String(decoding: try Data(contentsOf: errorFile), as: UTF8.self)
            )
        } catch {
            throw FloorCheckError("cannot run \(tool.path): \(error)")
        }
    }

    /// The first lines of standard error that say `error:`, or its start when none does: what a
    /// failing test shows of a tool that failed.
    var errorSummary: String {
        let lines = errors.split(separator: "\n")
        let errorLines = lines.filter { $0.contains("error:") }
        return (errorLines.isEmpty ? lines : errorLines).prefix(5).joined(separator: "\n")
    }
}
