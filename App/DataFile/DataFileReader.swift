import CoreInterfaces

/// Reads a data file's text in one pass: every check ``JSONReader`` makes, the records the program
/// uses built straight from the text (nothing else is kept), and the place of each link noted, so
/// that a change rewrites only the link it touches (``DataFileLayout``).
///
/// Keys the program does not know are read and checked like the rest, and left in the text: a
/// save never rewrites them.
struct DataFileReader {
    /// Why a text is not a data file: it is not JSON, or it is JSON the format does not allow
    /// (a JSON path and what is wrong there, for example `$.assets[0].id: expected a string`).
    enum Failure: Error, Equatable {
        case syntax(JSONReader.SyntaxError)
        case content(String)
    }

    /// One record as the text holds it: its fields' values in the order asked for, where the
    /// whole object stands, and where each value stands.
    private struct Record {
        let values: [String]
        let object: Range<Int>
        let valueRanges: [Range<Int>]
    }

    private var reader: JSONReader
    /// The first thing the text says that the format does not allow. The text is still read to
    /// its end, so that a file that is not JSON at all says that first.
    private var problem: String?

    /// The contents `bytes` hold, and where their links stand.
    static func read(_ bytes: [UInt8]) throws(Failure) -> (contents: DataFileContents, layout: DataFileLayout) {
        var reader = DataFileReader(reader: JSONReader(bytes: bytes))
        let read: (contents: DataFileContents, layout: DataFileLayout)?
        do {
            read = try reader.file()
        } catch {
            throw .syntax(error)
        }
        if let problem = reader.problem { throw .content(problem) }
        guard let read else { throw .content("$: expected an object") }
        return read
    }

    private init(reader: JSONReader) {
        self.reader = reader
    }

    private mutating func note(_ problem: String) {
        if self.problem == nil { self.problem = problem }
    }

    /// The whole file; `nil` (with the problem noted) when it is not what the format says.
    private mutating func file() throws(JSONReader.SyntaxError) -> (contents: DataFileContents, layout: DataFileLayout)?
    {
        guard reader.next == UInt8(ascii: "{") else {
            _ = try reader.value(depth: 0)
            try reader.end()
            note("$: expected an object")
            return nil
        }
        var assets: [DataFileContents.Asset]?
        var issues: [DataFileContents.Issue]?
        var links: [DataFileContents.Link]?
        var layout: DataFileLayout?
        var moduleRecords = ModuleRecords()
        var membersEnd = 0
        var recordsPlace: (key: Int, value: Range<Int>)?
        var cursor = try reader.beginObject(depth: 0)
        while let (key, keyStart) = try reader.nextKey(&cursor) {
            switch key {
            case "records":
                let valueStart = reader.index
                let value = try reader.value(depth: cursor.depth)
                if let problem = ModuleRecords.problem(in: value) { note(problem) }
                moduleRecords = ModuleRecords(json: value.object ?? JSONObject())
                recordsPlace = (keyStart, valueStart..<reader.valueEnd)
            case "assets":
                assets = try records(at: "$.assets", depth: cursor.depth, fields: ["id", "name", "status", "category"])
                {
                    DataFileContents.Asset(
                        id: $0.values[0], name: $0.values[1], status: $0.values[2], category: $0.values[3])
                }
            case "issues":
                issues = try records(
                    at: "$.issues", depth: cursor.depth, fields: ["id", "title", "status", "description"]
                ) {
                    DataFileContents.Issue(
                        id: $0.values[0], title: $0.values[1], status: $0.values[2], description: $0.values[3])
                }
            case "links":
                let arrayStart = reader.index
                var places: [DataFileLayout.LinkPlace] = []
                links = try records(at: "$.links", depth: cursor.depth, fields: ["assetID", "issueID"]) {
                    places.append(DataFileLayout.LinkPlace(object: $0.object, issueID: $0.valueRanges[1]))
                    return DataFileContents.Link(assetID: $0.values[0], issueID: $0.values[1])
                }
                layout = DataFileLayout(
                    linksKey: keyStart, linksArray: arrayStart..<reader.valueEnd, links: places, membersEnd: 0)
            default:
                _ = try reader.value(depth: cursor.depth)
            }
            membersEnd = reader.valueEnd
        }
        try reader.end()
        for (key, found) in [("assets", assets != nil), ("issues", issues != nil), ("links", links != nil)] where !found
        {
            note("$.\(key): missing field \"\(key)\"")
        }
        guard let assets, let issues, let links, var layout else { return nil }
        layout.recordsKey = recordsPlace?.key
        layout.records = recordsPlace?.value
        layout.membersEnd = membersEnd
        return (DataFileContents(assets: assets, issues: issues, links: links, records: moduleRecords), layout)
    }

    /// The array of records at `path`, each an object with the string `fields`, each made into a
    /// model by `make` as it is read; `nil` (with the problem noted) when it is anything else.
    private mutating func records<Model>(
        at path: String, depth: Int, fields: [String], _ make: (Record) -> Model
    ) throws(JSONReader.SyntaxError) -> [Model]? {
        guard reader.next == UInt8(ascii: "[") else {
            note("\(path): expected an array\(reader.next == UInt8(ascii: "n") ? ", found null" : "")")
            _ = try reader.value(depth: depth)
            return nil
        }
        var models: [Model] = []
        var index = 0
        var cursor = try reader.beginArray(depth: depth)
        while try reader.nextElement(&cursor) {
            // Once the text is known to be wrong, it is only read on, to its end.
            if let record = try record(at: path, index: index, depth: cursor.depth, fields: fields), problem == nil {
                models.append(make(record))
            }
            index += 1
        }
        return problem == nil ? models : nil
    }

    /// Record `index` of the array at `path`: an object with the string `fields`, and any other members.
    private mutating func record(
        at array: String, index: Int, depth: Int, fields: [String]
    ) throws(JSONReader.SyntaxError) -> Record? {
        // The path is spelled only for a message: most records have none.
        func path() -> String { "\(array)[\(index)]" }
        let start = reader.index
        guard reader.next == UInt8(ascii: "{") else {
            note("\(path()): expected an object\(reader.next == UInt8(ascii: "n") ? ", found null" : "")")
            _ = try reader.value(depth: depth)
            return nil
        }
        var values = [String?](repeating: nil, count: fields.count)
        var ranges = [Range<Int>](repeating: 0..<0, count: fields.count)
        var cursor = try reader.beginObject(depth: depth)
        while let (key, _) = try reader.nextKey(&cursor) {
            guard let field = fields.firstIndex(of: key) else {
                _ = try reader.value(depth: cursor.depth)
                continue
            }
            let valueStart = reader.index
            if reader.next == UInt8(ascii: "\"") {
                values[field] = try reader.string()
            } else {
                note("\(path()).\(key): expected a string\(reader.next == UInt8(ascii: "n") ? ", found null" : "")")
                _ = try reader.value(depth: cursor.depth)
            }
            ranges[field] = valueStart..<reader.valueEnd
        }
        let object = start..<reader.valueEnd
        var found: [String] = []
        for (field, value) in zip(fields, values) {
            guard let value else {
                note("\(path()).\(field): missing field \"\(field)\"")
                return nil
            }
            found.append(value)
        }
        return Record(values: found, object: object, valueRanges: ranges)
    }
}
