import CoreInterfaces

/// The text `--list-destinations` prints: one line per destination, in columns; then, when any
/// module declares a point, one line per point with the modules that add parts there, in order;
/// then one line per part, with its point and what it asks the factory for (its picker).
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
        let text = columns([header] + rows)
        guard !registry.points.isEmpty else { return text }
        let points = registry.points.sorted { $0.value < $1.value }.map { point in
            let parts = registry.parts.filter { $0.value.point == point.value }.map(\.module)
            return [point.value.name, point.module, parts.isEmpty ? "none" : parts.joined(separator: ",")]
        }
        let parts = registry.parts.map { part in
            let asks = NavigationMap.asks(ofPart: part.module, at: part.value.point, registry: registry).map(\.name)
            return [part.module, part.value.point.name, asks.isEmpty ? "none" : asks.joined(separator: ",")]
        }
        return text + "\n" + columns([["POINT", "MODULE", "PARTS"]] + points)
            + (parts.isEmpty ? "" : "\n" + columns([["PART", "POINT", "ASKS FOR"]] + parts))
    }

    /// `table` in columns, each as wide as its widest cell and two spaces, one line per row.
    private static func columns(_ table: [[String]]) -> String {
        let header = table.first ?? []
        let widths = header.indices.map { column in table.map { $0[column].count }.max() ?? 0 }
        return table.map { row in
            row.enumerated().map { column, cell in
                column == row.count - 1 ? cell : cell + String(repeating: " ", count: widths[column] + 2 - cell.count)
            }.joined()
        }.joined(separator: "\n") + "\n"
    }
}
