import CoreInterfaces
import Foundation

/// One thing the navigation machinery did: the record `--trace` prints and tests observe.
public struct NavigationEvent: Equatable {
    /// What happened.
    enum Kind: String {
        /// A screen was presented modally.
        case present
        /// A screen was pushed onto a stack.
        case push
        /// A pushed screen was popped.
        case pop
        /// A presented screen handed back a result.
        case result
        /// The user cancelled a presented screen.
        case cancel
        /// A presented screen was dismissed.
        case dismiss
    }

    let event: Kind
    /// The destination the screen was made for, or `nil` for a screen a module pushed itself.
    let destination: String?
    /// The module that provides the screen.
    let module: String
    /// The screen's title.
    let title: String
    /// For a result: its type and id.
    var resultType: String?
    var resultID: String?

    /// The event as one line of JSON: `event` first, `destination` always (`null` for a screen a
    /// module pushed itself), and the result's type and id only for results.
    var jsonLine: String {
        var fields: [(String, String?)] = [
            ("event", event.rawValue), ("destination", destination), ("module", module), ("title", title),
        ]
        if let resultType { fields.append(("resultType", resultType)) }
        if let resultID { fields.append(("resultID", resultID)) }
        return "{" + fields.map { "\"\($0.0)\":\(Self.json($0.1))" }.joined(separator: ",") + "}"
    }

    /// `value` as a JSON string literal, escaped by the rule everything shown follows, or `null`.
    private static func json(_ value: String?) -> String {
        value.map(VisibleText.json) ?? "null"
    }
}

/// Where navigation events go: `--trace` writes them to stderr; tests collect them.
public typealias NavigationEventSink = @MainActor (NavigationEvent) -> Void
