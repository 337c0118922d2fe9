/// One edit `--fix` makes to a manifest, kept so that it can be made again, the same, in each other
/// manifest of the package (`Package@swift-6.4.swift` beside `Package.swift`).
///
/// Invariant: ``apply(to:style:)`` changes nothing but what the edit names, in the manifest's own
/// layout (``ManifestEdit``), and answers `nil` where that manifest has nothing to make it in, which
/// ``whyNot(in:)`` then says.
enum FixEdit: Equatable {
    /// Adds an entry (with its `condition:`, if any) to a target's dependencies.
    case add(ManifestEdit.Entry, condition: String?, target: String)
    /// Removes the entry naming a dependency from a target's dependencies.
    case remove(String, target: String)
    /// Removes the `.package(…)` entry of the package with this identity.
    case removePackage(String)
    /// SwiftPM's own editor, `swift package ARGUMENTS`, where there is no literal list to edit.
    case swiftPM([String])

    /// `manifest` with the edit made, laid out in `style`, or `nil` where it cannot be made in it
    /// (and for ``swiftPM(_:)``, which only SwiftPM can make).
    func apply(to manifest: String, style: ManifestStyle) -> String? {
        switch self {
        case let .add(entry, condition, target):
            ManifestEdit.adding(entry, condition: condition, to: target, in: manifest, style: style)
        case let .remove(name, target): ManifestEdit.removing(name, from: target, in: manifest, style: style)
        case let .removePackage(identity): ManifestEdit.removingPackage(identity, in: manifest)
        case .swiftPM: nil
        }
    }

    /// Why ``apply(to:style:)`` could not make the edit in `manifest`, as a clause.
    func whyNot(in manifest: String) -> String {
        switch self {
        case let .add(_, _, target):
            return ManifestEdit.whyNoList(of: target, in: manifest)
        case let .remove(_, target):
            guard ManifestEdit.dependencyList(of: target, in: Array(manifest.utf8)) != nil else {
                return ManifestEdit.whyNoList(of: target, in: manifest)
            }
            return
                "its entry is not written as a literal in \(target)'s dependencies list (a variable, a loop or a condition makes it)"
        case .removePackage:
            return "the package's dependencies list there has no .package entry for it written as a literal"
        case .swiftPM:
            return "SwiftPM's own editor could not make it there"
        }
    }
}
