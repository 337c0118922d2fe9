/// Where the links and the modules' records stand in a data file's text, as ``DataFileReader``
/// found them, so that a change rewrites only the link, or the `records` value, it touches and
/// leaves every other byte as it was: the assets and issues, the keys the program does not know,
/// the white space, the line endings.
///
/// Each edit returns the layout of the text after it, so a session that saved a change knows its
/// own file without reading it again.
struct DataFileLayout: Equatable, Sendable {
    /// One link's place in the text: the whole object, and its `issueID` value.
    struct LinkPlace: Equatable {
        var object: Range<Int>
        var issueID: Range<Int>
    }

    /// Where the `"links"` key stands.
    var linksKey: Int
    /// The `links` array, from its `[` to just past its `]`.
    var linksArray: Range<Int>
    /// Each link's place, in the order of the file's links (and of ``DataFileContents/links``).
    var links: [LinkPlace]
    /// Just past the value of the file's last member, where a new member goes.
    var membersEnd: Int
    /// Where the `"records"` key stands, and its value, when the file has them.
    var recordsKey: Int?
    var records: Range<Int>?
}

/// One change to a text: the bytes in `range` replaced by `replacement`.
struct TextEdit: Equatable {
    var range: Range<Int>
    var replacement: [UInt8]

    /// How far the bytes after the edit move.
    var shift: Int { replacement.count - range.count }
}

extension DataFileLayout {
    /// Gives link `index` the issue `issueID`: only the `issueID` value is rewritten.
    func replacingIssue(ofLink index: Int, with issueID: String) -> (edit: TextEdit, layout: DataFileLayout) {
        let place = links[index]
        let edit = TextEdit(range: place.issueID, replacement: Array(JSONWriter.quoted(issueID).utf8))
        var layout = shifted(after: place.issueID.upperBound, by: edit.shift)
        layout.links[index].issueID = place.issueID.lowerBound..<place.issueID.lowerBound + edit.replacement.count
        layout.links[index].object = place.object.lowerBound..<place.object.upperBound + edit.shift
        return (edit, layout)
    }

    /// Adds a link at the end of the array, laid out as the links before it are: on lines of their
    /// own with the same indentation and line ending, or all on one line.
    func appending(assetID: String, issueID: String, in text: [UInt8]) -> (edit: TextEdit, layout: DataFileLayout) {
        let inside = linksArray.lowerBound + 1..<linksArray.upperBound - 1
        let style: LinkStyle
        let insertion: Range<Int>
        let before: [UInt8]
        var after: [UInt8] = []
        if let last = links.last {
            // The same separator as before the last link: `,` and the white space that follows it.
            let separatorStart = links.count > 1 ? links[links.count - 2].object.upperBound : inside.lowerBound
            let gap = Array(text[separatorStart..<last.object.lowerBound])
            style = LinkStyle(
                gap: gap, last: text[last.object], keyIndent: indentation(before: linksKey, in: text),
                colon: Self.colon(inObject: text[last.object]))
            before = links.count == 1 ? [UInt8(ascii: ",")] + gap : gap
            insertion = last.object.upperBound..<last.object.upperBound
        } else {
            // The first link: on a line of its own, one step in from the key, when the key stands
            // on a line of its own; otherwise on the same line.
            let keyIndent = indentation(before: linksKey, in: text)
            style = LinkStyle(
                firstUnder: keyIndent, lineEnding: lineEnding(before: linksKey, in: text),
                colon: colonAfterLinksKey(in: text))
            insertion = inside
            before = style.lineBreak.map { $0 + style.indent } ?? []
            after = style.lineBreak.map { $0 + (keyIndent ?? []) } ?? []
        }
        let object = style.object(assetID: assetID, issueID: issueID)
        let edit = TextEdit(range: insertion, replacement: before + object.text + after)
        var layout = shifted(after: insertion.upperBound - 1, by: edit.shift)
        let start = insertion.lowerBound + before.count
        layout.links.append(
            LinkPlace(
                object: start..<start + object.text.count,
                issueID: start + object.issueID.lowerBound..<start + object.issueID.upperBound
            ))
        return (edit, layout)
    }

    /// Removes link `index`, with the comma and white space that set it apart.
    func removing(link index: Int) -> (edit: TextEdit, layout: DataFileLayout) {
        let range: Range<Int>
        if links.count == 1 {
            range = linksArray.lowerBound + 1..<linksArray.upperBound - 1
        } else if index == 0 {
            range = links[0].object.lowerBound..<links[1].object.lowerBound
        } else {
            range = links[index - 1].object.upperBound..<links[index].object.upperBound
        }
        let edit = TextEdit(range: range, replacement: [])
        var layout = shifted(after: range.upperBound - 1, by: edit.shift)
        layout.links.remove(at: index)
        return (edit, layout)
    }

