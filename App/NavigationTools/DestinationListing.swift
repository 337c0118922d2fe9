import CoreInterfaces

/// The text `--list-destinations` prints: one line per destination, in columns.
package enum DestinationListing {
    @MainActor
    package static func text(for registry: NavigationRegistry) -> String {
        let header = ["DESTINATION", "MODULE", "PRESENTATION", "RESULT"]
        let rows = registry.destinations.map { destination in
            let entry = registry.entry(for: destination)
            return [
                destination.name,
                entry?.module ?? "none",
                entry?.provider.style.rawValue ?? "none",
                entry?.provider.destination.resultName ?? "none",
            ]
        }
        let table = [header] + rows
        let widths = header.indices.map { column in table.map { $0[column].count }.max() ?? 0 }
        return table.map { row in
            row.enumerated().map { column, cell in
                column == row.count - 1 ? cell : cell + String(repeating: " ", count: widths[column] + 2 - cell.count)
            }.joined()
        }.joined(separator: "\n") + "\n"
    }
}
