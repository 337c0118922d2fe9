import CoreInterfaces

/// One change a session makes to the data: applied, in a transaction, to the file as it is now.
enum DataChange: Equatable {
    /// Link the asset to the issue, replacing the asset's earlier link.
    case link(assetID: AssetUIModel.ID, issueID: IssueUIModel.ID)
    /// Remove the asset's link, if it has one.
    case unlink(assetID: AssetUIModel.ID)

    /// The asset the change is about.
    var assetID: AssetUIModel.ID {
        switch self {
        case let .link(assetID, _), let .unlink(assetID): assetID
        }
    }

    /// Whether `contents` holds what the change made.
    func holds(in contents: DataFileContents) -> Bool {
        let link = contents.links.first { $0.assetID == assetID }
        switch self {
        case let .link(_, issueID): return link?.issueID == issueID
        case .unlink: return link == nil
        }
    }

    /// The change in the user's terms, for messages.
    var summary: String {
        switch self {
        case let .link(assetID, issueID): "link of asset \(VisibleText.make(assetID)) to issue \(VisibleText.make(issueID))"
        case let .unlink(assetID): "unlink of asset \(VisibleText.make(assetID))"
        }
    }

    /// A change the file no longer allows, because what it names is gone.
    struct Conflict: Error, Equatable {
        let message: String
    }

    /// Applies the change to the file's JSON `object`, whose typed reading is `contents`; every
    /// key the program does not know, anywhere, is left as it is.
    func apply(to object: inout JSONObject, contents: DataFileContents) throws(Conflict) {
        guard case var .array(links) = object["links"] ?? .array([]) else { return }
        switch self {
        case let .link(assetID, issueID):
            guard contents.assets.contains(where: { $0.id == assetID }) else {
                throw Conflict(message: "asset \(VisibleText.make(assetID)) is not in the file (any more)")
            }
            guard contents.issues.contains(where: { $0.id == issueID }) else {
                throw Conflict(message: "issue \(VisibleText.make(issueID)) is not in the file (any more)")
            }
            if let index = links.firstIndex(where: { $0.object?["assetID"]?.string == assetID }),
               var link = links[index].object {
                link["issueID"] = .string(issueID)
                links[index] = .object(link)
            } else {
                links.append(.object(["assetID": .string(assetID), "issueID": .string(issueID)]))
            }
        case let .unlink(assetID):
            links.removeAll { $0.object?["assetID"]?.string == assetID }
        }
        object["links"] = .array(links)
    }
}
