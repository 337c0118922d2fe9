#if canImport(Glibc)
import Glibc
#else
import Foundation
#endif

/// The bytes of the regular file at `path`, and what `fstat` says of it, read through one
/// descriptor; anything but a regular file is not read at all (its bytes are empty). With
/// `checkingJSON`, a file larger than `knownSize` bytes (any, when it is `nil`) is checked a piece at
/// a time as it arrives (``JSONStreamCheck``), and reading stops at the first byte no JSON text can
/// have where it stands: its offset is `refusedAt`, and the bytes end with it. So a huge file that
/// cannot be JSON costs what was read up to that byte, not its size; a file no larger than one
/// already read whole costs no more memory than that one did, and is read without the check.
func fileBytes(
    at path: String, seam: SystemCallSeam? = nil, checkingJSON: Bool = false, knownSize: Int? = nil
) throws(SystemCallError) -> (bytes: [UInt8], info: stat, refusedAt: Int?) {
    if seam.fails(.open) { throw SystemCallError("open") }
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else { throw SystemCallError("open") }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { throw SystemCallError("stat") }
    info = seam.observed(info)
    guard info.st_mode & S_IFMT == S_IFREG else { return ([], info, nil) }
    var check = checkingJSON && Int(info.st_size) > (knownSize ?? -1) ? JSONStreamCheck() : nil
    var refusedAt: Int?
    /// Reads the next piece into `buffer` at `start`; the count read, 0 at the end, or -1 with `errno`.
    func readPiece(into base: UnsafeMutablePointer<UInt8>, count: Int) -> Int {
        if seam.fails(.read) { return -1 }
        while true {
            let got = read(descriptor, base, count)
            if got < 0, errno == EINTR { continue }
            if got > 0, let refused = check?.check(UnsafeBufferPointer(start: base, count: got)) {
                refusedAt = refused
            }
            return got
        }
    }
    // Straight into the array's storage, sized by fstat with a byte to spare to see the end, a
    // piece at a time (the pages not reached take no memory); a file that grows meanwhile is read
    // on, a piece at a time.
    let piece = 1 << 20
    var failure: Int32?
    var bytes = [UInt8](unsafeUninitializedCapacity: Int(info.st_size) + 1) { buffer, initialized in
        guard let base = buffer.baseAddress else { return }
        while initialized < buffer.count, refusedAt == nil {
            let count = readPiece(into: base + initialized, count: min(piece, buffer.count - initialized))
            if count < 0 {
                failure = errno
                return
            }
            if count == 0 { return }
            initialized += count
        }
    }
    if let failure { throw SystemCallError("read", code: failure) }
    if let refusedAt { return (Array(bytes[...refusedAt]), info, refusedAt) }
    if bytes.count <= Int(info.st_size) { return (bytes, info, nil) }
    var chunk = [UInt8](repeating: 0, count: piece)
    while refusedAt == nil {
        let count = chunk.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress.map { readPiece(into: $0, count: piece) } ?? 0
        }
        if count < 0 { throw SystemCallError("read") }
        if count == 0 { return (bytes, info, nil) }
        bytes.append(contentsOf: chunk[..<count])
    }
    return (Array(bytes.prefix((refusedAt ?? bytes.count - 1) + 1)), info, refusedAt)
}

/// Whether the file at `path` holds exactly `bytes`, read a piece at a time, so that checking a
/// large file does not hold a second copy of it.
func file(at path: String, holds bytes: [UInt8]) -> Bool {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    var chunk = [UInt8](repeating: 0, count: 1 << 20)
    var offset = 0
    while true {
        let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count < 0 {
            if errno == EINTR { continue }
            return false
        }
        if count == 0 { return offset == bytes.count }
        guard offset + count <= bytes.count else { return false }
        let same = chunk.withUnsafeBytes { piece in
            bytes.withUnsafeBytes { all in
                guard let piece = piece.baseAddress, let all = all.baseAddress else { return false }
                return memcmp(piece, all + offset, count) == 0
            }
        }
        guard same else { return false }
        offset += count
    }
}
