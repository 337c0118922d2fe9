import CoreInterfaces
#if canImport(Glibc)
import Glibc
#else
import Foundation
#endif

/// The program's arguments as the bytes the shell passed, made text only when they are UTF-8.
///
/// A file name need not be UTF-8 (a Latin-1 `caf\xE9.json`); decoding one would make U+FFFD of the
/// odd byte and so name another file. Such an argument is refused, naming its bytes, never used.
enum ArgumentBytes {
    /// `arguments` as text, or a usage error naming the first that is not UTF-8.
    static func decode(_ arguments: [[UInt8]]) -> Result<[String], UsageError> {
        var decoded: [String] = []
        for bytes in arguments {
            guard let text = String(validating: bytes, as: UTF8.self) else {
                return .failure(
                    UsageError(
                        "the argument '\(shown(bytes))' is not UTF-8 text, so it cannot name a file exactly; "
                            + "rename the file, or give a symbolic link to it whose name is UTF-8"
                    ))
            }
            decoded.append(text)
        }
        return .success(decoded)
    }

    /// `bytes` as a person can read them: UTF-8 text escaped as every echo is, each byte that is
    /// not part of UTF-8 text as `\xNN`, cut to 200 characters.
    static func shown(_ bytes: [UInt8]) -> String {
        var shown = ""
        var index = 0
        while index < bytes.count, shown.count < 200 {
            let character = (1...4).lazy
                .filter { index + $0 <= bytes.count }
                .compactMap { length in
                    String(validating: bytes[index..<index + length], as: UTF8.self).map { ($0, length) }
                }
                .first
            if let (text, length) = character {
                shown += VisibleText.make(text)
                index += length
            } else {
                shown += "\\x" + String(bytes[index], radix: 16, uppercase: true)
                index += 1
            }
        }
        return index < bytes.count ? shown + "…" : shown
    }

    /// The process's arguments after the program name, as the bytes the shell passed.
    static func ofThisProcess() -> [[UInt8]] {
        (1..<Int(CommandLine.argc)).map { position in
            guard let argument = CommandLine.unsafeArgv[position] else { return [] }
            return Array(UnsafeRawBufferPointer(start: argument, count: strlen(argument)))
        }
    }
}
