@testable import DataFile
import CoreInterfaces
import Foundation
import FeatureTesting
import TestSupport
import Testing

/// A change rewrites only the link it touches: every other byte of the file (records, keys the
/// program does not know, white space, line endings, escapes) stays as it was, and the layout a
/// save returns is the one a fresh reading of the new text finds.
struct DataFileEditTests {
    /// Three records of each kind and the links given, in the layout ``JSONWriter`` writes.
    static func written(links: [(String, String)]) -> [UInt8] {
        let contents = DataFileContents(
            assets: (1...3).map {
                DataFileContents.Asset(id: "A\($0)", name: "Asset \($0)", status: "s", category: "c")
            },
            issues: (1...3).map {
                DataFileContents.Issue(id: "I\($0)", title: "Issue \($0)", status: "s", description: "d")
            },
            links: links.map { DataFileContents.Link(assetID: $0.0, issueID: $0.1) }
        )
        return Array(JSONWriter.text(of: .object(contents.json)).utf8)
    }

    /// Makes `change` to `text` as a save does, and checks the result against a fresh reading.
    func edit(
        _ text: [UInt8], _ change: DataChange, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> [UInt8] {
        let (contents, layout) = try DataFileReader.read(text)
        guard let made = try change.edit(text, contents: contents, layout: layout) else { return text }
        var result = text
        result.replaceSubrange(made.edit.range, with: made.edit.replacement)
        let reread = try DataFileReader.read(result)
        #expect(
            reread.contents == made.contents, "the contents a save reports are the file's",
            sourceLocation: sourceLocation)
        #expect(reread.layout == made.layout, "the layout a save reports is the file's", sourceLocation: sourceLocation)
        return result
    }

    @Test func inTheProgramsOwnLayoutEveryChangeGivesWhatTheWriterWouldWrite() throws {
        var text = Self.written(links: [])
        text = try edit(text, .link(assetID: "A2", issueID: "I1"))
        #expect(text == Self.written(links: [("A2", "I1")]))
        text = try edit(text, .link(assetID: "A1", issueID: "I3"))
        #expect(text == Self.written(links: [("A2", "I1"), ("A1", "I3")]))
        text = try edit(text, .link(assetID: "A2", issueID: "I2"))
        #expect(text == Self.written(links: [("A2", "I2"), ("A1", "I3")]))
        text = try edit(text, .link(assetID: "A3", issueID: "I2"))
        text = try edit(text, .unlink(assetID: "A1"))
        #expect(text == Self.written(links: [("A2", "I2"), ("A3", "I2")]))
        text = try edit(text, .unlink(assetID: "A2"))
        text = try edit(text, .unlink(assetID: "A3"))
        #expect(text == Self.written(links: []))
    }

    @Test func aSeededRandomRunOfChangesAlwaysMatchesTheWriter() throws {
        var generator = SeededRandom(seed: 21)
        var text = Self.written(links: [])
        var links: [(String, String)] = []
        for _ in 0..<300 {
            let asset = "A\(Int.random(in: 1...3, using: &generator))"
            if Bool.random(using: &generator) {
                let issue = "I\(Int.random(in: 1...3, using: &generator))"
                text = try edit(text, .link(assetID: asset, issueID: issue))
                if let index = links.firstIndex(where: { $0.0 == asset }) {
                    links[index].1 = issue
                } else {
                    links.append((asset, issue))
                }
            } else {
                text = try edit(text, .unlink(assetID: asset))
                links.removeAll { $0.0 == asset }
            }
            #expect(text == Self.written(links: links))
        }
    }

    /// Files laid out by hand or by other tools: on one line, with CRLF and tabs, with unknown keys
    /// around and inside the links, with escapes and exact numbers.
    static let handWritten: [String] = [
        #"{"assets":[{"id":"A1","name":"n","status":"s","category":"c"},{"id":"A2","name":"n","status":"s","category":"c"}],"issues":[{"id":"I1","title":"t","status":"s","description":"d"},{"id":"I2","title":"t","status":"s","description":"d"}],"links":[],"serial":123456789012345678901234567890123456789012345}"#,
        "{\r\n\t\"links\": [\r\n\t\t{\"assetID\": \"A2\", \"note\": 1.0, \"issueID\": \"I1\"}\r\n\t],\r\n\t\"assets\": [{\"id\": \"A1\", \"name\": \"caf\\u00e9\", \"status\": \"s\", \"category\": \"c\"}, {\"id\": \"A2\", \"name\": \"n\", \"status\": \"s\", \"category\": \"c\"}],\r\n\t\"issues\": [{\"id\": \"I1\", \"title\": \"t\", \"status\": \"s\", \"description\": \"d\"}, {\"id\": \"I2\", \"title\": \"t\", \"status\": \"s\", \"description\": \"d\"}],\r\n\t\"big\": 1e300\r\n}\r\n",
        "{\"assets\": [{\"id\": \"A1\", \"name\": \"n\", \"status\": \"s\", \"category\": \"c\"}, {\"id\": \"A2\", \"name\": \"n\", \"status\": \"s\", \"category\": \"c\"}],\n \"issues\": [{\"id\": \"I1\", \"title\": \"t\", \"status\": \"s\", \"description\": \"d\"}, {\"id\": \"I2\", \"title\": \"t\", \"status\": \"s\", \"description\": \"d\"}],\n \"links\" : [ {\"assetID\":\"A1\",\"issueID\":\"I2\"} , {\"issueID\":\"I1\",\"assetID\":\"A2\",\"x\":[-0]} ]}",
    ]

