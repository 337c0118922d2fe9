@testable import DataFile
import CoreInterfaces
import Foundation
import FeatureTesting
import TestSupport
import Testing

/// Whether a reading's parse is reused is decided by a ``Digest`` nobody can aim at: an edit
/// crafted to collide with the bytes under a fixed 64-bit function (the one this program used
/// before) is read as the edit it is.
@MainActor
struct DigestCollisionTests {
    /// The fixed function a session once trusted: four lanes of 64 bits, each block's word folded
    /// in with a multiply and a shift. Kept here to craft a collision against it.
    enum FixedDigest {
        static func fold(_ lane: UInt64, _ word: UInt64) -> UInt64 {
            let mixed = (lane ^ word) &* 0xFF51_AFD7_ED55_8CCD
            return mixed ^ (mixed >> 32)
        }

        /// The first lane after the first `blocks` 32-byte blocks of `bytes`.
        static func firstLane(_ bytes: [UInt8], blocks: Int) -> UInt64 {
            var lane: UInt64 = 0x9E37_79B9_7F4A_7C15
            for block in 0..<blocks { lane = fold(lane, word(bytes, at: 32 * block)) }
            return lane
        }

        static func word(_ bytes: [UInt8], at offset: Int) -> UInt64 {
            bytes[offset..<(offset + 8)].reversed().reduce(0) { $0 << 8 | UInt64($1) }
        }

        static func of(_ bytes: [UInt8]) -> UInt64 {
            var lanes: [UInt64] = [
                0x9E37_79B9_7F4A_7C15, 0xC2B2_AE3D_27D4_EB4F, 0x1656_67B1_9E37_79F9, 0x27D4_EB2F_1656_67C5,
            ]
            var offset = 0
            while offset + 32 <= bytes.count {
                for lane in 0..<4 { lanes[lane] = fold(lanes[lane], word(bytes, at: offset + 8 * lane)) }
                offset += 32
            }
            var state = fold(fold(fold(lanes[0], lanes[1]), lanes[2]), lanes[3])
            for byte in bytes[offset...] { state = fold(state, UInt64(byte)) }
            state = fold(state, UInt64(bytes.count))
            return state ^ (state >> 29)
        }
    }

    /// `bytes` with the first word of two blocks inside `range` rewritten so that ``FixedDigest``
    /// cannot tell them apart: the second word cancels what the first changed in its lane. Both
    /// words are letters and digits, so the edit stays inside the string the range is in.
    static func collision(with bytes: [UInt8], inside range: Range<Int>) throws -> [UInt8] {
        let block = (range.lowerBound + 31) / 32
        try #require(32 * block + 40 <= range.upperBound, "the range holds two blocks' first words")
        let lane = FixedDigest.firstLane(bytes, blocks: block)
        let first = FixedDigest.word(bytes, at: 32 * block), second = FixedDigest.word(bytes, at: 32 * block + 32)
        let allowed = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789".utf8)
        var random = SeededRandom(seed: 42)
        for _ in 0..<5_000_000 {
            let candidate = (0..<8).reduce(UInt64(0)) { word, _ in
                word << 8 | UInt64(allowed[Int(random.next() % UInt64(allowed.count))])
            }
            guard candidate != first else { continue }
            let cancelling = second ^ FixedDigest.fold(lane, first) ^ FixedDigest.fold(lane, candidate)
            let cancellingBytes = (0..<8).map { UInt8(truncatingIfNeeded: cancelling >> (8 * $0)) }
            guard cancellingBytes.allSatisfy(allowed.contains) else { continue }
            var edited = bytes
            for index in 0..<8 {
                edited[32 * block + index] = UInt8(truncatingIfNeeded: candidate >> (8 * index))
                edited[32 * block + 32 + index] = cancellingBytes[index]
            }
            return edited
        }
        throw CollisionNotFound()
    }

    struct CollisionNotFound: Error {}

    @Test func anEditCraftedToCollideUnderAFixedFunctionIsReadAsTheEditItIs() async throws {
        let over = try StoreOverFile()
        defer { over.directory.remove() }
        let name = String(repeating: "n", count: 96)
        var contents = DataFileContents.sample
        contents.assets[0].name = name
        try DataFile(path: over.path).save(contents)
        #expect(await over.store.changedOnDisk())
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: over.path)))
        let start = try #require(bytes.indices.first { bytes[$0...].starts(with: Array(name.utf8)) })

        let edited = try Self.collision(with: bytes, inside: start..<(start + name.utf8.count))
        try #require(edited != bytes && edited.count == bytes.count)
        try #require(FixedDigest.of(edited) == FixedDigest.of(bytes), "the fixed function cannot tell them apart")
        try Data(edited).write(to: URL(fileURLWithPath: over.path))

        #expect(await over.store.changedOnDisk())
        let shown = try #require(await over.store.asset(withID: contents.assets[0].id))
        #expect(shown.name != name, "the edit is read, not taken for the bytes read before")
        #expect(shown.name == String(decoding: edited[start..<(start + name.utf8.count)], as: UTF8.self))
    }
}
