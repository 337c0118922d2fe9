/// Which presentation a result or a dismissal comes from: the identity a feature's
/// ``Presented`` gives each thing it starts showing, kept in the feature's state and carried by
/// the actions that come back, as TCA keeps a presentation's ID.
///
/// A result or a dismissal from a presentation that has since ended (a picker the user cancelled,
/// or one replaced by another) carries an older identity, so the reducer, and a test of it, can
/// tell it apart and drop it. Printed as `#1`, `#2`, ….
public struct PresentationID: Hashable, Sendable, CustomStringConvertible {
    /// The presentation's number within its ``Presented``: 0 before the first.
    let number: Int

    /// `#` and the number.
    public var description: String { "#\(number)" }
}
