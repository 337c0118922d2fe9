/// A reported problem as every module sees it: the shared model the Issues module shows and
/// its picker hands back as a result.
public struct IssueUIModel: Identifiable, Hashable, NavigationResult {
    /// The name of this result kind.
    public static let resultType = "IssueUIModel"

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
}
