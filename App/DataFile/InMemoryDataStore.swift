import CoreInterfaces

/// The one store of assets, issues and links, over the data file when there is one. It knows no
/// feature module: the App's repositories (AppCore's `Repositories/`) read and change it, so every module
/// that shows links sees the same ones.
///
/// With a data file (`--data`), the file is the truth: reads first pick up what other sessions and
/// hand edits changed, and every link or unlink is accepted at once (every screen shows it from
/// then on) and saved after, as a transaction on the file as it is now
/// (``DataFile/apply(_:reusing:holding:)``), after which the store holds what the file holds
/// (`InMemoryDataStore+Changes.swift`).
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
    var untold: [String] = []

    private(set) var assets: [DataFileContents.Asset]
    private(set) var issues: [DataFileContents.Issue]
    /// Each asset's linked issue, by the asset's ID: an asset has at most one. IDs are keys here,
    /// and everywhere, as their code points (``CodePoints``).
    var issueIDByAssetID: [CodePoints: DataFileContents.Issue.ID]
    /// Where each asset and issue stands in `assets` and `issues`.
    var assetIndexByID: [CodePoints: Int]
    var issueIndexByID: [CodePoints: Int]
    /// The feature modules' own records.
    var records: ModuleRecords

    /// The data file behind the store, and the store's last reading of it.
    var file: DataFile?
    var reading: DataFile.Reading?
    /// A version of the file that could not be read, not to be read again.
    var unreadable: DataFile.Version?
    /// Whether the file has been unreadable since it was last read: said once until it is readable
    /// again, however many versions an editor writing in place goes through meanwhile.
    var saidUnreadable = false
    /// Whether the file has been gone (deleted or moved away) since it was last there: said once.
    var saidGone = false
    /// The changes this session saved, one per asset, watched for the rest of the session: each is
    /// checked at every reading that finds new contents, and one found undone is reported once.
    var savedChanges: [DataChange] = []
    /// Changes that could not be saved (a read-only file, a full disk), kept for this session only:
    /// made again on top of every new reading of the file, and said so each time.
    var keptForThisSession: [DataChange] = []
    /// The changes accepted and not yet saved, in the order they were accepted, each with its place
    /// in the order the session made its changes: every reading of the file has them made again on
    /// top (``accept(_:sequence:)``).
    var pending: [(change: DataChange, sequence: Int)] = []
    /// The place of the latest change accepted to each thing (``DataChange/key``): an earlier one
    /// accepted or saved after it is folded into it.
    var latestSequence: [DataChange.Key: Int] = [:]
    /// Whether a save is being made; the saves asked for meanwhile wait here, in order.
    var isSaving = false
    var savingTurns: [CheckedContinuation<Void, Never>] = []
    /// The changes of this session that did not reach the file (refused, or kept for this session
    /// only), the last to each thing, in the user's terms with why (``unsaved``).
    var notSaved: [(key: DataChange.Key, summary: String)] = []
    /// Whether a reading found new contents since ``changedOnDisk()`` was last asked.
    var hasChangedOnDisk = false

    init(
        assets: [DataFileContents.Asset], issues: [DataFileContents.Issue],
        issueIDByAssetID: [CodePoints: DataFileContents.Issue.ID] = [:], records: ModuleRecords = ModuleRecords(),
        file: DataFile? = nil, reading: DataFile.Reading? = nil,
        onProblem: (@MainActor @Sendable (String) -> Void)? = nil
    ) {
        self.assets = assets
        self.issues = issues
        self.issueIDByAssetID = issueIDByAssetID
        self.records = records
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
        self.init(
            assets: contents.assets, issues: contents.issues, issueIDByAssetID: Self.links(contents),
            records: contents.records)
    }

    /// A store over the data file `file`, holding what `reading` found in it, or the sample data
    /// when there is no file yet (`nil`); it tells `onProblem` what it finds wrong.
    package init(file: DataFile, reading: DataFile.Reading?, onProblem: @escaping @MainActor @Sendable (String) -> Void)
    {
        let contents = reading?.contents ?? .sample
        self.init(
            assets: contents.assets, issues: contents.issues, issueIDByAssetID: Self.links(contents),
            records: contents.records, file: file, reading: reading, onProblem: onProblem
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
            },
            records: records)
    }

    /// Holds `contents` from now on; the indexes are built again only for what changed (a saved
    /// link leaves the assets and issues as they were).
    func replace(with contents: DataFileContents) {
        if contents.assets != assets {
            assets = contents.assets
            assetIndexByID = Self.index(assets)
        }
        if contents.issues != issues {
            issues = contents.issues
            issueIndexByID = Self.index(issues)
        }
        issueIDByAssetID = Self.links(contents)
        records = contents.records
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

    /// Takes `created`, the reading of the file this session has just created from the store's own
    /// contents, as the store's reading of it: the screens do not read it again as a change.
    package func created(_ created: DataFile.Reading) {
        if reading == nil { reading = created }
    }

    /// Checks the file once more as the session ends, its bytes deciding whatever its times say,
    /// and tells what that found: a change this session saved that is no longer in the file (an
    /// older copy written back, the file deleted or moved, or replaced by something that is not a
    /// data file) is said, and counted among the ``unsaved``, even when no screen came after what
    /// undid it.
    package func sessionEnds() async {
        guard let file else { return }
        if file.version == nil {
            lose(savedChanges, because: "the file is gone (deleted or moved)")
        } else {
            refresh(always: true)
            if let unreadable, unreadable == file.version {
                lose(savedChanges, because: "the file cannot be read as a data file now")
            }
        }
        await tell()
    }

    /// Reads the file again if it changed (``refresh(always:)``), and tells what that found wrong: how every
    /// query starts.
    func refreshAndTell() async {
        refresh()
        await tell()
    }

    /// Notes `problem`, to be told when the step in progress ends.
    func say(_ problem: String) {
        untold.append(problem)
    }

    /// Tells `onProblem` the problems noted so far, in order, on the main actor. Every call ends
    /// here, once its step on the state is complete: another call may run while it waits.
    func tell() async {
        guard !untold.isEmpty else { return }
        let problems = untold
        untold.removeAll()
        guard let onProblem else { return }
        await MainActor.run {
            for problem in problems { onProblem(problem) }
        }
    }

    private static func links(_ contents: DataFileContents) -> [CodePoints: DataFileContents.Issue.ID] {
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
