/// One screen a screen can show beyond itself, declared once and bound to its state: the
/// headless counterpart of SwiftUI's `.sheet(isPresented:)`, `.sheet(item:)` and
/// `.navigationDestination(item:)`.
///
/// A screen lists its links in ``Screen/links``, computed from its state on every render. Each
/// says what it shows (a screen of the module's own, a destination from the factory, or a
/// picker), when (while an item or a flag in state says so), how (pushed, modal, or as the
/// destination's provider declares), what going back or cancelling sends, and what a deep link
/// to it does. Whoever shows the screen derives the rest: which screen is pushed or presented,
/// keeping it alive while the state that asks for it stays the same, and dismissing it.
@MainActor
public struct ScreenLink {
    /// How the linked screen is shown.
    public enum Style: Sendable {
        /// On the showing screen's own stack.
        case push
        /// On top, with a stack of its own.
        case modal
        /// As the provider of the destination declared it (``NavigationFactory/presentation(of:)``).
        case asProvided
    }

    /// How the linked screen is shown.
    public let style: Style
    /// The destination this link asks the factory for, whatever the state: what the module's
    /// plugin declares in `needs`. `nil` for a screen of the module's own.
    public let asks: NavigationDestination?
    /// What the linked screen shows now, or `nil` when the state shows none. A new value makes a
    /// new screen; the same value keeps the one shown.
    let shown: AnyHashable?
    /// Makes the screen for the current state.
    let make: @MainActor (ScreenEnvironment) -> (any Screen)?
    /// What the showing screen does when the user goes back from the linked screen or cancels it.
    let dismiss: @MainActor () -> Void
    /// Takes the step a deep link to `destination` means, if this link leads there.
    let open: (@MainActor (NavigationDestination) -> Bool)?

    /// A link from its parts; the static functions below are the ways screens declare one.
    public init(
        style: Style,
        asks: NavigationDestination?,
        shown: AnyHashable?,
        dismiss: @escaping @MainActor () -> Void,
        open: (@MainActor (NavigationDestination) -> Bool)? = nil,
        make: @escaping @MainActor (ScreenEnvironment) -> (any Screen)?
    ) {
        self.style = style
        self.asks = asks
        self.shown = shown
        self.dismiss = dismiss
        self.open = open
        self.make = make
    }

    /// `.navigationDestination(item:)`: pushes `screen(item)`, a screen of the module's own, while
    /// `item` is set; going back calls `dismiss`. `open` takes a deep link's step, if it leads here.
    public static func push<Item: Hashable & Sendable>(
        item: Item?,
        dismiss: @escaping @MainActor () -> Void,
        open: (@MainActor (NavigationDestination) -> Bool)? = nil,
        screen: @escaping @MainActor (Item) -> (any Screen)?
    ) -> ScreenLink {
        ScreenLink(style: .push, asks: nil, shown: item.map(AnyHashable.init), dismiss: dismiss, open: open) { _ in
            item.flatMap(screen)
        }
    }

    /// `.sheet(isPresented:)` around another module's picker: presented while `isPresented`, its
    /// result handed to `onResult`; cancelling calls `dismiss`. A deep link to the picker calls
    /// `open`, which should set the state that presents it.
    public static func picker<Result>(
        _ picker: PickerDestination<Result>,
        isPresented: Bool,
        onResult: @escaping @MainActor (Result) -> Void,
        dismiss: @escaping @MainActor () -> Void,
        open: (@MainActor () -> Void)? = nil
    ) -> ScreenLink {
        let destination = picker.destination
        return ScreenLink(
            style: .modal, asks: destination, shown: isPresented ? AnyHashable(destination) : nil,
            dismiss: dismiss, open: opening(destination, with: open)
        ) { environment in
            environment.navigationFactory.makeScreen(picking: picker, onResult: onResult)
        }
    }

    /// The same picker, awaited: presented while `presentation` waits for a pick of it
    /// (``PickerPresentation/pick(_:)``); cancelling makes that pick return `nil`. A deep link to
    /// the picker calls `open`, which should start the pick.
    public static func picker<Result>(
        _ picker: PickerDestination<Result>,
        awaitedBy presentation: PickerPresentation,
        open: (@MainActor () -> Void)? = nil
    ) -> ScreenLink {
        let destination = picker.destination
        let waiting = presentation.waiting(for: destination)
        return ScreenLink(
            style: .modal, asks: destination, shown: waiting.map(AnyHashable.init),
            dismiss: { presentation.dismiss() }, open: opening(destination, with: open)
        ) { environment in
            presentation.screen(in: environment)
        }
    }

    /// `.sheet(item:)` or `.navigationDestination(item:)` for a destination another module may
    /// provide: shown while `destination` is set, pushed or presented as its provider declares;
    /// going back or cancelling calls `dismiss`. `kind` is what the link asks for whatever the
    /// state (`.assetDetail` for `.assetDetail.with(id:)`), for the plugin's `needs`.
    public static func destination(
        _ destination: NavigationDestination?,
        kind: NavigationDestination?,
        dismiss: @escaping @MainActor () -> Void,
        open: (@MainActor (NavigationDestination) -> Bool)? = nil
    ) -> ScreenLink {
        ScreenLink(style: .asProvided, asks: kind, shown: destination.map(AnyHashable.init), dismiss: dismiss, open: open) { environment in
            destination.map { environment.navigationFactory.makeScreen(for: $0) }
        }
    }

    /// A deep-link step that runs `action` for exactly `destination`.
    private static func opening(
        _ destination: NavigationDestination,
        with action: (@MainActor () -> Void)?
    ) -> (@MainActor (NavigationDestination) -> Bool)? {
        guard let action else { return nil }
        return { requested in
            guard requested == destination else { return false }
            action()
            return true
        }
    }

    /// How the link's screen is shown in `environment`, resolving ``Style/asProvided``.
    func presentation(in environment: ScreenEnvironment) -> Presentation {
        switch style {
        case .push: .push
        case .modal: .modal
        case .asProvided: shownDestination.map { environment.navigationFactory.presentation(of: $0) } ?? .push
        }
    }

    private var shownDestination: NavigationDestination? {
        shown?.base as? NavigationDestination
    }
}
