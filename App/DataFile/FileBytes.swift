#if canImport(Glibc)
import Glibc
#else
import Foundation
#endif

/// The bytes of the regular file at `path`, and what `fstat` says of it, read through one
/// descriptor; anything but a regular file is not read at all (its bytes are empty).
func fileBytes(at path: String, seam: SystemCallSeam? = nil) throws(SystemCallError) -> (bytes: [UInt8], info: stat) {
    if seam.fails(.open) { throw SystemCallError("open") }
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else { throw SystemCallError("open") }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { throw SystemCallError("stat") }
    info = seam.observed(info)
    guard info.st_mode & S_IFMT == S_IFREG else { return ([], info) }
    // Straight into the array's storage, sized by fstat with a byte to spare to see the end; a file
    // that grows meanwhile is read on, a piece at a time.
    var failure: Int32?
    var bytes = [UInt8](unsafeUninitializedCapacity: Int(info.st_size) + 1) { buffer, initialized in
        guard let base = buffer.baseAddress else { return }
        while initialized < buffer.count {
            let count = read(descriptor, base + initialized, buffer.count - initialized)
            if count < 0 {
                if errno == EINTR { continue }
                failure = errno
                return
            }
            if count == 0 { return }
            initialized += count
        }
    }
    if let failure { throw SystemCallError("read", code: failure) }
    if bytes.count <= Int(info.st_size) { return (bytes, info) }
    var chunk = [UInt8](repeating: 0, count: 1 << 20)
    while true {
        let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count < 0 {
            if errno == EINTR { continue }
            throw SystemCallError("read")
        }
        if count == 0 { return (bytes, info) }
        bytes.append(contentsOf: chunk[..<count])
    }
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

/// The first `count` bytes of the regular file at `path` (all of it when it is shorter), or `nil`
/// when it cannot be opened or is not a regular file: how it starts, without reading it whole.
func fileStart(at path: String, count: Int) -> [UInt8]? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
    return [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
        guard let base = buffer.baseAddress else { return }
        while initialized < buffer.count {
            let got = read(descriptor, base + initialized, buffer.count - initialized)
            if got < 0, errno == EINTR { continue }
            guard got > 0 else { return }
            initialized += got
        }
    }
}
