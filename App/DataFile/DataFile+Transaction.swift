import CoreInterfaces
#if canImport(Glibc)
import FoundationEssentials
import Glibc
#else
import Foundation
#endif

/// Changing the file: every change is one locked transaction on the file as it is now (see ``DataFile``).
extension DataFile {
    /// What a transaction writes: `edit` made to the file's text (the whole text, for a new file),
    /// and the contents and layout of the text after it.
    private struct Replacement {
        let edit: TextEdit
        let contents: DataFileContents
        let layout: DataFileLayout
        /// The digest of the reading the edit was made to; `nil` for a whole new text.
        var editedFrom: UInt64?
    }

    /// Applies `change` to the file as it is now, in one locked transaction, and returns the
    /// reading of the file afterwards. `last` is the session's last reading, reused when the file
    /// still holds its bytes. A change the file no longer allows is refused with a
    /// ``DataChange/Conflict``; a change the file already holds writes nothing.
    ///
    /// `lock`, taken with ``waitForLock(whenBlocked:)``, is the folder's lock the caller already holds; without
    /// it, the transaction takes the lock itself, blocking its thread while it waits.
    func apply(
        _ change: DataChange, reusing last: Reading? = nil, holding lock: Lock? = nil
    ) throws(DataFileError) -> Reading {
        try transaction(saving: "the \(change.summary)", reusing: last, holding: lock) {
            current throws(DataFileError) in
            guard let current else { throw error("is gone") }
            let made: (edit: TextEdit, contents: DataFileContents, layout: DataFileLayout)?
            do throws(DataChange.Conflict) {
                made = try change.edit(
                    current.bytes, contents: current.reading.contents, layout: current.reading.layout)
            } catch {
                throw DataFileError(
                    path: path, problem: "\(error.message); the \(change.summary) is not saved", isConflict: true)
            }
            return made.map {
                Replacement(edit: $0.edit, contents: $0.contents, layout: $0.layout, editedFrom: current.reading.digest)
            }
        }
    }

    /// Writes `contents` as the whole file: creates it, or replaces it. Keys the file had that the
    /// contents do not name are kept at the top level.
    func save(_ contents: DataFileContents) throws(DataFileError) {
        _ = try transaction(saving: "the file", reusing: nil) { current throws(DataFileError) in
            var object = JSONObject()
            if let current, case let .object(members)? = try? JSONReader.parse(current.bytes) { object = members }
            for member in contents.json.members { object[member.key] = member.value }
            return try whole(object, replacing: current)
        }
    }

    /// Creates the file with `contents` unless it exists by the time the lock is taken (another
    /// session may have just created it). Returns the reading of the file it created, or `nil` when
    /// the file was there.
    @discardableResult
    package func createIfMissing(_ contents: DataFileContents) throws(DataFileError) -> Reading? {
        guard !exists else { return nil }
        var created = false
        let reading = try transaction(saving: "the new file", reusing: nil) { current throws(DataFileError) in
            guard current == nil else { return nil }
            created = true
            return try whole(contents.json, replacing: nil)
        }
        return created ? reading : nil
    }

    /// `object` written as the whole file, in place of `current`, checked as a reading checks.
    private func whole(_ object: JSONObject, replacing current: Snapshot?) throws(DataFileError) -> Replacement {
        let text = Array(JSONWriter.text(of: .object(object)).utf8)
        do throws(DataFileReader.Failure) {
            let (contents, layout) = try DataFileReader.read(text)
            if let problem = contents.problem() { throw .content(problem) }
            return Replacement(
                edit: TextEdit(range: 0..<(current?.bytes.count ?? 0), replacement: text), contents: contents,
                layout: layout)
        } catch {
            throw self.error("would not be valid after the change (\(error)); it is not saved")
        }
    }

