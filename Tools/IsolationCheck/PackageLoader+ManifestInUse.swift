import Foundation

/// Which manifest SwiftPM reads in a package with several (`Package@swift-6.0.swift` beside
/// `Package.swift`), and the versions that decide it.
extension PackageLoader {
    /// The manifest SwiftPM reads in `root` when it is `swiftVersion` (6.3.1), as SwiftPM chooses:
    /// the first of `Package@swift-6.3.1.swift`, `Package@swift-6.3.swift` and `Package@swift-6.swift`
    /// that exists; else the newest `Package@swift-X.swift` with X at most `swiftVersion`, if its
    /// `swift-tools-version` is newer than `Package.swift`'s or `Package.swift` asks for a newer
    /// toolchain than this one (swift-case-paths 1.10.0: `Package.swift` at 6.4, so SwiftPM 6.3 reads
    /// `Package@swift-6.0.swift`); else `Package.swift`. (Tried with SwiftPM 6.3.1 on each case of
    /// `ManifestLocationTests`.)
    static func manifestInUse(in root: URL, swiftVersion: [Int]) -> String {
        for count in stride(from: min(3, swiftVersion.count), through: 1, by: -1) {
            let name = "Package@swift-" + swiftVersion.prefix(count).map(String.init).joined(separator: ".") + ".swift"
            if FileManager.default.fileExists(atPath: root.appendingPathComponent(name).path) { return name }
        }
        guard !swiftVersion.isEmpty,
            let newest = versionSpecificManifests(in: root).filter({
                BuildCondition.versionIsAtLeast(swiftVersion, $0.version)
            }).last
        else { return "Package.swift" }
        let regular = toolsVersion(of: root.appendingPathComponent("Package.swift"))
        let specific = toolsVersion(of: root.appendingPathComponent(newest.file))
        let newer = !BuildCondition.versionIsAtLeast(regular, specific)
        let regularTooNew = !BuildCondition.versionIsAtLeast(swiftVersion, regular)
        return newer || regularTooNew ? newest.file : "Package.swift"
    }

    /// The `Package@swift-X.swift` files in `root`, oldest X first.
    static func versionSpecificManifests(in root: URL) -> [(file: String, version: [Int])] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        let found = files.compactMap { file -> (file: String, version: [Int])? in
            guard file.hasPrefix("Package@swift-"), file.hasSuffix(".swift") else { return nil }
            let numbers = file.dropFirst("Package@swift-".count).dropLast(".swift".count).split(separator: ".").map {
                Int($0)
            }
            guard !numbers.isEmpty, numbers.allSatisfy({ $0 != nil }) else { return nil }
            return (file, numbers.compactMap { $0 })
        }
        return found.sorted { !BuildCondition.versionIsAtLeast($0.version, $1.version) }
    }

    /// The `swift-tools-version` a manifest's first line declares; 3.1 when it declares none, as
    /// SwiftPM takes it.
    static func toolsVersion(of manifest: URL) -> [Int] {
        guard let data = FileManager.default.contents(atPath: manifest.path) else { return [3, 1] }
        return toolsVersion(declaredIn: String(decoding: data.prefix { $0 != UInt8(ascii: "\n") }, as: UTF8.self)) ?? [
            3, 1,
        ]
    }

    /// The version a manifest's first line declares (`// swift-tools-version:6.4`), or `nil`.
    static func toolsVersion<Line: StringProtocol>(declaredIn first: Line) -> [Int]? {
        guard let marker = first.range(of: "swift-tools-version:") else { return nil }
        let numbers = first[marker.upperBound...].drop { $0 == " " }.prefix { $0.isNumber || $0 == "." }.split(
            separator: "."
        ).compactMap { Int($0) }
        return numbers.isEmpty ? nil : numbers
    }

    /// The version `swift --version` printed (`Swift version 6.3.1 (…)`), as numbers.
    static func version(in output: String) -> [Int] {
        guard let range = output.range(of: "Swift version ") else { return [] }
        return output[range.upperBound...].prefix { $0.isNumber || $0 == "." }.split(separator: ".").compactMap {
            Int($0)
        }
    }
}
