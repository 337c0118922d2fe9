import CoreInterfaces

/// One thing the navigation machinery or the runtime did: the record `--trace` prints, `--explain`
/// narrates and tests observe.
public struct NavigationEvent: Equatable {
    /// What happened.
    package enum Kind: String, Sendable {
        /// A screen was presented modally.
        case present
        /// A screen was pushed onto a stack.
        case push
        /// A pushed screen was popped.
        case pop
        /// A presented screen handed back a result.
        case result
        /// Another module's part was added to a screen at its point.
        case part
        /// The user cancelled a presented screen.
        case cancel
        /// A presented screen was dismissed.
        case dismiss
        /// A feature's reducer received an action.
        case action
        /// A screen that left is still alive, or its store is, after the turn settled.
        case leak
        /// A repository call waited the latency (`--latency`) before reaching the data: answered,
        /// or cancelled because the screen whose work it was left first.
        case call
        /// Something went wrong that the session said in one line on the screen the user is on: a
        /// change that could not be saved (even after its screen left), a data file that changed
        /// or went away, an effect's error that nothing handled.
        case problem
    }

    package let event: Kind
    /// The destination the screen was made for, as the registry identifies it (its name and, for a
    /// picker, the type it hands back; not the item it shows), or `nil` for a screen a module
    /// pushed itself. The trace prints its name.
    package var destination: NavigationDestination?
    /// The module that provides the screen.
    package var module: String
    /// The screen's title.
    package var title: String
    /// For a result: its type and id.
    package var resultType: String?
    package var resultID: String?
    /// The screen's type (`AssetDetailScreen`), for `--explain` and leaks.
    package var screen: String?
    /// For a screen arriving: the type and module of the screen it arrived on, which asked for it.
    package var asker: String?
    package var askerModule: String?
    /// For an action: the feature that received it, and the action in a few words.
    package var feature: String?
    package var action: String?
    /// For a repository call: the method called (`allAssets()`), how long it waited (`300ms`),
    /// and whether it was `answered` or `cancelled`.
    package var call: String?
    package var latency: String?
    package var outcome: String?
    /// For a problem: the line said.
    package var text: String?
    /// For a part: the point it was added at, with the item shown (`assetDetail AST-1001`).
    package var point: String?

    package init(
        event: Kind, destination: NavigationDestination? = nil, module: String = "", title: String = "",
        resultType: String? = nil, resultID: String? = nil, screen: String? = nil,
        asker: String? = nil, askerModule: String? = nil, feature: String? = nil, action: String? = nil,
        call: String? = nil, latency: String? = nil, outcome: String? = nil, text: String? = nil,
        point: String? = nil
    ) {
        self.event = event
        self.destination = destination?.kind
        self.module = module
        self.title = title
        self.resultType = resultType
        self.resultID = resultID
        self.screen = screen
        self.asker = asker
        self.askerModule = askerModule
        self.feature = feature
        self.action = action
        self.call = call
        self.latency = latency
        self.outcome = outcome
        self.text = text
        self.point = point
    }

    /// The event as one line of JSON, `event` first. Navigation events carry `destination`
    /// (`null` for a screen a module pushed itself), `module` and `title`, and results their type
    /// and id; actions carry `feature` and `action`; leaks add the `screen` (and a part's `point`);
    /// repository calls carry `module`, `call`, `latency` and `outcome`; problems carry the `text`
    /// said; parts carry the `point` (with the item), the adding `module` and the part's `title`.
    /// Every string is escaped by the rule everything shown follows (``VisibleText/json(_:)``).
    package var jsonLine: String {
        var fields: [(String, String?)] = [("event", event.rawValue)]
        switch event {
        case .action:
            fields += [("feature", feature), ("action", action)]
        case .call:
            fields += [("module", module), ("call", call), ("latency", latency), ("outcome", outcome)]
        case .problem:
            fields += [("text", text)]
        case .part:
            fields += [("point", point), ("module", module), ("title", title)]
        default:
            fields += [("destination", destination?.name), ("module", module), ("title", title)]
            if event == .leak { fields += [("screen", screen)] + (point.map { [("point", $0)] } ?? []) }
            if let resultType { fields.append(("resultType", resultType)) }
            if let resultID { fields.append(("resultID", resultID)) }
        }
        return "{" + fields.map { "\"\($0.0)\":\(Self.json($0.1))" }.joined(separator: ",") + "}"
    }

    /// `value` as a JSON string literal, escaped by the rule everything shown follows, or `null`.
    private static func json(_ value: String?) -> String {
        value.map(VisibleText.json) ?? "null"
    }

    /// The name of `screen`'s type.
    @MainActor
    package static func typeName(of screen: any Screen) -> String {
        let name = String(describing: type(of: screen))
        // A feature's screen is named for its feature: `StoreScreen<AssetDetailFeature>` is
        // `AssetDetailScreen`, as the module speaks of it.
        let (opening, closing) = ("StoreScreen<", "Feature>")
        guard name.hasPrefix(opening), name.hasSuffix(closing) else { return name }
        return name.dropFirst(opening.count).dropLast(closing.count) + "Screen"
    }
}

/// Where navigation events go: `--trace` writes them to stderr; `--explain` narrates them; tests
/// collect them.
public typealias NavigationEventSink = @MainActor (NavigationEvent) -> Void
