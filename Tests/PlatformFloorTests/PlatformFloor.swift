import Foundation

/// The oldest macOS and iOS the package supports, read from the `platforms:` of its `Package.swift`,
/// so the check follows the manifest when the floor moves.
struct PlatformFloor: Equatable, Sendable, CustomStringConvertible {
    /// The oldest macOS the package supports.
    var macOS: OSVersion
    /// The oldest iOS the package supports.
    var iOS: OSVersion

    /// The floor's version on `platform`.
    func version(on platform: Platform) -> OSVersion {
        switch platform {
        case .macOS: macOS
        case .iOS: iOS
        }
    }

    /// `macOS 14.0, iOS 17.0`.
    var description: String {
        Platform.allCases.map { "\($0.rawValue) \(version(on: $0))" }.joined(separator: ", ")
    }

    /// The floor a manifest declares, as `.macOS(.v14)`, `.macOS(.v10_15)` or `.macOS("14.2")`;
    /// a manifest that names no version for macOS or for iOS is an error, never a floor of zero.
    static func declared(in manifest: String) throws(FloorCheckError) -> PlatformFloor {
        func version(of platform: Platform) throws(FloorCheckError) -> OSVersion {
            let name = platform.rawValue
            for line in manifest.split(separator: "\n") {
                guard let start = line.range(of: ".\(name)(") else { continue }
                let argument = line[start.upperBound...].prefix { $0 != ")" }
                    .trimmingCharacters(in: .whitespaces)
                let numbers: [Substring]
                if argument.hasPrefix(".v") {
                    numbers = argument.dropFirst(2).split(separator: "_")
                } else if argument.hasPrefix("\""), argument.hasSuffix("\""), argument.count > 2 {
                    numbers = argument.dropFirst().dropLast().split(separator: ".")
                } else {
                    continue
                }
                let parts = numbers.compactMap { Int($0) }
                guard !parts.isEmpty, parts.count == numbers.count, parts.count <= 3 else { continue }
                return OSVersion(parts[0], parts.count > 1 ? parts[1] : 0, parts.count > 2 ? parts[2] : 0)
            }
            throw FloorCheckError("Package.swift declares no \(name) version in `platforms:`; the check needs one")
        }
        return PlatformFloor(macOS: try version(of: .macOS), iOS: try version(of: .iOS))
    }
}
