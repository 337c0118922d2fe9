/// One edit `--fix` makes to a manifest, kept so that it can be made again, the same, in each other
/// manifest of the package (`Package@swift-6.4.swift` beside `Package.swift`).
///
/// Invariant: ``apply(to:)`` changes nothing but what the edit names, in the manifest's own layout
/// (``ManifestEdit``), and answers `nil` where that manifest has nothing to make it in.
enum FixEdit: Equatable {
    /// Adds an entry (with its `condition:`, if any) to a target's dependencies.
    case add(ManifestEdit.Entry, condition: String?, target: String)
    /// Removes the entry naming a dependency from a target's dependencies.
    case remove(String, target: String)
    /// Adds platforms (`.watchOS`) to the condition of the entry naming a dependency.
    case widen(String, target: String, platforms: [String])
    /// Removes the `.package(…)` entry of the package with this identity.
    case removePackage(String)
    /// SwiftPM's own editor, `swift package ARGUMENTS`, where there is no literal list to edit.
    case swiftPM([String])

    /// `manifest` with the edit made, or `nil` where it cannot be made in it (and for
    /// ``swiftPM(_:)``, which only SwiftPM can make).
    func apply(to manifest: String) -> String? {
        switch self {
        case let .add(entry, condition, target):
            ManifestEdit.adding(entry, condition: condition, to: target, in: manifest)
        case let .remove(name, target): ManifestEdit.removing(name, from: target, in: manifest)
        case let .widen(name, target, platforms):
            ManifestEdit.widening(name, in: target, adding: platforms, in: manifest)
        case let .removePackage(identity): ManifestEdit.removingPackage(identity, in: manifest)
        case .swiftPM: nil
        }
    }
}
