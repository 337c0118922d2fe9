/// One destination a module provides: what it is, how it is shown, what it hands back, and how
/// to build its screen.
public struct DestinationProvider {
    /// The destination provided, without an item.
    public let destination: NavigationDestination
    /// How the screen is shown.
    public let style: PresentationStyle
    /// How a provider builds its screen: from the destination asked for (its item ID included),
    /// reporting any result to the closure.
    typealias Make =
        @MainActor (NavigationDestination, @escaping @MainActor (any NavigationResult) -> Void) -> any Screen

    /// Builds the screen for a destination of this kind.
    let make: Make

    /// A destination that hands nothing back and shows no particular item. It is registered as
    /// handing back nothing, so it never meets the need for a picker of the same name.
    public static func screen(
        _ destination: NavigationDestination,
        style: PresentationStyle,
        make: @escaping @MainActor () -> any Screen
    ) -> Self {
        Self(destination: destination.handingBackNothing, style: style) { _, _ in make() }
    }

    /// A destination that shows one item (``NavigationDestination/item``): `make` gets the item's
    /// ID. Asked for without an ID, it shows a notice instead.
    public static func detail(
        _ destination: NavigationDestination,
        style: PresentationStyle,
        make: @escaping @MainActor (_ id: String) -> any Screen
    ) -> Self {
        Self(destination: destination.handingBackNothing, style: style) { asked, _ in
            guard let id = asked.id else {
                return TextScreen(
                    title: "Nothing to show", lines: ["\(asked.name) needs the ID of \(asked.item ?? "an item")."])
            }
            return make(id)
        }
    }
    init(
        destination: NavigationDestination,
        style: PresentationStyle,
        make: @escaping Make
    ) {
        self.destination = destination.kind
        self.style = style
        self.make = make
    }

    /// A picker that hands back `Result`. The compiler checks that `make` reports a `Result`, the
    /// type every call site of `picker` expects.
    public static func picker<Result>(
        _ picker: PickerDestination<Result>,
        style: PresentationStyle = .modal,
        make: @escaping @MainActor (_ onResult: @escaping @MainActor (Result) -> Void) -> any Screen
    ) -> Self {
        Self(destination: picker.destination, style: style) { _, onResult in
            make { result in onResult(result) }
        }
    }
}
