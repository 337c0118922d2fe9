import CoreInterfaces

/// A reported problem as every module sees it: the shared model the Issues module shows and
/// its picker hands back as a result.
public struct IssueUIModel: Identifiable, Hashable, NavigationResult {
    /// Stable identifier, for example `ISS-301`.
    public var id: String
    /// One-line summary.
    public var title: String
    /// Workflow status, for example `Open`.
    public var status: String
    /// Longer explanation.
    public var description: String

    /// Creates an issue model.
    public init(id: String, title: String, status: String, description: String) {
        self.id = id
        self.title = title
        self.status = status
        self.description = description
    }

    /// The issue's title.
    public var label: String { title }

    /// Three typical issues, for stand-in pickers.
    public static let examples = [
        IssueUIModel(
            id: "ISS-301", title: "Hydraulic fluid leak", status: "Open",
            description: "Fluid pooling under the mast after an eight-hour shift."),
        IssueUIModel(
            id: "ISS-302", title: "Pressure drops under load", status: "In progress",
            description: "Tank pressure falls below 6 bar when two tools run at once."),
        IssueUIModel(
            id: "ISS-303", title: "Spindle vibration above limit", status: "Open",
            description: "Vibration reads 7.1 mm/s at 2,000 rpm; the limit is 4.5."),
    ]
}
