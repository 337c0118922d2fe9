@testable import DataFile
import Foundation
import FeatureTesting
import TestSupport

/// A store over a data file of the sample data in a fresh folder, with every one-line problem it
/// says, as the program's stderr would show them.
@MainActor
final class StoreOverFile {
    let directory: TemporaryDirectory
    let path: String
    let store: InMemoryDataStore
    private let said = Said()
    /// Every problem said so far, in order.
    var problems: [String] { said.lines }

    /// Over a new file of the sample data; the store's transactions go through `seam`, if any, and
    /// its waits for the lock are measured on `clock`.
    init(seam: SystemCallSeam? = nil, clock: any Clock<Duration> = ContinuousClock()) throws {
        directory = try TemporaryDirectory()
        path = directory.path("shop.json")
        var file = DataFile(path: path)
        try file.save(.sample)
        file.seam = seam
        file.clock = clock
        store = InMemoryDataStore(file: file, reading: try file.read(reusing: nil)) { [said] in said.lines.append($0) }
    }

    /// The lines a store said, on the main actor, where it says them.
    @MainActor
    final class Said {
        var lines: [String] = []
    }
}