    /// One change under the folder's lock: `update` turns the file as it is now into its
    /// replacement (`nil`: nothing to write), which replaces the file atomically. Returns the file's
    /// reading after. `what` names what is being saved, in the user's terms, for the message that gives up.
    private func transaction(
        saving what: String, reusing last: Reading?, holding held: Lock? = nil,
        _ update: (Snapshot?) throws(DataFileError) -> Replacement?
    ) throws(DataFileError) -> Reading {
        let lock: Lock
        if let held { lock = held } else { lock = try takeLock() }
        defer { withExtendedLifetime(lock) {} }
        let target = lock.target
        let folder = PathText.folder(of: target)
        TemporaryFile.removeStale(in: folder, for: PathText.name(of: target))

        var last = last
        for _ in 0..<Self.attempts {
            let before = version
            do {
                switch try attempt(update, reusing: last, target: target) {
                case let .saved(reading): return reading
                case let .changedMeanwhile(reading): last = reading
                }
            } catch  where error.isInvalid {
                // An editor that writes in place leaves the file half-written for a moment: if it
                // changes soon, read it again; if not, it is invalid, and that is the answer.
                guard changesSoon(from: before) else { throw error }
            }
        }
        throw error(
            "changed on disk \(Self.attempts) times while \(what) was being saved (an editor saving without a lock?); it is not saved"
        )
    }

    /// The lock on the folder the data lives in, held by one transaction at a time across every
    /// session; the kernel releases it when the last copy of this value goes.
    struct Lock: Sendable {
        /// The path the data lives at when the lock was taken (``target``): the transaction
        /// changes the file there, in the folder locked.
        let target: String
        fileprivate let folder: DirectoryLock
    }

    /// Waits for the folder's lock and takes it, on a thread of its own, so that the caller's actor
    /// answers other calls meanwhile. When another session holds it, tells `whenBlocked` at once,
    /// and after ``DirectoryLock/patience`` on ``clock`` says so once through ``whileWaitingForLock``.
    func waitForLock(whenBlocked: @escaping @Sendable () -> Void = {}) async throws(DataFileError) -> Lock {
        let target = self.target
        let folder = PathText.folder(of: target)
        do {
            return Lock(
                target: target,
                folder: try await DirectoryLock.take(
                    folder, clock: clock, busy: whenBlocked, waiting: sayWaiting, seam: seam))
        } catch {
            throw lockError(folder, error)
        }
    }

    /// Takes the folder's lock as ``waitForLock(whenBlocked:)`` does, blocking the calling thread meanwhile.
    private func takeLock() throws(DataFileError) -> Lock {
        let target = self.target
        let folder = PathText.folder(of: target)
        do {
            return Lock(target: target, folder: try DirectoryLock(folder, waiting: sayWaiting, seam: seam))
        } catch {
            throw lockError(folder, error)
        }
    }

    /// Says, through ``whileWaitingForLock``, that a change waits for `holder`.
    private var sayWaiting: @Sendable (_ holder: Int32?) -> Void {
        { [path, whileWaitingForLock] holder in
            let who = holder.map { " (process \($0))" } ?? ""
            whileWaitingForLock?(
                "\(VisibleText.make(path, limit: 200)): waiting for another session that holds the lock on its folder\(who), perhaps one stopped with Ctrl-Z; Ctrl-C cancels"
            )
        }
    }

    private func lockError(_ folder: String, _ error: SystemCallError) -> DataFileError {
        self.error("cannot be changed: its folder \(VisibleText.make(folder, limit: 200)) cannot be locked (\(error))")
    }

    /// How long a transaction waits for a file it found invalid to change (an editor still writing it).
    static let settleMicroseconds: UInt32 = 20_000

    /// How one try of a transaction ended: saved (or nothing to save), or not saved because the
    /// file changed between reading it and replacing it (with the reading that try made).
    private enum Outcome {
        case saved(Reading)
        case changedMeanwhile(Reading?)
    }

    /// One try of a transaction, with the lock held.
    private func attempt(
        _ update: (Snapshot?) throws(DataFileError) -> Replacement?, reusing last: Reading?, target: String
    ) throws(DataFileError) -> Outcome {
        let current = try snapshot(reusing: last)
        if let info = current?.info {
            guard info.st_nlink == 1 else {
                throw error(
                    "has \(info.st_nlink) hard links, and replacing it would split them (use a symbolic link instead)")
            }
            guard info.st_mode & 0o222 != 0 else { throw error("is read-only") }
        }
        guard let replacement = try update(current) else {
            guard let current else { throw error("is gone") }
            return .saved(current.reading)
        }
        let bytes = current?.bytes ?? []
        let edit = replacement.edit
        let pieces = [bytes[..<edit.range.lowerBound], edit.replacement[...], bytes[edit.range.upperBound...]]
        let mode = current.map { $0.info.st_mode & 0o7777 } ?? 0o644
        let seam = self.seam
        let stillCurrent = { () throws(SystemCallError) -> Bool in
            // There was no file: there must still be none.
            guard let current else { return try Self.lastCheck(of: target, seam: seam) == nil }
            return try current.isCurrent(at: target, seam: seam)
        }
        let replaced: Replaced?
        do {
            replaced = try Self.replace(
                target, with: pieces, mode: mode, owner: current.map { ($0.info.st_uid, $0.info.st_gid) }, seam: seam,
                if: stillCurrent
            )
        } catch {
            throw self.error("cannot be saved (\(error))")
        }
        guard let replaced else { return .changedMeanwhile(current?.reading) }
        let version = Version(seam.observed(replaced.written))
        return .saved(
            Reading(
                contents: replacement.contents, layout: replacement.layout, digest: Digest.of(pieces),
                version: version, lookedAt: replaced.renamedAt,
                tick: FileClock.tick(at: target, changed: version.changed),
                editedFrom: replacement.editedFrom, unflushed: replaced.unflushed
            ))
    }

