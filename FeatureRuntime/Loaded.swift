import CoreInterfaces

/// Data a screen loads, as the screen shows it: loading, the data, or why the last load failed.
/// The load, its Retry and its refresh are the same for every screen that loads: written here once.
///
/// A load starts when the screen appears and again when its data may have changed (the data it
/// shows meanwhile stays), replacing the one in flight; after a failure, Retry shows it loading
/// again. Its outcome comes back as an action of the feature's (``load(for:_:_:)``), which the
/// feature hands to ``finish(_:)``.
public struct Loaded<Value: Equatable & Sendable>: Equatable, Sendable {
    /// The data last loaded, if any.
    public private(set) var value: Value?
    /// Whether the screen says it is loading: until the first load ends, and after Retry.
    public private(set) var isLoading = true
    /// Why the last load failed, until one succeeds.
    public private(set) var failure: LoadFailure?

    /// Nothing loaded yet.
    public init() {}

    /// `value`, known already: shown at once, and replaced by the next load.
    public init(_ value: Value) {
        self.value = value
        isLoading = false
    }

    /// Starts the load `action` asks for (`.onAppear`, `.refresh`, or `.retryTapped`, after which
    /// the screen says it is loading again) with `load`, whose outcome comes back as `loaded`. A
    /// load of the same data in flight in this feature is cancelled first.
    public mutating func load<Action: ScreenAction & Equatable>(
        for action: Action,
        _ loaded: @escaping @Sendable (Result<Value, LoadFailure>) -> Action,
        _ load: @escaping @Sendable () async throws -> Value
    ) -> Effect<Action> {
        if action == .retryTapped { retry() }
        return .run { send in
            await send(loaded(.success(try await load())))
        } catch: { error, send in
            await send(loaded(.failure(LoadFailure(reason: "\(error)"))))
        }
        .cancellable(id: LoadID<Value>(), cancelInFlight: true)
    }

    /// Shows the data loading again, as Retry does after a failure.
    public mutating func retry() {
        isLoading = true
        failure = nil
    }

    /// Takes a load's outcome: the data, or why the load failed.
    public mutating func finish(_ outcome: Result<Value, LoadFailure>) {
        isLoading = false
        switch outcome {
        case let .success(loaded):
            value = loaded
            failure = nil
        case let .failure(why):
            failure = why
        }
    }
}

/// Why a load failed, in the words of the error it threw.
public struct LoadFailure: Error, Equatable, Sendable, CustomStringConvertible {
    /// The error, in one line.
    public let reason: String

    /// A load that failed for `reason`.
    public init(reason: String) {
        self.reason = reason
    }

    /// The reason.
    public var description: String { reason }
}

/// What cancels a feature's load of one kind of data.
struct LoadID<Value>: Hashable, Sendable {}

extension Store where Action: ScreenAction {
    /// What a screen titled `title` shows of a list of `noun` (`assets`) it loads: that it loads
    /// them, why it could not (with Retry), `empty` when there are none, else `choices` of them.
    public func content<Item: Equatable & Sendable>(
        of loaded: Loaded<[Item]>, title: String, noun: String, empty: String,
        choices: ([Item]) -> ChoiceList
    ) -> ScreenContent {
        if let failure = loaded.failure {
            return ScreenContent(
                title: title, lines: ["The \(noun) could not be loaded: \(failure)"],
                choices: [choice("Retry", sending: .retryTapped)])
        }
        guard let items = loaded.value, !loaded.isLoading else {
            return ScreenContent(title: title, lines: ["Loading \(noun)…"])
        }
        return ScreenContent(title: title, lines: items.isEmpty ? [empty] : [], choices: choices(items))
    }
}

extension Loaded {
    /// The lines a part shows of data it loads, under `label`: "loading…" until the first load
    /// ends, `shown` of the data, or `missing` when there is none to show (`shown` gives `nil`, or
    /// nothing loaded); then why the last load of the `noun` failed, if it did.
    public func lines(_ label: String, noun: String, missing: String, _ shown: (Value) -> String?) -> [String] {
        let text = isLoading ? "loading…" : value.flatMap(shown) ?? missing
        return ["\(label): \(text)"] + (failure.map { ["The \(noun) could not be loaded: \($0)"] } ?? [])
    }
}
