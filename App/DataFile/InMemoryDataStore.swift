import CoreInterfaces

/// The one store of assets, issues and links, over the data file when there is one. It knows no
/// feature module: the App makes it each module's repository (AppCore's `Repositories/`), so both
/// modules see the same links.
///
/// With a data file (`--data`), the file is the truth: reads first pick up what other sessions and
/// hand edits changed, and every link or unlink is a transaction on the file as it is now
/// (``DataFile/apply(_:reusing:holding:)``), after which the store holds what the file holds.
///
/// An actor on a thread of its own (``FileWorkExecutor``): the file work (read, hash, write,
/// `fsync`) blocks that thread, never the main actor, and a change waiting for another session's
/// lock leaves the store answering reads, so the screens and the keyboard stay live meanwhile.
/// Each call is one step on the store's state, with no suspension in the middle, except a change's
/// wait for the lock, which comes before the change reads anything.
public actor InMemoryDataStore {
    private let executor = FileWorkExecutor()
    public nonisolated var unownedExecutor: UnownedSerialExecutor { executor.asUnownedSerialExecutor() }

    /// Told, in one line each and in order, what the store finds wrong: a change that cannot be
    /// saved or is refused, a file gone or unreadable. Called on the main actor, before the call
    /// that found it returns.
    private let onProblem: (@MainActor @Sendable (String) -> Void)?
    /// Problems found by the step in progress, not yet told.
    private var untold: [String] = []

    private(set) var assets: [AssetUIModel]
    private(set) var issues: [IssueUIModel]
    /// Each asset's linked issue, by the asset's ID: an asset has at most one. IDs are keys here,
    /// and everywhere, as their code points (``CodePoints``).
    private(set) var issueIDByAssetID: [CodePoints: IssueUIModel.ID]
    /// Where each asset and issue stands in `assets` and `issues`.
    private var assetIndexByID: [CodePoints: Int]
    private var issueIndexByID: [CodePoints: Int]

    /// The data file behind the store, and the store's last reading of it.
    private var file: DataFile?
    private var reading: DataFile.Reading?
    /// A version of the file that could not be read, not to be read again.
    private var unreadable: DataFile.Version?
    /// Whether the file has been unreadable since it was last read: said once until it is readable
    /// again, however many versions an editor writing in place goes through meanwhile.
    private var saidUnreadable = false
    /// Whether the file has been gone (deleted or moved away) since it was last there: said once.
    private var saidGone = false
    /// The changes this session saved, one per asset, watched for the rest of the session: each is
    /// checked at every reading that finds new contents, and one found undone is reported once.
    private var savedChanges: [DataChange] = []
    /// Changes that could not be saved (a read-only file, a full disk), kept for this session only:
    /// made again on top of every new reading of the file, and said so each time.
    private var keptForThisSession: [DataChange] = []
    /// Whether a reading found new contents since ``changedOnDisk()`` was last asked.
    private var hasChangedOnDisk = false

    init(
        assets: [AssetUIModel], issues: [IssueUIModel], issueIDByAssetID: [CodePoints: IssueUIModel.ID] = [:],
        file: DataFile? = nil, reading: DataFile.Reading? = nil,
        onProblem: (@MainActor @Sendable (String) -> Void)? = nil
    ) {
        self.assets = assets
        self.issues = issues
        self.issueIDByAssetID = issueIDByAssetID
        self.assetIndexByID = Self.index(assets)
        self.issueIndexByID = Self.index(issues)
        self.onProblem = onProblem
        var file = file
        // Said at once, from the thread that waits: the store is not waiting, and has no step to end.
        file?.whileWaitingForLock = { line in Task { @MainActor in onProblem?(line) } }
        self.file = file
        self.reading = reading
    }

    /// A store holding `contents`, which must be valid (see ``DataFileContents/problem()``).
    init(contents: DataFileContents) {
        self.init(assets: contents.assets, issues: contents.issues, issueIDByAssetID: Self.links(contents))
    }

    /// A store over the data file `file`, holding what `reading` found in it, or the sample data
    /// when there is no file yet (`nil`); it tells `onProblem` what it finds wrong.
    package init(file: DataFile, reading: DataFile.Reading?, onProblem: @escaping @MainActor @Sendable (String) -> Void)
    {
        let contents = reading?.contents ?? .sample
        self.init(
            assets: contents.assets, issues: contents.issues, issueIDByAssetID: Self.links(contents),
            file: file, reading: reading, onProblem: onProblem
        )
    }

    /// The built-in sample data, with nothing linked.
    public static func sample() -> InMemoryDataStore {
        InMemoryDataStore(contents: .sample)
    }

    /// Everything in the store, links in asset order, as a data file holds it.
    package var contents: DataFileContents {
        DataFileContents(
            assets: assets, issues: issues,
            links: assets.compactMap { asset in
                issueIDByAssetID[CodePoints(asset.id)].map { DataFileContents.Link(assetID: asset.id, issueID: $0) }
            })
    }

    /// Holds `contents` from now on; the indexes are built again only for what changed (a saved
    /// link leaves the assets and issues as they were).
    private func replace(with contents: DataFileContents) {
        if contents.assets != assets {
            assets = contents.assets
            assetIndexByID = Self.index(assets)
        }
        if contents.issues != issues {
            issues = contents.issues
            issueIndexByID = Self.index(issues)
        }
        issueIDByAssetID = Self.links(contents)
    }

    /// Whether the file's contents changed on disk (another session saved, or a person edited it)
    /// since the last time this was asked. The host asks before it prints a screen, and has every
    /// screen shown read its data again when they did, so that screens show the file as it is now.
    package func changedOnDisk() async -> Bool {
        refresh()
        let changed = hasChangedOnDisk
        hasChangedOnDisk = false
        await tell()
        return changed
    }

    /// Checks the file once more as the session ends, its bytes deciding whatever its times say,
    /// and tells what that found: a change this session saved that is no longer in the file is said
    /// even when no screen came after the edit that undid it.
    package func sessionEnds() async {
        refresh(always: true)
        await tell()
    }

    /// Reads the file again if it changed (``refresh(always:)``), and tells what that found wrong: how every
    /// query starts.
    private func refreshAndTell() async {
        refresh()
        await tell()
    }

    /// Notes `problem`, to be told when the step in progress ends.
    private func say(_ problem: String) {
        untold.append(problem)
    }

    /// Tells `onProblem` the problems noted so far, in order, on the main actor. Every call ends
    /// here, once its step on the state is complete: another call may run while it waits.
    private func tell() async {
        guard !untold.isEmpty else { return }
        let problems = untold
        untold.removeAll()
        guard let onProblem else { return }
        await MainActor.run {
            for problem in problems { onProblem(problem) }
        }
    }

    /// Reads the file again when it changed since the store last read it: its ``DataFile/Version``
    /// (device, inode, size, modification and change times) is not the one read, or it may have
    /// been written within the same tick of the file system's clock as the last reading
    /// (``FileClock``), where its bytes decide; with `always`, the bytes decide in any case. A file
    /// that has become unreadable is reported once, until it can be read again, and the store
    /// keeps what it has.
    private func refresh(always: Bool = false) {
        guard let file else { return }
        guard let version = file.version else {
            guard reading != nil, !saidGone else { return }
            saidGone = true
            say(
                "\(VisibleText.make(file.path, limit: 200)) is gone (deleted or moved): the screens show the data as it was, and a change is kept for this session only"
            )
            return
        }
        saidGone = false
        guard version != unreadable else { return }
        if let reading, version == reading.version, !always,
            !FileClock.mayShareATick(changed: version.changed, lookedAt: reading.lookedAt, tick: reading.tick)
        {
            return
        }
        do {
            guard let now = try file.read(reusing: reading) else { return }
            unreadable = nil
            saidUnreadable = false
            let changed = now.digest != reading?.digest
            reading = now
            guard changed else { return }
            replace(with: now.contents)
            hasChangedOnDisk = true
            reportLost()
            keepSessionChanges()
        } catch {
            unreadable = version
            guard !saidUnreadable else { return }
            saidUnreadable = true
            say("\(error); showing the data as it was")
        }
    }

    /// Makes the changes kept for this session again on the new reading, and says which they are;
    /// one whose asset or issue is gone from the file is dropped, and that is said too.
    private func keepSessionChanges() {
        let name = file.map { VisibleText.make($0.path, limit: 200) } ?? "the data file"
        keptForThisSession = keptForThisSession.filter { change in
            guard apply(change) else {
                say(
                    "\(name): the \(change.summary), kept for this session only, is dropped: the file no longer has its asset or issue"
                )
                return false
            }
            say(
                "\(name) changed on disk; the \(change.summary) is still kept for this session only (it could not be saved)"
            )
            return true
        }
    }

    /// Says, in one line each, which changes this session saved the store no longer holds (it has
    /// just read the file), as happens when an editor that takes no lock writes back a copy it read
    /// before the save, however long before; each is said once, and no longer watched.
    private func reportLost() {
        for change in savedChanges where !holds(change) {
            say(
                "\(file.map { VisibleText.make($0.path, limit: 200) } ?? "the data file"): the \(change.summary) was saved, but is no longer in the file: another session or an editor changed it since"
            )
        }
        savedChanges.removeAll { !holds($0) }
    }

    /// Whether the store holds what `change` made.
    private func holds(_ change: DataChange) -> Bool {
        switch change {
        case let .link(assetID, issueID): issueIDByAssetID[CodePoints(assetID)]?.isExactly(issueID) == true
        case let .unlink(assetID): issueIDByAssetID[CodePoints(assetID)] == nil
        }
    }

    /// Links or unlinks, as a transaction on the file when there is one. A change the file no
    /// longer allows is refused; one that cannot be saved is kept for this session only.
    ///
    /// A change that has reached the store is made even when the screen that asked leaves while it
    /// waits for the lock: the user asked for it, and a later screen shows it.
    package func change(_ change: DataChange) async {
        await make(change)
        await tell()
    }

    private func make(_ change: DataChange) async {
        guard let file else {
            _ = apply(change)
            return
        }
        do {
            let lock = try await file.waitForLock()
            let saved = try file.apply(change, reusing: reading, holding: lock)
            if let before = reading, saved.editedFrom == before.digest {
                // The file was as the store last read it: the change is all that is new.
                _ = apply(change)
            } else {
                replace(with: saved.contents)
            }
            reading = saved
            if let unflushed = saved.unflushed {
                say(
                    "\(VisibleText.make(file.path, limit: 200)): the \(change.summary) is saved, but its folder could not be flushed to disk (\(unflushed)): a power cut now could undo it"
                )
            }
            // The transaction read the file as it is now: a change saved before that an editor wrote
            // over is found here, even when no other reading comes between two saves.
            savedChanges.removeAll { $0.assetID.isExactly(change.assetID) }
            reportLost()
            savedChanges.append(change)
            keptForThisSession.removeAll { $0.assetID.isExactly(change.assetID) }
        } catch  where error.isConflict {
            say("\(error)")
            reading = nil
            refresh()
        } catch {
            if apply(change) {
                keptForThisSession.removeAll { $0.assetID.isExactly(change.assetID) }
                keptForThisSession.append(change)
            }
            say("\(error); the change is kept for this session only")
        }
    }

    /// Applies `change` here only, unless it names an asset or issue the store does not hold (a
    /// stand-in's canned example, say); returns whether it did.
    private func apply(_ change: DataChange) -> Bool {
        switch change {
        case let .link(assetID, issueID):
            guard assetIndexByID[CodePoints(assetID)] != nil, issueIndexByID[CodePoints(issueID)] != nil else {
                return false
            }
            issueIDByAssetID[CodePoints(assetID)] = issueID
        case let .unlink(assetID):
            issueIDByAssetID[CodePoints(assetID)] = nil
        }
        return true
    }

    private static func links(_ contents: DataFileContents) -> [CodePoints: IssueUIModel.ID] {
        Dictionary(contents.links.map { (CodePoints($0.assetID), $0.issueID) }, uniquingKeysWith: { _, last in last })
    }

    /// Each model's position by its ID (the first, should one repeat).
    private static func index<Model: Identifiable<String>>(_ models: [Model]) -> [CodePoints: Int] {
        var positions: [CodePoints: Int] = [:]
        positions.reserveCapacity(models.count)
        for (position, model) in models.enumerated() where positions[CodePoints(model.id)] == nil {
            positions[CodePoints(model.id)] = position
        }
        return positions
    }
}