    /// A new version renamed over the data file: what `fstat` said of it, and why its folder could
    /// not be flushed to disk afterwards, if it could not.
    private struct Replaced {
        let written: stat
        /// The wall clock just before the rename, in nanoseconds.
        let renamedAt: Int
        let unflushed: SystemCallError?
    }

    /// Writes `pieces`, one after another, to a new file beside `target`, flushes it to disk and,
    /// if `stillCurrent` says the file is still the one the change was made to, renames it over
    /// `target`, flushes the folder (which makes the rename last), and returns what `fstat` said of
    /// the new file; otherwise removes it and returns `nil`. The window left to an editor that
    /// saves without the lock is the time between that last check and the rename.
    private static func replace(
        _ target: String, with pieces: [ArraySlice<UInt8>], mode: mode_t, owner: (uid_t, gid_t)?, seam: SystemCallSeam?,
        if stillCurrent: () throws(SystemCallError) -> Bool
    ) throws(SystemCallError) -> Replaced? {
        let folder = PathText.folder(of: target)
        let (temporary, descriptor) = try TemporaryFile.create(besides: target, mode: 0o600, seam: seam)
        defer { TemporaryFile.forget() }
        var written = stat()
        do throws(SystemCallError) {
            defer { close(descriptor) }
            // The original's owner and group where allowed (`keep`), its mode exactly, and its extended
            // attributes and ACL (after the mode, which would otherwise rewrite the ACL's mask).
            if let (uid, gid) = owner { keep(owner: uid, group: gid, of: descriptor, seam: seam) }
            guard fchmod(descriptor, mode) == 0 else { throw SystemCallError("chmod") }
            ExtendedAttributes.write(ExtendedAttributes.read(target), to: descriptor)
            for piece in pieces {
                guard !seam.fails(.write), piece.withUnsafeBytes({ writeAll($0, to: descriptor) }) else {
                    throw SystemCallError("write")
                }
            }
            guard !seam.fails(.syncFile), fsync(descriptor) == 0 else { throw SystemCallError("fsync") }
            guard fstat(descriptor, &written) == 0 else { throw SystemCallError("stat") }
            guard try stillCurrent() else {
                unlink(temporary)
                return nil
            }
        } catch {
            unlink(temporary)
            throw error
        }
        let renamedAt = seam.now()
        guard !seam.fails(.rename), rename(temporary, target) == 0 else {
            let error = SystemCallError("rename")
            unlink(temporary)
            throw error
        }
        return Replaced(written: written, renamedAt: renamedAt, unflushed: flush(folder, seam: seam))
    }

    /// Flushes `folder` to disk, so that a rename in it lasts; returns why it could not.
    private static func flush(_ folder: String, seam: SystemCallSeam?) -> SystemCallError? {
        let directory = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard directory >= 0 else { return SystemCallError("open") }
        defer { close(directory) }
        guard !seam.fails(.syncFolder), fsync(directory) == 0 else { return SystemCallError("fsync") }
        return nil
    }

    /// Gives the new version behind `descriptor` the original's owner and group where the user may:
    /// both as root (or when they are the user's own already); otherwise, as `chown(2)` refuses
    /// the owner to anyone else, the group alone, which a user may set to any group they belong to.
    /// Where neither can be kept, the file is the user's, and its mode is kept all the same.
    private static func keep(owner: uid_t, group: gid_t, of descriptor: Int32, seam: SystemCallSeam?) {
        if !seam.fails(.chown), fchown(descriptor, owner, group) == 0 { return }
        if !seam.fails(.chown) { _ = fchown(descriptor, uid_t.max, group) }
    }
}
