/// A fast 64-bit digest of bytes, for telling whether a file still holds the bytes a reading
/// was made from. Bytes given in pieces digest as the same bytes given at once. Not a
/// cryptographic hash: whoever can write the file can change it anyway; this only decides whether
/// a parse can be reused, after the size agrees too.
struct Digest {
    // Four lanes take a 32-byte block a word each, so the processor folds them side by side.
    private var lanes: (UInt64, UInt64, UInt64, UInt64) = (0x9E37_79B9_7F4A_7C15, 0xC2B2_AE3D_27D4_EB4F, 0x1656_67B1_9E37_79F9, 0x27D4_EB2F_1656_67C5)
    private var count: UInt64 = 0
    /// Bytes not yet folded in: less than a block, waiting for the next piece.
    private var pending: [UInt8] = []

    /// The digest of the bytes of `pieces`, one after another.
    static func of(_ pieces: [ArraySlice<UInt8>]) -> UInt64 {
        var digest = Digest()
        for piece in pieces { piece.withUnsafeBytes { digest.add($0) } }
        return digest.value
    }

    private static func fold(_ lane: UInt64, _ word: UInt64) -> UInt64 {
        let mixed = (lane ^ word) &* 0xFF51_AFD7_ED55_8CCD
        return mixed ^ (mixed >> 32)
    }

    private mutating func block(_ bytes: UnsafeRawBufferPointer, at offset: Int) {
        lanes.0 = Self.fold(lanes.0, UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
        lanes.1 = Self.fold(lanes.1, UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self)))
        lanes.2 = Self.fold(lanes.2, UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset + 16, as: UInt64.self)))
        lanes.3 = Self.fold(lanes.3, UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset + 24, as: UInt64.self)))
    }

    mutating func add(_ bytes: UnsafeRawBufferPointer) {
        count &+= UInt64(bytes.count)
        var offset = 0
        if !pending.isEmpty {
            let taken = min(32 - pending.count, bytes.count)
            pending += bytes[0..<taken]
            offset = taken
            guard pending.count == 32 else { return }
            let full = pending
            pending = []
            full.withUnsafeBytes { block($0, at: 0) }
        }
        while offset + 32 <= bytes.count {
            block(bytes, at: offset)
            offset += 32
        }
        pending += bytes[offset...]
    }

    /// The digest of every byte added so far.
    var value: UInt64 {
        var state = Self.fold(lanes.0, lanes.1)
        state = Self.fold(state, lanes.2)
        state = Self.fold(state, lanes.3)
        for byte in pending { state = Self.fold(state, UInt64(byte)) }
        state = Self.fold(state, count)
        return state ^ (state >> 29)
    }
}
