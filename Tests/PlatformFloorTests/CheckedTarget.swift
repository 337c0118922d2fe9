import Foundation

/// A target whose sources the check reads: its module name and its Swift files.
struct CheckedTarget: Sendable {
    /// The module name, such as `Assets`.
    var name: String
    /// The folder the report's paths are relative to (the package root).
    var root: URL
    /// The Swift files, sorted.
    var files: [URL]

    /// The target `name` whose sources are every Swift file under `folder` of `root`.
    static func sources(_ name: String, in folder: String, of root: URL) throws(FloorCheckError) -> CheckedTarget {
        let base = root.appendingPathComponent(folder)
        guard let paths = FileManager.default.enumerator(atPath: base.path)?.compactMap({ $0 as? String }) else {
            throw FloorCheckError("cannot list \(base.path), the sources of \(name)")
        }
        let files = paths.filter { $0.hasSuffix(".swift") }.sorted().map { base.appendingPathComponent($0) }
        guard !files.isEmpty else { throw FloorCheckError("\(base.path) holds no Swift file of \(name)") }
        return CheckedTarget(name: name, root: root, files: files)
    }

    /// `file`'s path relative to the root, as the report prints it.
    func relativePath(of file: String) -> String {
        let prefix = root.standardizedFileURL.path + "/"
        return file.hasPrefix(prefix) ? String(file.dropFirst(prefix.count)) : file
    }
}
