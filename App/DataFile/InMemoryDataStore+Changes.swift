import CoreInterfaces

/// A change in two steps, as an app's data layer makes one: accepted at once, so that every screen
/// shows it from then on, and saved after, as a transaction on the file that may wait for another
/// session's lock meanwhile. Until it is saved it is pending: made again on top of every reading of
/// the file. A save the file refuses undoes it on every screen, and says why; one that cannot be
/// made keeps it for this session only, and says so.
extension InMemoryDataStore {
    /// Accepts and saves `change`: returns once it is saved (or refused, or kept for this session).
    package func change(_ change: DataChange) async {
        await accept(change)
        await save(change)
    }

    /// Accepts `change`: from now on every query answers with it made, until ``save(_:)`` settles
    /// it. One that names an asset or issue the store does not hold is left to the save to refuse.
    package func accept(_ change: DataChange) async {
        if apply(change) { pending.append(change) }
        await tell()
    }

    /// Saves the accepted `change`, as a transaction on the file when there is one; a change the
    /// file no longer allows is refused and undone, and one that cannot be saved is kept for this
    /// session only. A save that took in what another session or an editor wrote meanwhile has the
    /// screens read the file again (``changedOnDisk()``), as any new reading does.
    package func save(_ change: DataChange) async {
        guard let file else {
            settled(change)
            _ = apply(change)
            return await tell()
        }
        do {
            let lock = try await file.waitForLock()
            let saved = try file.apply(change, reusing: reading, holding: lock)
            settled(change)
            if let before = reading, saved.editedFrom == before.digest {
                // The file was as the store last read it: the change is all that is new.
                _ = apply(change)
            } else {
                replace(with: saved.contents)
                hasChangedOnDisk = true
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
            applyPending()
        } catch  where error.isConflict {
            settled(change)
            say("\(error)")
            reading = nil
            refresh()
        } catch {
            settled(change)
            if apply(change) {
                keptForThisSession.removeAll { $0.assetID.isExactly(change.assetID) }
                keptForThisSession.append(change)
            }
            say("\(error); the \(change.summary) is kept for this session only")
        }
        await tell()
    }

    /// `change` is no longer pending (it is saved, refused or kept for this session): the first
    /// pending change that is exactly it goes.
    private func settled(_ change: DataChange) {
        if let position = pending.firstIndex(where: { $0.isExactly(change) }) { pending.remove(at: position) }
    }

    /// Makes the pending changes again, in the order they were accepted, on what the store now
    /// holds (a new reading of the file); one whose asset or issue the reading no longer has is
    /// left to its save to refuse.
    func applyPending() {
        for change in pending { _ = apply(change) }
    }

    /// Applies `change` here only, unless it names an asset or issue the store does not hold (a
    /// stand-in's canned example, say); returns whether it did.
    func apply(_ change: DataChange) -> Bool {
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
}
