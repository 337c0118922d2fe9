/// A place on one module's screen where other modules add parts of their own: the headless
/// counterpart of a plug-in point (RIBs' plugin points, an editor's contribution point).
///
/// The module whose screen has the point declares it once, in its interface, beside its
/// destinations (for example `PartPoint.assetDetail` in AssetsInterface), and lists it in its
/// plugin's `points`; a module that adds a part names it in a ``PartProvider``. The screen shows the
/// point for the item it shows (`.assetDetail.with(id:)`, in ``ScreenContent/parts``), and the host
/// puts the parts there. The host module never learns which modules add parts.
public struct PartPoint: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The point's stable name, for example `assetDetail`: what plugins name, listings print and
    /// traces show.
    public let name: String
    /// What kind of item the screen shows, in words (`asset`), for messages.
    public let item: String
    /// The item shown, for example an asset's ID; `nil` for the point as declared.
    public let id: String?

    /// Declares the point `name` on a screen that shows one `item`.
    public init(_ name: String, item: String) {
        self.init(name: name, item: item, id: nil)
    }

    private init(name: String, item: String, id: String?) {
        self.name = name
        self.item = item
        self.id = id
    }

    /// This point on the screen of the item `id`: `.assetDetail.with(id: "AST-1001")`.
    public func with(id: String) -> Self {
        Self(name: name, item: item, id: id)
    }

    /// This point without its item: what plugins declare and the registry looks up.
    package var kind: Self {
        id == nil ? self : Self(name: name, item: item, id: nil)
    }

    /// Two points are the same when their names and item IDs are the same code points.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.name.isExactly(rhs.name) && lhs.id.map(CodePoints.init) == rhs.id.map(CodePoints.init)
    }

    /// Hashes the name and item ID, as `==` compares them.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(CodePoints(name))
        hasher.combine(id.map(CodePoints.init))
    }

    /// Points sort by name, then item ID, by code points, for stable listings and messages.
    public static func < (lhs: Self, rhs: Self) -> Bool {
        if !lhs.name.isExactly(rhs.name) { return lhs.name.utf8.lexicographicallyPrecedes(rhs.name.utf8) }
        return (lhs.id ?? "").utf8.lexicographicallyPrecedes((rhs.id ?? "").utf8)
    }

    /// The name, followed by the item ID when there is one (`assetDetail AST-1001`).
    public var description: String {
        id.map { "\(name) \($0)" } ?? name
    }
}