    /// Gives the file `records` as its `records` value: the value rewritten where it stands (in
    /// the program's layout, indented as its key is), or a `"records"` member added after the last
    /// one. Every other byte stays as it was.
    func replacingRecords(with records: JSONObject, in text: [UInt8]) -> (edit: TextEdit, layout: DataFileLayout) {
        if let recordsKey, let place = self.records {
            let value = Array(
                JSONWriter.text(of: .object(records), nestedAt: indentText(before: recordsKey, in: text)).utf8)
            let edit = TextEdit(range: place, replacement: value)
            var layout = shifted(after: place.upperBound - 1, by: edit.shift)
            layout.records = place.lowerBound..<place.lowerBound + value.count
            return (edit, layout)
        }
        // A member of its own, on a line of its own as the links key is, or after the last one.
        let keyIndent = indentation(before: linksKey, in: text)
        let separator =
            keyIndent.map { [UInt8(ascii: ",")] + lineEnding(before: linksKey, in: text) + $0 } ?? Array(", ".utf8)
        let key = Array("\"records\": ".utf8)
        let value = Array(JSONWriter.text(of: .object(records), nestedAt: indentText(before: linksKey, in: text)).utf8)
        let edit = TextEdit(range: membersEnd..<membersEnd, replacement: separator + key + value)
        // Nothing stands after the insertion but the closing brace: every place keeps its offset.
        var layout = self
        layout.recordsKey = membersEnd + separator.count
        layout.records = membersEnd + separator.count + key.count..<membersEnd + edit.replacement.count
        layout.membersEnd = membersEnd + edit.replacement.count
        return (edit, layout)
    }

    /// The indentation before `offset` as text, or none when something else stands before it.
    private func indentText(before offset: Int, in text: [UInt8]) -> String {
        indentation(before: offset, in: text).map { String(decoding: $0, as: UTF8.self) } ?? ""
    }

    /// The layout with every place from `offset` on moved by `shift`; the links array grown by it
    /// when it holds `offset` (a link's edit is inside it).
    private func shifted(after offset: Int, by shift: Int) -> DataFileLayout {
        func move(_ range: Range<Int>) -> Range<Int> {
            range.lowerBound > offset ? range.lowerBound + shift..<range.upperBound + shift : range
        }
        func move(_ place: Int) -> Int {
            place > offset ? place + shift : place
        }
        var layout = self
        layout.linksKey = move(linksKey)
        layout.linksArray =
            linksArray.lowerBound > offset
            ? move(linksArray)
            : linksArray.lowerBound..<linksArray.upperBound + (linksArray.upperBound > offset ? shift : 0)
        layout.links = links.map { LinkPlace(object: move($0.object), issueID: move($0.issueID)) }
        layout.membersEnd = move(membersEnd)
        layout.recordsKey = recordsKey.map(move)
        layout.records = records.map(move)
        return layout
    }

    /// How the `"links"` key meets its `[`, as the colon for a first link written on one line.
    private func colonAfterLinksKey(in text: [UInt8]) -> [UInt8] {
        let between = text[linksKey..<linksArray.lowerBound]
        guard let colon = between.lastIndex(of: UInt8(ascii: ":")) else { return Array(": ".utf8) }
        let quote = between[..<colon].lastIndex(of: UInt8(ascii: "\"")) ?? colon - 1
        return Self.spelling(Array(text[(quote + 1)..<linksArray.lowerBound]))
    }

    /// How the first key of the link object `object` meets its value, as the colon for a new link.
    static func colon(inObject object: ArraySlice<UInt8>) -> [UInt8] {
        var index = object.startIndex + 1
        while index < object.endIndex, object[index] != UInt8(ascii: "\"") { index += 1 }
        index += 1
        // Past the key: a backslash escapes the byte after it.
        while index < object.endIndex, object[index] != UInt8(ascii: "\"") {
            index += object[index] == UInt8(ascii: "\\") ? 2 : 1
        }
        let start = index + 1
        var end = start
        while end < object.endIndex, [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: ":")].contains(object[end]) {
            end += 1
        }
        return start < end ? spelling(Array(object[start..<end])) : Array(": ".utf8)
    }

    /// `colon` (white space, `:`, white space) as found, or the program's own `": "` when it is
    /// not a colon on one line.
    private static func spelling(_ colon: [UInt8]) -> [UInt8] {
        let oneLine = colon.allSatisfy { [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: ":")].contains($0) }
        return oneLine && colon.filter({ $0 == UInt8(ascii: ":") }).count == 1 ? colon : Array(": ".utf8)
    }

    /// The white space between the start of the line and `offset`, when nothing else stands there.
    private func indentation(before offset: Int, in text: [UInt8]) -> [UInt8]? {
        var start = offset
        while start > 0, text[start - 1] == UInt8(ascii: " ") || text[start - 1] == UInt8(ascii: "\t") { start -= 1 }
        guard start == 0 || text[start - 1] == UInt8(ascii: "\n") else { return nil }
        return Array(text[start..<offset])
    }

    /// The line ending of the line before the one `offset` stands on: `\r\n` or `\n`.
    private func lineEnding(before offset: Int, in text: [UInt8]) -> [UInt8] {
        guard let newline = text[..<offset].lastIndex(of: UInt8(ascii: "\n")) else { return [UInt8(ascii: "\n")] }
        return newline > 0 && text[newline - 1] == UInt8(ascii: "\r") ? [0x0D, 0x0A] : [0x0A]
    }
}

