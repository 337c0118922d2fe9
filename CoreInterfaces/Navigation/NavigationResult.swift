/// A value a presented screen hands back to whoever presented it.
///
/// Results cross module boundaries, so they are plain models in the interface target of the module
/// whose picker hands them back (`IssueUIModel` in `IssuesInterface`).
public protocol NavigationResult: Sendable {
    /// A few typical values, which a stand-in picker offers when the module that provides the
    /// real picker is not loaded (`walkthrough --module`).
    static var examples: [Self] { get }
    /// The result's stable identifier, for logs and traces.
    var id: String { get }
    /// How a list shows the result, in a few words (an issue's title, an asset's name).
    var label: String { get }
}
