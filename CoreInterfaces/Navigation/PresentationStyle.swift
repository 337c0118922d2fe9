/// How a destination's screen is shown relative to the screen that asked for it. The providing
/// plugin declares it; the asking screen follows it, whichever module it is in.
public enum PresentationStyle: String, Sendable {
    /// Pushed onto the asking screen's stack; `b` comes back to the asking screen.
    case push
    /// Presented on top with a push stack of its own, like a sheet; `b` on its first screen cancels it.
    case modal
}