/// How a link object is written so it looks like its neighbours: on a line of its own or after
/// the one before it (`lineBreak`), and on several lines with `indent` (the format's own layout,
/// as ``JSONWriter`` writes it) or on one line, as the link before it is.
private struct LinkStyle {
    /// The line ending, when links stand on lines of their own; `nil` for one line.
    let lineBreak: [UInt8]?
    /// Whether a link object spans several lines (`{`, a line a key, `}`) rather than one.
    let objectOnLines: Bool
    /// The indentation of a link's `{`.
    let indent: [UInt8]
    /// One step of indentation.
    let step: [UInt8]
    /// How a key meets its value on one line: `": "` as the program writes it, or as the file
    /// already spells it (`":"` in a file with no spaces).
    let colon: [UInt8]

    /// The style of the links already there, from the white space before the last one (`gap`,
    /// from the `[`), the last one itself, and the indentation of the `"links"` key.
    init(gap: [UInt8], last: ArraySlice<UInt8>, keyIndent: [UInt8]?, colon: [UInt8]) {
        guard let newline = gap.lastIndex(of: UInt8(ascii: "\n")) else {
            self.init(lineBreak: nil, objectOnLines: false, indent: [], step: [], colon: colon)
            return
        }
        let indent = Array(gap[(newline + 1)...])
        let lineBreak: [UInt8] = newline > 0 && gap[newline - 1] == UInt8(ascii: "\r") ? [0x0D, 0x0A] : [0x0A]
        let step = keyIndent.flatMap {
            indent.starts(with: $0) && indent.count > $0.count ? Array(indent[$0.count...]) : nil
        }
        let onLines = last.contains(UInt8(ascii: "\n"))
        self.init(
            lineBreak: lineBreak, objectOnLines: onLines, indent: indent, step: step ?? Array("  ".utf8),
            colon: onLines ? Array(": ".utf8) : colon)
    }

    /// The style of a first link under a key indented by `keyIndent` (`nil`: the key does not
    /// start its line, so the file is on one line).
    init(firstUnder keyIndent: [UInt8]?, lineEnding: [UInt8], colon: [UInt8]) {
        guard let keyIndent else {
            self.init(lineBreak: nil, objectOnLines: false, indent: [], step: [], colon: colon)
            return
        }
        let step = keyIndent.first == UInt8(ascii: "\t") ? [UInt8(ascii: "\t")] : Array("  ".utf8)
        self.init(
            lineBreak: lineEnding, objectOnLines: true, indent: keyIndent + step, step: step,
            colon: Array(": ".utf8))
    }

    private init(lineBreak: [UInt8]?, objectOnLines: Bool, indent: [UInt8], step: [UInt8], colon: [UInt8]) {
        self.colon = colon
        self.lineBreak = lineBreak
        self.objectOnLines = objectOnLines
        self.indent = indent
        self.step = step
    }

    /// The link object's text, and where its `issueID` value stands in it.
    func object(assetID: String, issueID: String) -> (text: [UInt8], issueID: Range<Int>) {
        let asset = Array(JSONWriter.quoted(assetID).utf8)
        let issue = Array(JSONWriter.quoted(issueID).utf8)
        var text: [UInt8] = [UInt8(ascii: "{")]
        let lineBreak = objectOnLines ? self.lineBreak : nil
        if let lineBreak {
            text += lineBreak + indent + step + Array("\"assetID\": ".utf8) + asset + [UInt8(ascii: ",")]
            text += lineBreak + indent + step + Array("\"issueID\": ".utf8)
        } else {
            // A comma is spaced as the colon is: `, ` after `: `, `,` after `:`.
            let comma = colon.last == UInt8(ascii: " ") ? Array(", ".utf8) : [UInt8(ascii: ",")]
            text += Array("\"assetID\"".utf8) + colon + asset + comma + Array("\"issueID\"".utf8) + colon
        }
        let issueStart = text.count
        text += issue
        text += (lineBreak.map { $0 + indent } ?? []) + [UInt8(ascii: "}")]
        return (text, issueStart..<issueStart + issue.count)
    }
}
