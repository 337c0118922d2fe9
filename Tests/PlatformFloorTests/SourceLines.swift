import Foundation

/// The line numbers of byte offsets in a source file, for the AST dump gives positions as offsets.
struct SourceLines: Sendable {
    /// The offset of the first byte of each line after the first.
    private let lineStarts: [Int]

    init(_ contents: Data) {
        var starts: [Int] = []
        for (offset, byte) in contents.enumerated() where byte == UInt8(ascii: "\n") {
            starts.append(offset + 1)
        }
        lineStarts = starts
    }

    /// The 1-based line of the byte at `offset`.
    func line(atOffset offset: Int) -> Int {
        var low = 0
        var high = lineStarts.count
        while low < high {
            let middle = (low + high) / 2
            if lineStarts[middle] <= offset { low = middle + 1 } else { high = middle }
        }
        return low + 1
    }
}
