@testable import DataFile
import Foundation
import TestSupport

/// A store over a data file of the sample data in a fresh folder, with every one-line problem it
/// says, as the program's stderr would show them.
@MainActor
final class StoreOverFile {
    let directory: TemporaryDirectory
    let path: String
    let store: InMemoryDataStore
    private(set) var problems: [String] = []

    init() throws {
        directory = try TemporaryDirectory()
        path = directory.path("shop.json")
        let file = DataFile(path: path)
        try file.save(.sample)
        store = InMemoryDataStore(file: file, reading: try file.read(reusing: nil))
        store.onProblem = { [unowned self] in problems.append($0) }
    }
}
