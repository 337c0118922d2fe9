import CoreInterfaces

/// Where the runtime reports what stores do, for tools that show the architecture at work
/// (`walkthrough --trace` and `--explain`): every action a feature receives, and every store made.
///
/// An observer is bound for a piece of work with `StoreObservation.$observer.withValue(_:operation:)`;
/// each store made inside it keeps the observer and reports to it: every action its own feature
/// receives (an action a parent hands to a child feature is inside the parent's, and a tool can
/// find it there: ``Received/children``). A store made with no observer bound reports nothing.
///
/// Not part of the contract between modules: it is SPI (`@_spi(Tracing) import FeatureRuntime`),
/// for the App's trace and the benchmarks, and no feature module sees it.
@_spi(Tracing)
public enum StoreObservation {
    /// One action a feature received: the feature's reducer type and the action, as values.
    public struct Received {
        /// The reducer type that received the action (for example `AssetDetailFeature`).
        public let feature: Any.Type
        /// The action itself.
        public let action: Any
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

        /// The actions this one hands on to child features, outermost first, each with its
        /// feature's name: a case whose payload is another feature's `Action` (`detail(selectTapped)`
        /// carries `IssuePickerDetailFeature.Action.selectTapped`).
        public var children: [(featureName: String, actionDescription: String)] {
            var found: [(featureName: String, actionDescription: String)] = []
            var feature = featureName
            var value = action
            while Mirror(reflecting: value).displayStyle == .enum,
                let payload = Mirror(reflecting: value).children.first?.value
            {
                let path = String(reflecting: type(of: payload)).split(separator: ".")
                guard path.count >= 2, path[path.count - 1] == "Action", path[path.count - 2] != feature else { break }
                feature = String(path[path.count - 2])
                found.append((feature, ActionDescription.describe(payload)))
                value = payload
            }
            return found
        }
    }

    /// What to tell an observer. A class, so that a store's check for one is a single pointer test.
    public final class Observer: Sendable {
        /// Called with every action a store receives, on the main actor where stores live; an
        /// action a parent hands to a child feature is inside the parent's (``Received/children``).
        public let received: @MainActor @Sendable (Received) -> Void
        /// Called with every store made, on the main actor, so an observer can check it is released later.
        public let made: @MainActor @Sendable (AnyObject) -> Void

        /// An observer calling `received` and `made`.
        public init(
            received: @escaping @MainActor @Sendable (Received) -> Void,
            made: @escaping @MainActor @Sendable (AnyObject) -> Void
        ) {
            self.received = received
            self.made = made
        }
    }

    /// The observer for the work in progress; stores made now keep it.
    @TaskLocal public static var observer: Observer?
}

/// Short descriptions of actions and their associated values.
enum ActionDescription {
    static func describe(_ value: Any, depth: Int = 0) -> String {
        if let result = value as? any NavigationResult { return result.id }
        // A load's outcome reads as what it holds: `assetsLoaded([6 items])`.
        if String(reflecting: type(of: value)).hasPrefix("Swift.Result<"),
            let held = Mirror(reflecting: value).children.first
        {
            return describe(held.value, depth: depth)
        }
        if let text = value as? String { return text.count > 40 ? String(text.prefix(40)) + "…" : text }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional:
            return mirror.children.first.map { describe($0.value, depth: depth) } ?? "nil"
        case .collection, .set, .dictionary:
            return "[\(mirror.children.count) item\(mirror.children.count == 1 ? "" : "s")]"
        case .enum:
            guard let payload = mirror.children.first, let name = payload.label else {
                return String(describing: value)
            }
            guard depth < 4 else { return name + "(…)" }
            let inner = Mirror(reflecting: payload.value)
            let parts =
                inner.displayStyle == .tuple
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
