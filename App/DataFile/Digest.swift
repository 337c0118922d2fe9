/// A 64-bit digest of bytes, for telling whether a file still holds the bytes a reading was made
/// from. Bytes given in pieces digest as the same bytes given at once.
///
/// Keyed per process: it is the standard library's `Hasher` (SipHash, seeded at random when the
/// process starts), so no edit, however crafted, can be made to collide with the bytes a session
/// read except by a chance of one in 2⁶⁴. A digest is compared only within the process that made
/// it, and never written down.
enum Digest {
    /// The digest of the bytes of `pieces`, one after another.
    static func of(_ pieces: [ArraySlice<UInt8>]) -> UInt64 {
        var hasher = Hasher()
        for piece in pieces { piece.withUnsafeBytes { hasher.combine(bytes: $0) } }
        return UInt64(bitPattern: Int64(hasher.finalize()))
    }
}
