import CoreInterfaces

/// A piece of equipment as every module sees it: the shared model the Assets module shows and
/// other modules receive as a picked result.
public struct AssetUIModel: Identifiable, Hashable, NavigationResult {
    /// Stable identifier, for example `AST-1001`.
    public var id: String
    /// Human name, for example `Forklift FL-200`.
    public var name: String
    /// Operational status, for example `In service`.
    public var status: String
    /// Kind of equipment, for example `Material handling`.
    public var category: String

    /// Creates an asset model.
    public init(id: String, name: String, status: String, category: String) {
        self.id = id
        self.name = name
        self.status = status
        self.category = category
    }

    /// The asset's name.
    public var label: String { name }

    /// Three typical assets, for stand-in pickers.
    public static let examples = [
        AssetUIModel(id: "AST-1001", name: "Forklift FL-200", status: "In service", category: "Material handling"),
        AssetUIModel(id: "AST-1002", name: "Air Compressor AC-75", status: "Under maintenance", category: "Pneumatics"),
        AssetUIModel(id: "AST-1003", name: "CNC Lathe TL-8", status: "In service", category: "Machining"),
    ]
}
