@testable import DataFile
import Foundation
import FeatureTesting
import TestSupport
import Testing

/// A save keeps the file's group even where it cannot keep its owner: `chown` refuses a new owner
/// to anyone but root, and refuses both at once, while any user may give a file a group they
/// belong to. Here the seam refuses the owner as the kernel refuses a user who is not root.
@MainActor
struct OwnerAndGroupTests {
    /// A group the file can be given that is not the one a new file gets: any group as root, else
    /// a group this user belongs to besides their own.
    nonisolated static let otherGroup: gid_t? = {
        if geteuid() == 0 { return 4_242 }
        var groups = [gid_t](repeating: 0, count: 256)
        let count = getgroups(Int32(groups.count), &groups)
        return groups.prefix(max(Int(count), 0)).first { $0 != getegid() }
    }()

    @Test(.enabled(if: otherGroup != nil, "this user belongs to no second group"))
    func whenTheOwnerCannotBeKeptTheGroupStillIs() async throws {
        let group = try #require(Self.otherGroup)
        let refusals = Locked(0)
        let over = try StoreOverFile(
            seam: SystemCallSeam { call in
                // The first fchown (owner and group) is refused, as it is to a user who is not root.
                guard call == .chown, refusals.current == 0 else { return nil }
                refusals.withValue { $0 += 1 }
                return EPERM
            })
        defer { over.directory.remove() }
        try #require(chown(over.path, uid_t.max, group) == 0)
        try #require(chmod(over.path, 0o664) == 0)

        await over.store.change(.link(assetID: "AST-1001", issueID: "ISS-301"))

        #expect(over.problems.isEmpty)
        #expect(refusals.current == 1)
        var info = stat()
        try #require(stat(over.path, &info) == 0)
        #expect(info.st_gid == group, "the group is kept, so its members can still write the file")
        #expect(info.st_mode & 0o7777 == 0o664, "and so is the mode")
        let onDisk = try #require(try DataFile(path: over.path).load())
        #expect(onDisk.links == [DataFileContents.Link(assetID: "AST-1001", issueID: "ISS-301")])
    }
}
