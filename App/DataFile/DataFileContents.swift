import CoreInterfaces

/// What a `--data FILE` holds, as JSON:
/// `{"assets":[{"id","name","status","category"}], "issues":[{"id","title","status","description"}], "links":[{"assetID","issueID"}]}`,
/// and, once a module has kept one, `"records"`: each module's own records (``ModuleRecords``).
package struct DataFileContents: Equatable, Sendable {
    /// One asset's link to one issue. An asset has at most one.
    struct Link: Equatable {
        var assetID: Asset.ID
        var issueID: Issue.ID
    }

    var assets: [Asset]
    var issues: [Issue]
    var links: [Link]
    /// The feature modules' own records.
    var records = ModuleRecords()

    /// The built-in sample data, with nothing linked and no module's records.
    static let sample = DataFileContents(assets: SampleData.assets, issues: SampleData.issues, links: [])

    /// The first rule the contents break, as a JSON path and a problem, or `nil` when they hold:
    /// ids are unique, links name existing assets and issues, and no asset is linked twice; ids are
    /// compared as their code points (``CodePoints``).
    func problem() -> String? {
        if let problem = Self.firstDuplicate(assets.map(\.id), kind: "asset", path: "assets") { return problem }
        if let problem = Self.firstDuplicate(issues.map(\.id), kind: "issue", path: "issues") { return problem }
        let assetIDs = Set(assets.map { CodePoints($0.id) })
        let issueIDs = Set(issues.map { CodePoints($0.id) })
        var linkIndexByAssetID: [CodePoints: Int] = [:]
        for (index, link) in links.enumerated() {
            if !assetIDs.contains(CodePoints(link.assetID)) {
                return "$.links[\(index)].assetID: no asset has the id \"\(VisibleText.make(link.assetID))\""
            }
            if !issueIDs.contains(CodePoints(link.issueID)) {
                return "$.links[\(index)].issueID: no issue has the id \"\(VisibleText.make(link.issueID))\""
            }
            if let first = linkIndexByAssetID[CodePoints(link.assetID)] {
                return
                    "$.links[\(index)]: asset \"\(VisibleText.make(link.assetID))\" is already linked by $.links[\(first)]; an asset has at most one issue"
            }
            linkIndexByAssetID[CodePoints(link.assetID)] = index
        }
        return nil
    }

    private static func firstDuplicate(_ ids: [String], kind: String, path: String) -> String? {
        var firstIndex: [CodePoints: Int] = [:]
        for (index, id) in ids.enumerated() {
            if let first = firstIndex[CodePoints(id)] {
                return
                    "$.\(path)[\(index)].id: duplicate \(kind) id \"\(VisibleText.make(id))\" (first at $.\(path)[\(first)])"
            }
            firstIndex[CodePoints(id)] = index
        }
        return nil
    }
}

extension DataFileContents {
    /// The contents as the file's JSON, in the order the format lists: assets, issues, links, and
    /// in each record its fields in that order too; then the modules' records, when there are any.
    var json: JSONObject {
        var json: JSONObject = [
            "assets": .array(
                assets.map {
                    .object([
                        "id": .string($0.id), "name": .string($0.name), "status": .string($0.status),
                        "category": .string($0.category),
                    ])
                }),
            "issues": .array(
                issues.map {
                    .object([
                        "id": .string($0.id), "title": .string($0.title), "status": .string($0.status),
                        "description": .string($0.description),
                    ])
                }),
            "links": .array(links.map { .object(["assetID": .string($0.assetID), "issueID": .string($0.issueID)]) }),
        ]
        if !records.json.members.isEmpty { json["records"] = .object(records.json) }
        return json
    }
}

extension DataFileContents {
    /// An asset as the file holds it: the data file's own record, which the App's repositories
    /// turn into the Assets module's model, so the data file knows no module.
    package struct Asset: Equatable, Identifiable, Sendable {
        package var id: String
        package var name: String
        package var status: String
        package var category: String

        package init(id: String, name: String, status: String, category: String) {
            self.id = id
            self.name = name
            self.status = status
            self.category = category
        }
    }

    /// An issue as the file holds it: the data file's own record, which the App's repositories
    /// turn into the Issues module's model.
    package struct Issue: Equatable, Identifiable, Sendable {
        package var id: String
        package var title: String
        package var status: String
        package var description: String

        package init(id: String, title: String, status: String, description: String) {
            self.id = id
            self.title = title
            self.status = status
            self.description = description
        }
    }
}