    @Test(arguments: handWritten)
    func everyByteOutsideTheTouchedLinkIsKept(original: String) throws {
        let text = Array(original.utf8)
        let layout = try DataFileReader.read(text).layout
        let before = Array(text[..<layout.linksArray.lowerBound])
        let after = Array(text[layout.linksArray.upperBound...])
        var changed = text
        for change: DataChange in [
            .link(assetID: "A1", issueID: "I1"), .link(assetID: "A2", issueID: "I2"), .unlink(assetID: "A1"),
            .link(assetID: "A1", issueID: "I2"), .unlink(assetID: "A2"), .unlink(assetID: "A1"),
        ] {
            changed = try edit(changed, change)
            let now = try DataFileReader.read(changed).layout
            #expect(Array(changed[..<now.linksArray.lowerBound]) == before, "nothing before the links changes")
            #expect(Array(changed[now.linksArray.upperBound...]) == after, "nothing after the links changes")
        }
        let kept = try JSONReader.parse(text)
        let result = try JSONReader.parse(changed)
        #expect(result.object?["links"] == .array([]))
        var keptWithoutLinks = try #require(kept.object)
        var resultWithoutLinks = try #require(result.object)
        keptWithoutLinks["links"] = nil
        resultWithoutLinks["links"] = nil
        #expect(resultWithoutLinks == keptWithoutLinks)
    }

    @Test func aLinksUnknownKeysAreKeptWhenItsIssueChanges() throws {
        let text = Array(Self.handWritten[1].utf8)
        let changed = try edit(text, .link(assetID: "A2", issueID: "I2"))
        #expect(
            String(decoding: changed, as: UTF8.self).contains(
                "{\"assetID\": \"A2\", \"note\": 1.0, \"issueID\": \"I2\"}"))
        #expect(changed.count == text.count, "only the issue's id was rewritten")
    }

    @Test func aNewLinkFollowsTheLayoutOfTheLinksBeforeIt() throws {
        // Links a line each, each on one line: the new one too, with the same line ending and tabs.
        let crlf = try edit(Array(Self.handWritten[1].utf8), .link(assetID: "A1", issueID: "I2"))
        #expect(
            String(decoding: crlf, as: UTF8.self).contains(
                "\"issueID\": \"I1\"},\r\n\t\t{\"assetID\": \"A1\", \"issueID\": \"I2\"}\r\n\t]"
            ))
        // Links a line each, each over several lines (the program's own layout): the new one too.
        let lines = try edit(Self.written(links: [("A1", "I1")]), .link(assetID: "A2", issueID: "I2"))
        #expect(lines == Self.written(links: [("A1", "I1"), ("A2", "I2")]))
        // A file with no spaces gets a link with none; one spaced as its links are, spaced the same.
        let oneLine = try edit(Array(Self.handWritten[0].utf8), .link(assetID: "A1", issueID: "I2"))
        #expect(
            String(decoding: oneLine, as: UTF8.self).contains(#""links":[{"assetID":"A1","issueID":"I2"}],"serial""#))
        let compact = Self.handWritten[0].replacingOccurrences(
            of: #""links":[]"#, with: #""links":[{"assetID" :"A1","issueID" :"I1"}]"#)
        let compactLinks = try edit(Array(compact.utf8), .link(assetID: "A2", issueID: "I2"))
        #expect(
            String(decoding: compactLinks, as: UTF8.self).contains(
                #"{"assetID" :"A1","issueID" :"I1"},{"assetID" :"A2","issueID" :"I2"}]"#))
    }

    @Test func aChangeTheFileAlreadyHoldsWritesNothing() throws {
        let text = Self.written(links: [("A1", "I1")])
        let (contents, layout) = try DataFileReader.read(text)
        #expect(try DataChange.link(assetID: "A1", issueID: "I1").edit(text, contents: contents, layout: layout) == nil)
        #expect(try DataChange.unlink(assetID: "A2").edit(text, contents: contents, layout: layout) == nil)
    }

    @Test func aDigestOfPiecesIsTheDigestOfTheWhole() {
        var generator = SeededRandom(seed: 7)
        let bytes = (0..<1_000).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let whole = Digest.of([bytes[...]])
        for _ in 0..<50 {
            let cuts = (0..<3).map { _ in Int.random(in: 0...bytes.count, using: &generator) }.sorted()
            let pieces = [bytes[..<cuts[0]], bytes[cuts[0]..<cuts[1]], bytes[cuts[1]..<cuts[2]], bytes[cuts[2]...]]
            #expect(Digest.of(pieces) == whole)
        }
        var changed = bytes
        changed[500] ^= 1
        #expect(Digest.of([changed[...]]) != whole)
    }
}
