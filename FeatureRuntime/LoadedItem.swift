import CoreInterfaces

/// What a detail loads, as every detail here loads it: the item it shows (known from the list
/// that pushed it, or loaded by its ID first) and what is linked to it, loaded after. Both load
/// again when the data may have changed, replacing a load in flight; after a failure, Retry shows
/// them loading again; an item no longer in the data is gone. Written here once.
///
/// Each step of a load (``load(for:_:item:linked:failing:)``) or of a change the user made to what
/// is linked (``change(to:_:saving:save:readBack:)``) comes back as an action of the feature's,
/// which the feature hands to ``finish(_:)``.
public struct LoadedItem<Item: NavigationResult & Equatable, Linked: Equatable & Sendable>: Equatable, Sendable {
    /// The item's ID, known before the item when the detail is opened by ID.
    public let id: String
    /// The item, once known.
    public private(set) var item: Item?
    /// What is linked to the item: as loaded, or as a change the user just made shows it.
    public var linked: Linked
    /// Whether what is linked (and, opened by ID, the item) is loading.
    public private(set) var isLoading = true
    /// What went wrong with the last load or change, in one line, until a load succeeds.
    public var failure: String?
    /// Whether the item is no longer in the data (deleted in another session or by hand).
    public private(set) var isGone = false

    /// The detail of `item`, known already, with nothing linked to it until the load says.
    public init(_ item: Item, linked: Linked) {
        id = item.id
        self.item = item
        self.linked = linked
    }

    /// The detail of the item with `id`, to be loaded.
    public init(id: String, linked: Linked) {
        self.id = id
        self.linked = linked
    }

    /// One step of a load, as the action it comes back in carries it.
    public enum Step: Equatable, Sendable {
        /// The item, or `nil` when the data has none with the ID.
        case item(Item?)
        /// What is linked to the item.
        case linked(Linked)
        /// Why the load failed, in one line.
        case failed(String)
        /// A change was refused, and why in one line: what was linked before it, shown again unless
        /// what is linked is no longer what the change showed.
        case refused(Linked, previous: Linked, String)
    }

    /// Starts the load `action` asks for: on `.onAppear` the linked data (and the item first when
    /// it is not known), on `.refresh` and `.retryTapped` both (Retry showing them loading again).
    /// Each step comes back as `loaded`; a failure is `failing` and why.
    public mutating func load<Action: ScreenAction & Equatable>(
        for action: Action,
        _ loaded: @escaping @Sendable (Step) -> Action,
        item loadItem: @escaping @Sendable (String) async throws -> Item?,
        linked loadLinked: @escaping @Sendable (String) async throws -> Linked,
        failing: String
    ) -> Effect<Action> {
        let withItem = action != .onAppear || item == nil
        if action == .retryTapped {
            isLoading = true
            failure = nil
        }
        let id = self.id
        return .run { send in
            if withItem { await send(loaded(.item(try await loadItem(id)))) }
            await send(loaded(.linked(try await loadLinked(id))))
        } catch: { error, send in
            await send(loaded(.failed("\(failing): \(error)")))
        }
        .cancellable(id: LoadID<Self>(), cancelInFlight: true)
    }

    /// Saves a change the user made to what is linked: shows `shown` at once, then runs `save`,
    /// the repository's work from here on (it outlives the screen), and reads what is linked back
    /// with `readBack`, if given. A save that fails shows what was linked before again, unless
    /// something else is shown since (compared as values), and says why: "The `noun` could not be
    /// saved: …"; a read back that fails says the `noun` is saved.
    public mutating func change<Action: Sendable>(
        to shown: Linked,
        _ loaded: @escaping @Sendable (Step) -> Action,
        saving noun: String,
        save: @escaping @Sendable () async throws -> Void,
        readBack: (@Sendable (String) async throws -> Linked)? = nil
    ) -> Effect<Action> {
        let previous = linked
        linked = shown
        let id = self.id
        return .run { send in
            do {
                try await save()
            } catch {
                return await send(
                    loaded(.refused(shown, previous: previous, "The \(noun) could not be saved: \(error)")))
            }
            if let readBack { await send(loaded(.linked(try await readBack(id)))) }
        } catch: { error, send in
            await send(loaded(.failed("The \(noun) is saved, but could not be read back: \(error)")))
        }
    }

    /// Takes a step of a load or a change.
    public mutating func finish(_ step: Step) {
        switch step {
        case let .item(found):
            isGone = found == nil && item != nil
            if let found { item = found }
        case let .linked(loaded):
            linked = loaded
            isLoading = false
            failure = nil
        case let .failed(line):
            isLoading = false
            failure = line
        case let .refused(shown, previous, line):
            if linked == shown { linked = previous }
            failure = line
        }
    }
}

extension Store where Action: ScreenAction {
    /// What a detail of a `noun` (`asset`) shows of `loaded`: while its item is unknown, that it
    /// loads it, why it could not (with Retry), or that there is none; once the item is gone, that
    /// it is; else what `shown` makes of the item, then the failure of the last load or change,
    /// with Retry.
    public func content<Item, Linked>(
        of loaded: LoadedItem<Item, Linked>, noun: String, _ shown: (Item) -> ScreenContent
    ) -> ScreenContent {
        let kind = noun.prefix(1).uppercased() + noun.dropFirst()
        let retry = choice("Retry", sending: .retryTapped)
        guard let item = loaded.item else {
            if loaded.isLoading {
                return ScreenContent(title: "\(kind) \(loaded.id)", lines: ["Loading \(noun) \(loaded.id)…"])
            }
            if let failure = loaded.failure {
                return ScreenContent(title: "\(kind) \(loaded.id)", lines: [failure], choices: [retry])
            }
            return ScreenContent(title: "\(kind) not found", lines: ["There is no \(noun) with ID \(loaded.id)."])
        }
        guard !loaded.isGone else {
            return ScreenContent(
                title: item.label,
                lines: [
                    "ID: \(item.id)",
                    "This \(noun) is no longer in the data: another session or an edit to the file deleted it.",
                    "Go back with b.",
                ])
        }
        var content = shown(item)
        if let failure = loaded.failure {
            content.lines.append(failure)
            content.choices = content.choices + [retry]
        }
        return content
    }
}
