import CoreInterfaces

/// A change in two steps, as an app's data layer makes one: accepted at once, so that every screen
/// shows it from then on, and saved after, as a transaction on the file that may wait for another
/// session's lock meanwhile. Until it is saved it is pending: made again on top of every reading of
/// the file. A save the file refuses undoes it on every screen, and says why; one that cannot be
/// made keeps it for this session only, and says so.
///
/// Changes land in the order the session made them, whatever order their calls are answered in:
/// each carries its place in that order (its `sequence`), and changes to the same thing (one
/// asset's link, its ``DataChange/key``) are compared by it. A change accepted after a later one to
/// the same thing was is folded into that later one: never shown, never written. Saves are made one
/// at a time, in the order they are asked for, and each checks, once it holds the folder's lock,
/// that no later change to the same thing has been accepted meanwhile; if one has, that one is
/// what gets written. So the file ends with the last change the screens showed.
extension InMemoryDataStore {
    /// Accepts and saves `change`: returns once it is saved (or refused, or kept for this session),
    /// as the latest change made so far.
    package func change(_ change: DataChange) async {
        let sequence = (latestSequence.values.max() ?? 0) + 1
        await accept(change, sequence: sequence)
        await save(change, sequence: sequence)
    }

    /// Accepts `change`, the `sequence`th the session made: from now on every query answers with it
    /// made, until ``save(_:sequence:whenBlocked:)`` settles it; unless a later change to the same
    /// thing was accepted first, in which case this one is folded into it. One that names an asset
    /// or issue the store does not hold is left to the save to refuse.
    package func accept(_ change: DataChange, sequence: Int) async {
        if let latest = latestSequence[change.key], latest > sequence { return }
        latestSequence[change.key] = sequence
        // Earlier changes to the same thing still pending are folded into this one.
        pending.removeAll { $0.change.key == change.key }
        if apply(change) { pending.append((change, sequence)) }
        await tell()
    }

    /// Saves the accepted `change`, the `sequence`th, as a transaction on the file when there is
    /// one, once the saves asked for before it have ended. Nothing is written for a change a later
    /// one to the same thing has replaced. A change the file no longer allows is refused and undone,
    /// and one that cannot be saved is kept for this session only; both are remembered for the end
    /// of the session (``unsaved``). A save that took in what another session or an editor wrote
    /// meanwhile has the screens read the file again (``changedOnDisk()``), as any new reading
    /// does. `whenBlocked` is told, at once, when the save has to wait for another session's lock.
    package func save(
        _ change: DataChange, sequence: Int, whenBlocked: @escaping @Sendable () -> Void = {}
    ) async {
        await takeSavingTurn()
        defer { endSavingTurn() }
        guard let file else {
            settled(sequence)
            if isLatest(change, sequence) { _ = apply(change) }
            return await tell()
        }
        guard isLatest(change, sequence) else { return settled(sequence) }
        do {
            let lock = try await file.waitForLock(whenBlocked: whenBlocked)
            // A later change to the same thing may have been accepted while this one waited.
            guard isLatest(change, sequence) else { return settled(sequence) }
            let saved = try file.apply(change, reusing: reading, holding: lock)
            settled(sequence)
            // What the save made: a new record, the key the transaction gave it.
            let made = change.saved(in: saved.contents.records)
            if let before = reading, saved.editedFrom == before.digest, made == change {
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
            savedChanges.removeAll { $0.key == made.key }
            reportLost()
            savedChanges.append(made)
            keptForThisSession.removeAll { $0.key == change.key }
            notSaved.removeAll { $0.key == change.key }
            applyPending()
        } catch  where error.isConflict {
            settled(sequence)
            say("\(error)")
            remember(change, as: "refused")
            reading = nil
            refresh()
        } catch {
            settled(sequence)
            if apply(change) {
                keptForThisSession.removeAll { $0.key == change.key }
                keptForThisSession.append(change)
            }
            say("\(error); the \(change.summary) is kept for this session only")
            remember(change, as: "kept for this session only")
        }
        await tell()
    }

    /// The changes of this session that are not in the file, each the last made to what it
    /// changes, in the user's terms with why: refused, or kept for this session only. The end of a
    /// session names them, and its exit status says so.
    package var unsaved: [String] {
        notSaved.map(\.summary)
    }

    /// Whether `change`, the `sequence`th, is the latest accepted to what it changes.
    private func isLatest(_ change: DataChange, _ sequence: Int) -> Bool {
        latestSequence[change.key] == sequence
    }

    /// Remembers that `change` did not reach the file, and `why`, in place of what was remembered
    /// of an earlier change to the same thing.
    func remember(_ change: DataChange, as why: String) {
        notSaved.removeAll { $0.key == change.key }
        notSaved.append((change.key, "\(change.summary) (\(why))"))
    }

    /// Waits until no other save is being made: saves are made one at a time, in the order asked.
    private func takeSavingTurn() async {
        guard isSaving else {
            isSaving = true
            return
        }
        await withCheckedContinuation { savingTurns.append($0) }
    }

    /// Hands the turn to the next save asked for, if any.
    private func endSavingTurn() {
        guard !savingTurns.isEmpty else {
            isSaving = false
            return
        }
        savingTurns.removeFirst().resume()
    }

    /// The `sequence`th change is no longer pending (it is saved, refused, kept for this session,
    /// or folded into a later one).
    private func settled(_ sequence: Int) {
        pending.removeAll { $0.sequence == sequence }
    }

    /// Makes the pending changes again, in the order they were accepted, on what the store now
    /// holds (a new reading of the file); one whose asset or issue the reading no longer has is
    /// left to its save to refuse.
    func applyPending() {
        for (change, _) in pending { _ = apply(change) }
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
        case let .record(module, key, fields):
            records = records.setting(fields, key: key, module: module)
        case .newRecord:
            return apply(change.made(on: records))
        }
        return true
    }
}
