import CoreInterfaces

/// Which child feature some work or a scoped store belongs to: its place in its parent's state
/// (an optional child, or a collection of them) and its identity there, as TCA's `NavigationID`.
/// Two children of one kind in two places, or one place holding another item (a new `id`), are
/// two children. A `String` id is compared by its code points, as every id here is.
@usableFromInline
struct ChildIdentity: Hashable {
    let place: AnyKeyPath
    let id: AnyHashable?

    /// The child at `place` whose state is `state`: its `id` when it is `Identifiable`, else its
    /// place alone.
    init(_ place: AnyKeyPath, state: Any) {
        self.place = place
        self.id = Self.identity(of: state)
    }

    /// The element with `id` of the collection at `place`.
    init(_ place: AnyKeyPath, id: some Hashable) {
        self.place = place
        self.id = Self.identity(ofID: id)
    }

    /// Whether `state` is this child, by its id.
    func isIdentity(of state: Any) -> Bool {
        Self.identity(of: state) == id
    }

    /// The identity of `state`, when it has one.
    static func identity(of state: Any) -> AnyHashable? {
        guard let identifiable = state as? any Identifiable else { return nil }
        let id: any Hashable = identifiable.id
        return identity(ofID: id)
    }

    /// `id` as compared here: a `String` by its code points.
    private static func identity(ofID id: some Hashable) -> AnyHashable {
        if let text = id as? String { return AnyHashable(CodePoints(text)) }
        return AnyHashable(id)
    }
}

/// A child feature some work belongs to: the child's ``ChildIdentity`` (`key`), and whether it is
/// still there, asked of the state of the feature whose effect the work is now (lifted to each
/// parent's state as the effect is embedded in it).
@usableFromInline
struct WorkOwner {
    let key: AnyHashable
    let isPresent: (Any) -> Bool
}
