/// Where the runtime reports what stores do, for tools that show the architecture at work
/// (`walkthrough --trace` and `--explain`): every action a feature receives, and every store made.
///
/// An observer is bound for a piece of work with `StoreObservation.$observer.withValue(_:operation:)`;
/// each store made inside it keeps the observer and reports to it. A store made with no observer
/// bound reports nothing and builds nothing: its send path costs one check more.
public enum StoreObservation {
    /// One action a feature received: the feature's reducer type and the action, as values.
    public struct Received {
        /// The reducer type that received the action (for example `AssetDetailFeature`).
        public let feature: Any.Type
        /// The action itself.
        public let action: Any

        @usableFromInline
        init(feature: Any.Type, action: Any) {
            self.feature = feature
            self.action = action
        }

        /// The feature's name, from its type.
        public var featureName: String {
            String(describing: feature)
        }

        /// The action in a few words: its case and, for associated values, a short form of each
        /// (a result's id, an array's count), for example `issueSelected(ISS-301)`. Not escaped:
        /// whoever prints it escapes it.
        public var actionDescription: String {
            ActionDescription.describe(action)
        }
    }

    /// What to tell an observer. A class, so that a store's check for one is a single pointer test.
    public final class Observer: Sendable {
        /// Called with every action a store receives, and every action a parent hands to a child
        /// feature (right after the parent's own).
        public let received: @Sendable (Received) -> Void
        /// Called with every store made, so an observer can check it is released later.
        public let made: @Sendable (AnyObject) -> Void

        /// An observer calling `received` and `made`.
        public init(received: @escaping @Sendable (Received) -> Void, made: @escaping @Sendable (AnyObject) -> Void) {
            self.received = received
            self.made = made
        }
    }

    /// The observer for the work in progress; stores made now keep it.
    @TaskLocal public static var observer: Observer?

    /// The observer of the store whose send is under way, so that a child feature's reducer, run
    /// inside it, reports to the same observer. Only ever set on the main actor, during a send.
    nonisolated(unsafe) public static var sending: Observer?
}

/// Short descriptions of actions and their associated values.
enum ActionDescription {
    static func describe(_ value: Any, depth: Int = 0) -> String {
        if let result = value as? any NavigationResult { return result.id }
        if let text = value as? String { return text.count > 40 ? String(text.prefix(40)) + "…" : text }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional:
            return mirror.children.first.map { describe($0.value, depth: depth) } ?? "nil"
        case .collection, .set, .dictionary:
            return "[\(mirror.children.count) item\(mirror.children.count == 1 ? "" : "s")]"
        case .enum:
            guard let payload = mirror.children.first, let name = payload.label else { return String(describing: value) }
            guard depth < 4 else { return name + "(…)" }
            let inner = Mirror(reflecting: payload.value)
            let parts = inner.displayStyle == .tuple
                ? inner.children.map { describe($0.value, depth: depth + 1) }
                : [describe(payload.value, depth: depth + 1)]
            return name + "(" + parts.joined(separator: ", ") + ")"
        case .tuple:
            return "(" + mirror.children.map { describe($0.value, depth: depth + 1) }.joined(separator: ", ") + ")"
        default:
            let text = String(describing: value)
            return text.count > 40 ? String(text.prefix(40)) + "…" : text
        }
    }
}
