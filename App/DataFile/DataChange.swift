import CoreInterfaces

/// One change a session makes to the data: applied, in a transaction, to the file as it is now.
package enum DataChange: Equatable {
    /// Link the asset to the issue, replacing the asset's earlier link.
    case link(assetID: DataFileContents.Asset.ID, issueID: DataFileContents.Issue.ID)
    /// Remove the asset's link, if it has one.
    case unlink(assetID: DataFileContents.Asset.ID)
    /// Give the record `key` of the feature module `module` the string `fields` (its other fields
    /// kept), or remove the record (`nil`): how every module keeps records of its own, with no
    /// new case here (``ModuleRecords``).
    case record(module: String, key: String, fields: [ModuleRecords.Field]?)
    /// Add a record of `module` with `fields` under a key of its own: `prefix`, a dash and the
    /// next number after the highest its records have (`SRV-1`, `SRV-2`, …), taken inside the save's
    /// locked transaction, so that two sessions adding records at once never take one key.
    /// `token` tells this change from every other the session makes.
    case newRecord(module: String, prefix: String, fields: [ModuleRecords.Field], token: String)

    /// What a change is to: one asset's link, or one module's record.
    enum Key: Hashable {
        case link(asset: CodePoints)
        case record(module: CodePoints, key: CodePoints)
        case newRecord(token: CodePoints)
    }

    /// What the change is to: changes with the same key replace one another, and land in the
    /// order the session made them (``InMemoryDataStore/accept(_:sequence:)``). A link is the asset's.
    var key: Key {
        switch self {
        case let .link(assetID, _), let .unlink(assetID): .link(asset: CodePoints(assetID))
        case let .record(module, key, _): .record(module: CodePoints(module), key: CodePoints(key))
        case let .newRecord(_, _, _, token): .newRecord(token: CodePoints(token))
        }
    }

    /// The change a save of this one made, found in `records`, what the file holds after it: a new
    /// record as the record the transaction added (the highest key of its prefix); any other
    /// change is itself.
    func saved(in records: ModuleRecords) -> DataChange {
        guard case let .newRecord(module, prefix, fields, _) = self,
            let key = records.highestKey(prefix, of: module)
        else { return self }
        return .record(module: module, key: key, fields: fields)
    }

    /// The record change this one makes on `records`: a new record takes the next key its prefix
    /// has there; any other change is itself.
    func made(on records: ModuleRecords) -> DataChange {
        guard case let .newRecord(module, prefix, fields, _) = self else { return self }
        return .record(module: module, key: records.nextKey(prefix, of: module), fields: fields)
    }

    /// Whether `other` is this very change: the same kind, on IDs equal code point for code point.
    func isExactly(_ other: DataChange) -> Bool {
        switch (self, other) {
        case let (.link(asset, issue), .link(otherAsset, otherIssue)):
            asset.isExactly(otherAsset) && issue.isExactly(otherIssue)
        case let (.unlink(asset), .unlink(otherAsset)): asset.isExactly(otherAsset)
        case let (.record(module, key, fields), .record(otherModule, otherKey, otherFields)):
            module.isExactly(otherModule) && key.isExactly(otherKey)
                && fields.map { $0.map { [$0.name, $0.value].map(CodePoints.init) } }
                    == otherFields.map { $0.map { [$0.name, $0.value].map(CodePoints.init) } }
        case let (.newRecord(_, _, _, token), .newRecord(_, _, _, otherToken)): token.isExactly(otherToken)
        default: false
        }
    }

    /// The change in the user's terms, for messages: IDs escaped and cut to 200 characters.
    package var summary: String {
        switch self {
        case let .link(assetID, issueID):
            "link of asset \(VisibleText.make(assetID, limit: 200)) to issue \(VisibleText.make(issueID, limit: 200))"
        case let .unlink(assetID): "unlink of asset \(VisibleText.make(assetID, limit: 200))"
        case let .record(module, key, fields):
            "\(fields == nil ? "removal" : "change") of \(VisibleText.make(module, limit: 200))'s record \(VisibleText.make(key, limit: 200))"
        case let .newRecord(module, prefix, _, _):
            "new \(VisibleText.make(module, limit: 200)) record \(VisibleText.make(prefix, limit: 200))-…"
        }
    }

    /// A change the file no longer allows, because what it names is gone.
    struct Conflict: Error, Equatable {
        let message: String
    }

    /// The edit that makes the change to a data file's `text`, whose reading is `contents` and
    /// whose links stand where `layout` says; with the contents and layout after it. `nil` when the
    /// file already holds the change. Only the link the change touches is rewritten: every other
    /// byte, keys the program does not know included, stays as it is.
    func edit(
        _ text: [UInt8], contents: DataFileContents, layout: DataFileLayout
    ) throws(Conflict) -> (edit: TextEdit, contents: DataFileContents, layout: DataFileLayout)? {
        var contents = contents
        func linkIndex(of assetID: String) -> Int? {
            contents.links.firstIndex { $0.assetID.isExactly(assetID) }
        }
        switch made(on: contents.records) {
        case .newRecord:
            return nil
        case let .record(module, key, fields):
            // A module's keys are its own: a record names nothing the file must hold.
            guard !contents.records.holds(fields, key: key, module: module) else { return nil }
            contents.records = contents.records.setting(fields, key: key, module: module)
            let (edit, layout) = layout.replacingRecords(with: contents.records.json, in: text)
            return (edit, contents, layout)
        case let .link(assetID, issueID):
            guard contents.assets.contains(where: { $0.id.isExactly(assetID) }) else {
                throw Conflict(message: "asset \(VisibleText.make(assetID, limit: 200)) is not in the file (any more)")
            }
            guard contents.issues.contains(where: { $0.id.isExactly(issueID) }) else {
                throw Conflict(message: "issue \(VisibleText.make(issueID, limit: 200)) is not in the file (any more)")
            }
            if let index = linkIndex(of: assetID) {
                guard !contents.links[index].issueID.isExactly(issueID) else { return nil }
                contents.links[index].issueID = issueID
                let (edit, layout) = layout.replacingIssue(ofLink: index, with: issueID)
                return (edit, contents, layout)
            }
            contents.links.append(DataFileContents.Link(assetID: assetID, issueID: issueID))
            let (edit, layout) = layout.appending(assetID: assetID, issueID: issueID, in: text)
            return (edit, contents, layout)
        case let .unlink(assetID):
            guard let index = linkIndex(of: assetID) else { return nil }
            contents.links.remove(at: index)
            let (edit, layout) = layout.removing(link: index)
            return (edit, contents, layout)
        }
    }
}
