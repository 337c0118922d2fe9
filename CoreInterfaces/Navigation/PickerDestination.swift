/// A destination that hands back a `Result`: the typed way to declare and ask for a picker.
///
/// A call site names the picker (`.issuesListPicker`) and the compiler knows the result is an
/// ``IssueUIModel``; a plugin registers the picker with the same value, so the compiler also
/// checks that its screen hands back that type. Nothing in a feature module casts a result.
public struct PickerDestination<Result: NavigationResult>: Sendable {
    /// The untyped destination underneath.
    public let destination: NavigationDestination

    /// Declares the picker `name`, handing back `Result`, once, beside its result model in the
    /// interface target of the module that provides it.
    public init(_ name: String) {
        destination = NavigationDestination(name, result: Result.self)
    }

    /// The typed picker behind `destination`, or `nil` unless it is a picker handing back `Result`.
    /// The App uses it to stand in for a picker whose module is not loaded.
    public init?(_ destination: NavigationDestination) {
        guard let result = destination.result, result == Result.self else { return nil }
        self.destination = destination.kind
    }
}
