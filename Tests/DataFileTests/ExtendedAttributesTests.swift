@testable import DataFile
import Foundation
import FeatureTesting
import TestSupport
import Testing

/// A save by rename keeps the file's extended attributes and its POSIX ACL, so a file shared with
/// another user through an ACL stays shared.
struct ExtendedAttributesTests {
    /// An ACL granting user 65534 (nobody) read and write, in the kernel's `system.posix_acl_access` form.
    static let acl: [UInt8] = {
        func le16(_ value: UInt16) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8)] }
        func le32(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8((value >> (8 * $0)) & 0xFF) } }
        let entries: [(tag: UInt16, permissions: UInt16, id: UInt32)] = [
            (0x01, 6, .max), (0x02, 6, 65_534), (0x04, 4, .max), (0x10, 6, .max), (0x20, 4, .max),
        ]
        return le32(2) + entries.flatMap { le16($0.tag) + le16($0.permissions) + le32($0.id) }
    }()

    static func supported() -> Bool {
        guard let directory = try? TemporaryDirectory() else { return false }
        defer { directory.remove() }
        let probe = directory.path("probe")
        _ = FileManager.default.createFile(atPath: probe, contents: Data())
        return ExtendedAttributes.set("user.probe", [1], at: probe)
            && ExtendedAttributes.set("system.posix_acl_access", acl, at: probe)
    }

    @Test(.enabled(if: supported(), "the file system here keeps no user attributes or ACLs"))
    func aSaveKeepsTheFilesAttributesAndACL() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("shop.json")
        try DataFile(path: path).save(.sample)
        #expect(ExtendedAttributes.set("user.origin", Array("shared drive".utf8), at: path))
        #expect(ExtendedAttributes.set("system.posix_acl_access", Self.acl, at: path))
        let before = ExtendedAttributes.read(path).filter { $0.name.hasPrefix("user.") || $0.name.hasPrefix("system.") }

        _ = try DataFile(path: path).apply(.link(assetID: "AST-1001", issueID: "ISS-301"), reusing: nil)
        #expect(
            try DataFile(path: path).load()?.links == [.init(assetID: "AST-1001", issueID: "ISS-301")],
            "the file was replaced")
        let after = ExtendedAttributes.read(path).filter { $0.name.hasPrefix("user.") || $0.name.hasPrefix("system.") }
        #expect(after.map(\.name).sorted() == before.map(\.name).sorted())
        #expect(after.first { $0.name == "user.origin" }?.value == Array("shared drive".utf8))
        #expect(
            after.first { $0.name == "system.posix_acl_access" }?.value
                == before.first { $0.name == "system.posix_acl_access" }?.value)
    }
}
