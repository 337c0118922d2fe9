/// A value a presented screen hands back to whoever presented it.
///
/// Results cross module boundaries, so they are plain shared models that live in CoreInterfaces.
public protocol NavigationResult: Codable, Sendable {
    /// A stable name for the kind of result, for logs and diagnostics.
    static var resultType: String { get }
    /// The result's stable identifier, for logs and traces.
    var id: String { get }
}
