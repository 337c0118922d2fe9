/// A reference to a toolchain declaration newer than the floor: one line of the report.
struct FloorFinding: Hashable, Sendable, CustomStringConvertible {
    /// The target whose source refers to it.
    var target: String
    /// The file, relative to the package root.
    var file: String
    /// The line of the reference.
    var line: Int
    /// The declaration, such as `Task.immediate(name:priority:executorPreference:operation:)`.
    var declaration: String
    /// The module that declares it, such as `_Concurrency`.
    var module: String
    /// What it needs beyond the floor, such as `macOS 26.0, iOS 26.0`.
    var needs: String

    /// `Assets: Modules/Assets/Sources/X.swift:21: Task.immediate(…) (_Concurrency) needs macOS 26.0, iOS 26.0`.
    var description: String {
        "\(target): \(file):\(line): \(declaration) (\(module)) needs \(needs)"
    }
}
