import Foundation
import Testing

/// A data file as an editor that holds it mapped in memory writes it: each write goes straight to
/// the file's pages. Linux moves the file's times at the first write to a page, and not at the
/// next ones while the page waits to be written back.
final class MappedFile: @unchecked Sendable {
    private let base: UnsafeMutableRawPointer
    private let size: Int
    private let descriptor: Int32

    /// The file at `path`, mapped for writing, its first page already written to once (as an
    /// editor that has been saving for a while has).
    init(_ path: String) throws {
        descriptor = open(path, O_RDWR)
        try #require(descriptor >= 0)
        var info = stat()
        try #require(fstat(descriptor, &info) == 0)
        size = Int(info.st_size)
        let mapped = mmap(nil, size, PROT_READ | PROT_WRITE, MAP_SHARED, descriptor, 0)
        try #require(mapped != MAP_FAILED)
        base = try #require(mapped)
        base.storeBytes(of: base.load(as: UInt8.self), as: UInt8.self)
    }

    deinit {
        munmap(base, size)
        close(descriptor)
    }

    /// Writes `new` over the first `old` in the file, which must be as long; returns whether it
    /// found `old`.
    @discardableResult
    func write(_ new: String, over old: String) -> Bool {
        let bytes = UnsafeMutableRawBufferPointer(start: base, count: size)
        let old = Array(old.utf8), new = Array(new.utf8)
        guard old.count == new.count, size >= old.count,
            let start = (0...(size - old.count)).first(where: { bytes[$0..<($0 + old.count)].elementsEqual(old) })
        else { return false }
        for (offset, byte) in new.enumerated() { bytes[start + offset] = byte }
        return true
    }
}
