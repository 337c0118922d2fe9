#if canImport(Glibc)
import Glibc
#else
import Foundation
#endif

/// A file's extended attributes, its POSIX ACL among them (`system.posix_acl_access`), carried
/// from the file a save replaces to the new one: a file shared with another user through an ACL
/// stays shared after a save by rename.
///
/// Glibc's module does not export `<sys/xattr.h>`, so the four calls are looked up in the C
/// library once, by name. Copying is best effort per attribute: one the file system or the
/// user's rights refuse is left out, and the save goes on.
enum ExtendedAttributes {
    private typealias List = @convention(c) (UnsafePointer<CChar>, UnsafeMutablePointer<CChar>?, Int) -> Int
    private typealias Get =
        @convention(c) (UnsafePointer<CChar>, UnsafePointer<CChar>, UnsafeMutableRawPointer?, Int) -> Int
    private typealias Put = @convention(c) (Int32, UnsafePointer<CChar>, UnsafeRawPointer?, Int, Int32) -> Int32
    private typealias PathPut =
        @convention(c) (UnsafePointer<CChar>, UnsafePointer<CChar>, UnsafeRawPointer?, Int, Int32) -> Int32

    private struct Calls {
        let list: List
        let get: Get
        let put: Put
        let pathPut: PathPut
    }

    private static let calls: Calls? = {
        guard let library = dlopen(nil, RTLD_NOW),
            let list = dlsym(library, "listxattr"), let get = dlsym(library, "getxattr"),
            let set = dlsym(library, "fsetxattr"), let pathSet = dlsym(library, "setxattr")
        else { return nil }
        return Calls(
            list: unsafeBitCast(list, to: List.self), get: unsafeBitCast(get, to: Get.self),
            put: unsafeBitCast(set, to: Put.self), pathPut: unsafeBitCast(pathSet, to: PathPut.self)
        )
    }()

    /// The names and values of the attributes of the file at `path` (following symbolic links).
    static func read(_ path: String) -> [(name: String, value: [UInt8])] {
        guard let calls else { return [] }
        let size = calls.list(path, nil, 0)
        guard size > 0 else { return [] }
        var names = [CChar](repeating: 0, count: size)
        let listed = names.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress.map { calls.list(path, $0, size) } ?? -1
        }
        guard listed > 0 else { return [] }
        return names[..<listed].split(separator: 0).compactMap { bytes -> (name: String, value: [UInt8])? in
            let name = String(decoding: bytes.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            let length = calls.get(path, name, nil, 0)
            guard length >= 0 else { return nil }
            var value = [UInt8](repeating: 0, count: length)
            let got = value.withUnsafeMutableBytes { calls.get(path, name, $0.baseAddress, length) }
            return got == length ? (name, value) : nil
        }
    }

    /// Gives the open file `descriptor` each of `attributes`; returns the names it refused.
    @discardableResult
    static func write(_ attributes: [(name: String, value: [UInt8])], to descriptor: Int32) -> [String] {
        guard let calls else { return attributes.map(\.name) }
        return attributes.compactMap { attribute in
            let set = attribute.value.withUnsafeBytes {
                calls.put(descriptor, attribute.name, $0.baseAddress, attribute.value.count, 0)
            }
            return set == 0 ? nil : attribute.name
        }
    }

    /// Gives the file at `path` the attribute `name`; `false` when refused (for tests that set up a file).
    static func set(_ name: String, _ value: [UInt8], at path: String) -> Bool {
        guard let calls else { return false }
        return value.withUnsafeBytes { calls.pathPut(path, name, $0.baseAddress, value.count, 0) } == 0
    }
}
