/// A version of macOS or iOS, such as 14.0: what `@available` and `platforms:` name.
struct OSVersion: Comparable, Hashable, Sendable, CustomStringConvertible {
    /// The major version: 14 in macOS 14.2.
    var major: Int
    /// The minor version: 2 in macOS 14.2.
    var minor: Int
    /// The patch version: 1 in macOS 14.2.1.
    var patch: Int

    init(_ major: Int, _ minor: Int = 0, _ patch: Int = 0) {
        self.major = major
        self.minor = minor
        self.patch = patch
    }

    static func < (left: OSVersion, right: OSVersion) -> Bool {
        (left.major, left.minor, left.patch) < (right.major, right.minor, right.patch)
    }

    /// `14.0`, or `14.2.1` when there is a patch version.
    var description: String {
        patch == 0 ? "\(major).\(minor)" : "\(major).\(minor).\(patch)"
    }
}

/// The platforms whose floor the check holds the package to, named as symbol graphs name their
/// availability domains.
enum Platform: String, CaseIterable, Sendable {
    case macOS
    case iOS
}
