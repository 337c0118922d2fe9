/// A destination that hands back a `Result`: the typed way to ask for a picker.
///
/// A call site names the picker (`.issuesListPicker`) and the compiler knows the result is an
/// ``IssueUIModel``; a plugin registers the picker with the same value, so the compiler also
/// checks that its screen hands back that type. Nothing in a feature module casts a result.
public struct PickerDestination<Result: NavigationResult>: Sendable {
    /// The untyped destination underneath.
    public let destination: NavigationDestination

    /// Pairs `destination` with its result type; only CoreInterfaces declares pickers, next to
    /// their result models.
    init(_ destination: NavigationDestination) {
        self.destination = destination
    }
}

extension PickerDestination where Result == IssueUIModel {
    /// The Issues module's picker.
    public static var issuesListPicker: Self { Self(.issuesListPicker) }
}

extension PickerDestination where Result == AssetUIModel {
    /// The Assets module's picker.
    public static var assetsListPicker: Self { Self(.assetsListPicker) }
}
