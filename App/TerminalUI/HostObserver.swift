@_spi(Hosting) import FeatureRuntime
@_spi(Hosting) import CoreInterfaces

/// Whoever watches a session through its host: in the App, the trace, `--explain` and the
/// run-time leak check. The host knows none of them; it says what the user did and which screens
/// it shows, and prints what the observer has to say under each screen.
///
/// A protocol, not closures, because its calls belong to one watcher that keeps state
/// between them (the narration of a turn gathers everything reported since the last one).
@MainActor
package protocol HostObserver: AnyObject {
    /// The user did `input` on the screens `shown` (home first), before it takes effect.
    func user(_ input: UserInput, on shown: [Layer])
    /// The screens shown changed from `old` to `new` (home first); the first `common` are the same.
    func shownChanged(from old: [Layer], to new: [Layer], common: Int)
    /// The parts of a shown screen were let go (it left, shows another item or no point); they are
    /// still alive as this is called.
    func partsLeft(_ parts: [Part])
    /// The host is about to ask a shown screen for the screen its links show.
    func willAskForLinkedScreen()
    /// The host met `screen`, linked from the screen it last asked: what was made since
    /// ``willAskForLinkedScreen()`` belongs to it.
    func met(_ screen: any Screen)
    /// An effect of a shown screen's store threw an error that no `catch:` handled; the host has
    /// said it on screen.
    func effectFailed(_ error: UnhandledEffectError)
    /// An action reached a child feature whose state is absent (`report` says which); the host has
    /// said it on screen.
    func absentChild(_ report: String)
    /// The turn settled: the work it started has had its chance to finish.
    func settled() async
    /// What to print under the screen just printed, in `style`; empty for nothing.
    func narration(style: TerminalStyle) -> String
}

/// What the user did, as the host reports it to its ``HostObserver``.
package enum UserInput: Equatable {
    /// Chose the choice labelled `label`.
    case choice(String)
    /// Went back from the top screen, or cancelled it.
    case back
    /// Started a deep link, typed as `route`.
    case deepLink(String)
}
