/// What a presentation sends back to the feature that presented it: the result its screen handed
/// back, or its dismissal, each from one presentation of the feature's ``Presented``, as TCA's
/// `PresentationAction`.
///
/// Opaque: a feature reads it only through ``Presented/take(_:)``, which hands it the result of
/// the presentation shown now and nothing else, so a late pick or dismissal (from a presentation
/// dismissed or replaced since) never reaches the feature's own code. A test store sees the
/// identity: `issuesPicker(ISS-301, #1)`.
public struct PresentationAction<Result: Equatable & Sendable>: Equatable, Sendable, CustomStringConvertible {
    let result: Result?
    let presentation: PresentationID

    /// `result`, handed back by the screen of `presentation`.
    public static func result(_ result: Result, from presentation: PresentationID) -> Self {
        Self(result: result, presentation: presentation)
    }

    /// The user went back from, or cancelled, the screen of `presentation`.
    public static func dismissal(of presentation: PresentationID) -> Self {
        Self(result: nil, presentation: presentation)
    }

    /// `ISS-301, #1` for a result, `dismissed #1` for a dismissal.
    public var description: String {
        guard let result else { return "dismissed \(presentation)" }
        let shown = (result as? any NavigationResult)?.id ?? String(describing: result)
        return "\(shown), \(presentation)"
    }
}

extension Presented {
    /// Takes what a presentation sent back: when it comes from the presentation shown now, that
    /// presentation ends (its screen is dismissed) and its result, if it handed one back, is
    /// returned; a pick or dismissal from a presentation dismissed or replaced since changes
    /// nothing and returns `nil`. The one way a feature reads a ``PresentationAction``.
    @discardableResult
    public mutating func take<Result>(_ action: PresentationAction<Result>) -> Result? {
        guard destination != nil, action.presentation == id else { return nil }
        dismiss()
        return action.result
    }
}
