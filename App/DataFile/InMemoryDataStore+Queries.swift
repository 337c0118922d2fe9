import CoreInterfaces

/// The queries the repositories make, each answered as the file holds it now: the store reads it
/// again first when it changed.
extension InMemoryDataStore {
    /// Every asset, in the file's order.
    package func currentAssets() async -> [DataFileContents.Asset] {
        await refreshAndTell()
        return assets
    }

    /// Every issue, in the file's order.
    package func currentIssues() async -> [DataFileContents.Issue] {
        await refreshAndTell()
        return issues
    }

    /// The asset whose ID is `assetID`, if there is one.
    package func asset(withID assetID: DataFileContents.Asset.ID) async -> DataFileContents.Asset? {
        await refreshAndTell()
        return assetIndexByID[CodePoints(assetID)].map { assets[$0] }
    }

    /// The issue whose ID is `issueID`, if there is one.
    package func issue(withID issueID: DataFileContents.Issue.ID) async -> DataFileContents.Issue? {
        await refreshAndTell()
        return issueIndexByID[CodePoints(issueID)].map { issues[$0] }
    }

    /// The issue linked to the asset `assetID`, if any: an asset has at most one.
    package func issueLinked(toAsset assetID: DataFileContents.Asset.ID) async -> DataFileContents.Issue? {
        await refreshAndTell()
        guard let issueID = issueIDByAssetID[CodePoints(assetID)], let position = issueIndexByID[CodePoints(issueID)]
        else { return nil }
        return issues[position]
    }

    /// Every asset linked to the issue `issueID`, in the file's order.
    package func assetsLinked(toIssue issueID: DataFileContents.Issue.ID) async -> [DataFileContents.Asset] {
        await refreshAndTell()
        return assets.filter { issueIDByAssetID[CodePoints($0.id)]?.isExactly(issueID) == true }
    }

    /// The records the feature module `module` keeps in the file, in the file's order
    /// (``ModuleRecords``): what its repository in the App reads, by the module's name.
    package func records(of module: String) async -> [ModuleRecords.Record] {
        await refreshAndTell()
        return records.records(of: module)
    }
}
