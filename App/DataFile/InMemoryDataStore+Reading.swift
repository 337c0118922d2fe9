import CoreInterfaces

/// Reading the data file again: what the store does before every query, and what it says of what
/// it finds (a file gone, unreadable, or changed so that a saved change is undone).
extension InMemoryDataStore {
    /// Reads the file again when it changed since the store last read it: its ``DataFile/Version``
    /// (device, inode, size, modification and change times) is not the one read, or it may have
    /// been written within the same tick of the file system's clock as the last reading
    /// (``FileClock``), where its bytes decide; with `always`, the bytes decide in any case. A file
    /// that has become unreadable is reported once, until it can be read again, and the store
    /// keeps what it has.
    func refresh(always: Bool = false) {
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
            applyPending()
        } catch {
            unreadable = version
            guard !saidUnreadable else { return }
            saidUnreadable = true
            say("\(error); showing the data as it was")
        }
    }

    /// Makes the changes kept for this session again on the new reading, and says which they are;
    /// one whose asset or issue is gone from the file is dropped, and that is said too.
    func keepSessionChanges() {
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
    func reportLost() {
        lose(savedChanges.filter { !holds($0) }, because: "another session or an editor changed it since")
    }

    /// Says of each of `changes`, saved by this session, that it is no longer in the file, and
    /// `why`; each is said once, no longer watched, and counted among the ``unsaved`` until a
    /// later change to the same thing is saved.
    func lose(_ changes: [DataChange], because why: String) {
        let name = file.map { VisibleText.make($0.path, limit: 200) } ?? "the data file"
        for change in changes {
            say("\(name): the \(change.summary) was saved, but is no longer in the file: \(why)")
            remember(change, as: "saved, but no longer in the file")
            savedChanges.removeAll { $0.key == change.key }
        }
    }

    /// Whether the store holds what `change` made.
    func holds(_ change: DataChange) -> Bool {
        switch change {
        case let .link(assetID, issueID): issueIDByAssetID[CodePoints(assetID)]?.isExactly(issueID) == true
        case let .unlink(assetID): issueIDByAssetID[CodePoints(assetID)] == nil
        case let .record(module, key, fields): records.holds(fields, key: key, module: module)
        case .newRecord: false
        }
    }
}
