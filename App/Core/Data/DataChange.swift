import CoreInterfaces

/// One change a session makes to the data: applied, in a transaction, to the file as it is now.
enum DataChange: Equatable {
    /// Link the asset to the issue, replacing the asset's earlier link.
    case link(assetID: AssetUIModel.ID, issueID: IssueUIModel.ID)
    /// Remove the asset's link, if it has one.
    case unlink(assetID: AssetUIModel.ID)

    /// A change the file no longer allows, because what it names is gone.
    struct Conflict: Error, Equatable {
        let message: String
    }

    /// Applies the change to the file's JSON `object`, whose typed reading is `contents`; every
    /// key the program does not know, anywhere, is left as it is.
    func apply(to object: inout [String: JSONValue], contents: DataFileContents) throws(Conflict) {
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
