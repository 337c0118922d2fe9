/// One screen a screen can show beyond itself, declared once and bound to its state: the
/// headless counterpart of SwiftUI's `.sheet(item:)` and `.navigationDestination(item:)`.
///
/// A screen lists its links in ``Screen/links``, computed from its state on every render. Each
/// says what it shows (a screen of the module's own, a destination from the factory, or a
/// picker), when (while an item in state, or the state's ``Presented``, says so), how (pushed,
/// modal, or as the destination's provider declares), what going back or cancelling sends, and
/// what a deep link to it does. Whoever shows the screen derives the rest: which screen is pushed
/// or presented, keeping it alive while the state that asks for it stays the same, and
/// dismissing it.
///
/// A link is a value made on every render: besides its style and what it shows, three closures
/// say how to make its screen, what going back does, and whether a deep link's step leads
/// through it.
@MainActor
public struct ScreenLink {
    /// How the linked screen is shown.
    package enum Style: Sendable {
        /// On the showing screen's own stack.
        case push
        /// On top, with a stack of its own.
        case modal
        /// As the provider of the destination declared it (``NavigationFactory/presentationStyle(of:)``).
        case asProvided
    }

    /// What the linked screen shows now: a destination, or an item of the module's own. A new
    /// value makes a new screen; the same value keeps the one shown.
    package enum Shown: Hashable {
        /// A destination from the factory (a picker, or a destination with its item's ID).
        case destination(NavigationDestination)
        /// An item of the module's own, such as an asset's ID.
        case item(AnyHashable)
        /// A destination shown by a presentation of the state's ``Presented``: the same
        /// destination presented again is a new presentation, with a new screen.
        case presentation(NavigationDestination, PresentationID)
    }

    /// How the linked screen is shown.
    let style: Style
    /// The destination this link asks the factory for, whatever the state: what the module's
    /// plugin declares in `needs`. `nil` for a screen of the module's own.
    package let asks: NavigationDestination?
    /// What the linked screen shows now, or `nil` when the state shows none.
    package let shown: Shown?
    /// Makes the screen for the current state.
    let make: @MainActor (ScreenEnvironment) -> (any Screen)?
    /// Tells the link the user went back from, or cancelled, its screen.
    let dismiss: @MainActor () -> Void
    /// Takes a deep link's step towards a destination; `false` when the link does not lead there.
    let open: @MainActor (NavigationDestination) -> Bool

    /// A link of `style` to what `make` makes: the runtime's link helpers on `Store` make theirs so.
    package init(
        style: Style,
        asks: NavigationDestination?,
        shown: Shown?,
        make: @escaping @MainActor (ScreenEnvironment) -> (any Screen)?,
        dismiss: @escaping @MainActor () -> Void,
        open: @escaping @MainActor (NavigationDestination) -> Bool
    ) {
        self.style = style
        self.asks = asks
        self.shown = shown
        self.make = make
        self.dismiss = dismiss
        self.open = open
    }

    /// `.navigationDestination(item:)`: pushes `screen(item)`, a screen of the module's own, while
    /// `item` is set; going back calls `dismiss`. `open` takes a deep link's step, if it leads here.
    public static func push<Item: Hashable & Sendable>(
        item: Item?,
        dismiss: @escaping @MainActor () -> Void,
        open: (@MainActor (NavigationDestination) -> Bool)? = nil,
        screen: @escaping @MainActor (Item) -> (any Screen)?
    ) -> ScreenLink {
        ScreenLink(
            style: .push, asks: nil, shown: item.map { .item(AnyHashable($0)) },
            make: { _ in item.flatMap(screen) },
            dismiss: dismiss,
            open: { destination in open?(destination) ?? false }
        )
    }

    /// Another module's picker, presented while `showing`, its result handed to `onResult`;
    /// cancelling calls `dismiss`. A deep link to the picker calls `open`. Package-only, for fixture
    /// screens without a store: it knows no presentation, so it cannot tell a late result; features
    /// use ``Store/pickerLink(_:presented:as:onResult:dismiss:open:)``.
    package static func picker<Result>(
        _ picker: PickerDestination<Result>,
        showing: Bool,
        onResult: @escaping @MainActor (Result) -> Void,
        dismiss: @escaping @MainActor () -> Void,
        open: (@MainActor () -> Void)? = nil
    ) -> ScreenLink {
        let destination = picker.destination
        return ScreenLink(
            style: .modal, asks: destination, shown: showing ? .destination(destination) : nil,
            make: { environment in environment.navigationFactory.makeScreen(picking: picker, onResult: onResult) },
            dismiss: dismiss,
            open: { requested in
                guard requested == destination, let open else { return false }
                open()
                return true
            }
        )
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
        ScreenLink(
            style: .asProvided, asks: kind, shown: destination.map { .destination($0) },
            make: { environment in destination.map { environment.navigationFactory.makeScreen(for: $0) } },
            dismiss: dismiss,
            open: { requested in open?(requested) ?? false }
        )
    }

    /// How the link's screen is shown in `environment`, resolving ``Style/asProvided``.
    func presentationStyle(in environment: ScreenEnvironment) -> PresentationStyle {
        switch style {
        case .push: return .push
        case .modal: return .modal
        case .asProvided:
            switch shown {
            case let .destination(destination)?, let .presentation(destination, _)?:
                return environment.navigationFactory.presentationStyle(of: destination)
            case .item?, nil:
                return .push
            }
        }
    }
}
