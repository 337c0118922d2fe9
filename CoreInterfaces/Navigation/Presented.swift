/// What a feature shows on top of itself, one thing at a time, and which presentation of it this
/// is: TCA's `@Presents`, as a value in the feature's state.
///
/// Each ``present(_:)`` starts a new presentation with a new ``PresentationID``. A screen's link
/// shows the destination while the state presents it, and sends what comes back (a pick, a
/// dismissal) as a ``PresentationAction`` of that presentation, which the feature reads with
/// ``take(_:)``: only what comes from the presentation shown now reaches it. Two presentations at
/// once cannot be written.
public struct Presented<Destination: Equatable & Sendable>: Equatable, Sendable {
    /// What is shown now, if anything.
    public private(set) var destination: Destination?
    /// The presentation shown now, or the last one shown.
    public private(set) var id = PresentationID(number: 0)

    /// Nothing shown yet.
    public init() {}

    /// Shows `destination`, as a new presentation: what the one before sends from now on is late.
    public mutating func present(_ destination: Destination) {
        id = PresentationID(number: id.number + 1)
        self.destination = destination
    }

    /// Shows nothing any more.
    public mutating func dismiss() {
        destination = nil
    }
}
