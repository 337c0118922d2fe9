/// A fast 64-bit digest of bytes, for telling whether a file still holds the bytes a reading
/// was made from (after its size and `stat` identity agree). Bytes given in pieces digest as the
/// same bytes given at once. Not a cryptographic hash: whoever can write the file can change it
/// anyway; this only decides whether a parse can be reused.
struct Digest {
    private var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    private var count: UInt64 = 0
    /// Bytes not yet folded in: fewer than eight, waiting for the next piece.
    private var pending: UInt64 = 0
    private var pendingCount = 0

    /// The digest of the bytes of `pieces`, one after another.
    static func of(_ pieces: [ArraySlice<UInt8>]) -> UInt64 {
        var digest = Digest()
        for piece in pieces { piece.withUnsafeBytes { digest.add($0) } }
        return digest.value
    }

    private mutating func fold(_ word: UInt64) {
        state = (state ^ word) &* 0xFF51_AFD7_ED55_8CCD
        state ^= state >> 32
    }

    mutating func add(_ bytes: UnsafeRawBufferPointer) {
        count &+= UInt64(bytes.count)
        var offset = 0
        while pendingCount > 0, offset < bytes.count {
            pending |= UInt64(bytes[offset]) << (8 * UInt64(pendingCount))
            pendingCount += 1
            offset += 1
            if pendingCount == 8 {
                fold(pending)
                pending = 0
                pendingCount = 0
            }
        }
        while offset + 8 <= bytes.count {
            fold(UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
            offset += 8
        }
        while offset < bytes.count {
            pending |= UInt64(bytes[offset]) << (8 * UInt64(pendingCount))
            pendingCount += 1
            offset += 1
        }
    }

    /// The digest of every byte added so far.
    var value: UInt64 {
        var copy = self
        if copy.pendingCount > 0 { copy.fold(copy.pending) }
        copy.fold(count)
        return copy.state ^ (copy.state >> 29)
    }
}
