#if canImport(Glibc)
import Glibc
#else
import Foundation
#endif

/// A path split and joined as the text it is, never normalised: no `~`, no `..` removed, no
/// symbolic link resolved. The kernel resolves the result physically when it is opened, as
/// `cat` does, so `sub/../shop.json` names the file beside the folder `sub` leads to.
enum PathText {
    /// Everything before the last `/` of `path`: `/` for a name at the root, `.` for a bare name.
    static func folder(of path: String) -> String {
        let bytes = Array(path.utf8)
        guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return "." }
        guard slash > 0 else { return "/" }
        return String(decoding: bytes[..<slash], as: UTF8.self)
    }

    /// Everything after the last `/` of `path` (all of it when it has none).
    static func name(of path: String) -> String {
        let bytes = Array(path.utf8)
        guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return path }
        return String(decoding: bytes[(slash + 1)...], as: UTF8.self)
    }

    /// Where the symbolic link at `link` leads, as the kernel follows it: its destination as
    /// written when absolute, else that destination in the link's folder. `nil` when `link` is
    /// not a symbolic link, or its destination is not UTF-8 text.
    static func destination(ofLink link: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = buffer.withUnsafeMutableBufferPointer { space in
            space.baseAddress.map { readlink(link, $0, Int(PATH_MAX)) } ?? -1
        }
        guard count > 0,
            let destination = String(validating: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        else { return nil }
        return destination.hasPrefix("/") ? destination : folder(of: link) + "/" + destination
    }
}