// MARK: - Queries, as the file holds them now

extension InMemoryDataStore {
    /// Every asset, in the file's order.
    package func currentAssets() async -> [AssetUIModel] {
        await refreshAndTell()
        return assets
    }

    /// Every issue, in the file's order.
    package func currentIssues() async -> [IssueUIModel] {
        await refreshAndTell()
        return issues
    }

    /// The asset whose ID is `assetID`, if there is one.
    package func asset(withID assetID: AssetUIModel.ID) async -> AssetUIModel? {
        await refreshAndTell()
        return assetIndexByID[CodePoints(assetID)].map { assets[$0] }
    }

    /// The issue whose ID is `issueID`, if there is one.
    package func issue(withID issueID: IssueUIModel.ID) async -> IssueUIModel? {
        await refreshAndTell()
        return issueIndexByID[CodePoints(issueID)].map { issues[$0] }
    }

    /// The issue linked to the asset `assetID`, if any: an asset has at most one.
    package func issueLinked(toAsset assetID: AssetUIModel.ID) async -> IssueUIModel? {
        await refreshAndTell()
        guard let issueID = issueIDByAssetID[CodePoints(assetID)], let position = issueIndexByID[CodePoints(issueID)]
        else { return nil }
        return issues[position]
    }

    /// Every asset linked to the issue `issueID`, in the file's order.
    package func assetsLinked(toIssue issueID: IssueUIModel.ID) async -> [AssetUIModel] {
        await refreshAndTell()
        return assets.filter { issueIDByAssetID[CodePoints($0.id)]?.isExactly(issueID) == true }
    }
}
