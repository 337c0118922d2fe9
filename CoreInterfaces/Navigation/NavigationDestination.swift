/// A screen one module may ask another for, named without naming the module that provides it.
///
/// Each destination is declared once, as a static member in the interface target of the module
/// that provides it, beside its result model (for example `NavigationDestination.assetsList` in
/// `Modules/Assets/Interface/AssetsDestinations.swift`); a picker is declared as a ``PickerDestination``, which names its result type too. Feature
/// modules ask for destinations through a ``NavigationFactory``; only the App's
/// ``NavigationRegistry`` knows which module builds each one, and it refuses to start when
/// anything a plugin offers, routes to or needs has no provider (see Docs/Decisions.md).
public struct NavigationDestination: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The destination's stable name, for example `assetDetail`: what plugins register, listings
    /// print and traces show.
    public let name: String
    /// For a destination that shows one item, what kind of item, in words (`asset`), for messages.
    public let item: String?
    /// The item shown, for example an asset's ID; `nil` for a destination without one.
    public let id: String?
    /// For a picker, the type of the result it hands back; `nil` for other destinations.
    public let result: (any NavigationResult.Type)?

    /// Declares the destination `name`; `item` names what it shows one of, if it shows one.
    /// Declare each destination once, in the interface target of the module that provides it.
    public init(_ name: String, item: String? = nil) {
        self.init(name: name, item: item, id: nil, result: nil)
    }

    /// A picker's destination, handing back `result` (``PickerDestination`` declares them).
    init(_ name: String, result: any NavigationResult.Type) {
        self.init(name: name, item: nil, id: nil, result: result)
    }

    private init(name: String, item: String?, id: String?, result: (any NavigationResult.Type)?) {
        self.name = name
        self.item = item
        self.id = id
        self.result = result
    }

    /// This destination showing the item `id`: `.assetDetail.with(id: "AST-1001")`.
    public func with(id: String) -> Self {
        Self(name: name, item: item, id: id, result: result)
    }

    /// This destination without its item: what a plugin provides and the registry looks up.
    package var kind: Self {
        id == nil ? self : Self(name: name, item: item, id: nil, result: result)
    }

    /// Whether this is `other`'s destination, whatever item each shows.
    public func isKind(of other: Self) -> Bool {
        name.isExactly(other.name)
    }

    /// Whether this destination shows the item `id`: the same code points, as ids compare
    /// everywhere, so "e\u{301}" never opens the item "\u{E9}".
    public func shows(id: String) -> Bool {
        self.id?.isExactly(id) == true
    }

    /// The untyped destination of `picker`, for lists of destinations (needs, routes).
    public static func picker<Result>(_ picker: PickerDestination<Result>) -> Self {
        picker.destination
    }

    /// This destination as a screen that hands nothing back: what a provider that is not a
    /// picker registers, whatever it was given.
    var handingBackNothing: Self {
        Self(name: name, item: item, id: id, result: nil)
    }

    /// Two destinations are the same when they have the same name, item ID (each compared as its
    /// code points) and result type: a picker of assets and a picker of issues with one name are
    /// two destinations, and neither is a plain screen of that name.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.name.isExactly(rhs.name) && lhs.id.map(CodePoints.init) == rhs.id.map(CodePoints.init)
            && lhs.resultIdentity == rhs.resultIdentity
    }

    /// Hashes the name, item ID and result type, as `==` compares them.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(CodePoints(name))
        hasher.combine(id.map(CodePoints.init))
        hasher.combine(resultIdentity)
    }

    /// Destinations sort by name, then item ID, then result type, for stable listings and messages;
    /// by code points, as they compare, so two different destinations never tie.
    public static func < (lhs: Self, rhs: Self) -> Bool {
        // UTF-8's byte order is its code points' order.
        if !lhs.name.isExactly(rhs.name) { return lhs.name.utf8.lexicographicallyPrecedes(rhs.name.utf8) }
        let (left, right) = (lhs.id ?? "", rhs.id ?? "")
        if !left.isExactly(right) { return left.utf8.lexicographicallyPrecedes(right.utf8) }
        return (lhs.resultName ?? "").utf8.lexicographicallyPrecedes((rhs.resultName ?? "").utf8)
    }

    /// The name of the result type a picker hands back (`IssueUIModel`), or `nil`: for listings,
    /// traces and messages.
    package var resultName: String? {
        result.map { String(describing: $0) }
    }

    private var resultIdentity: ObjectIdentifier? {
        result.map { ObjectIdentifier($0) }
    }

    /// The name, followed by the item ID when there is one (`assetDetail AST-1001`).
    public var description: String {
        id.map { "\(name) \($0)" } ?? name
    }
}
