import Foundation
import Testing

/// What the pages that quote measurements may say: a figure (a number with a unit: `×`, `%`,
/// instructions, a time, a size) in prose is one the recorded run its section names prints
/// (`Benchmarks/Runs/TOOL.txt`, which `--record` writes), and a goal's verdict is the run's own
/// line, quoted, never written in prose. Blocks are held by ``ExcerptDocsTests`` instead.
struct RecordedFigures {
    /// A statement of a page: a paragraph, a list item or a table row, outside code, with the
    /// line it starts on and the runs its section has named up to it (its own included); its text
    /// has its inline code left out.
    struct Statement {
        let line: Int
        let text: String
        let runs: [String]
    }

    /// The pages whose figures must come from recorded runs.
    static let pages = ["README.md", "Docs/Performance.md"]

    /// `markdown`'s statements: fenced blocks and inline code left out; a heading starts a section,
    /// which names no run until a statement cites one.
    static func statements(in markdown: String) -> [Statement] {
        var statements: [Statement] = []
        var runs: [String] = []
        var current: (line: Int, raw: String, prose: String)?
        var fenced = false
        func end() {
            guard let statement = current else { return }
            runs += cited(in: statement.raw)
            statements.append(Statement(line: statement.line, text: statement.prose, runs: runs))
            current = nil
        }
        for (index, line) in markdown.components(separatedBy: "\n").enumerated() {
            if line.hasPrefix("```") {
                end()
                fenced.toggle()
                continue
            }
            guard !fenced else { continue }
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty || trimmed.hasPrefix("#") {
                end()
                if trimmed.hasPrefix("#") { runs = [] }
                continue
            }
            if trimmed.hasPrefix("- ") || trimmed.hasPrefix("|") { end() }
            let prose = withoutInlineCode(line)
            if let open = current {
                current = (open.line, open.raw + " " + line, open.prose + " " + prose)
            } else {
                current = (index + 1, line, prose)
            }
        }
        end()
        return statements
    }

    /// The names of the recorded runs `text` cites (`benchmarks` for `Benchmarks/Runs/benchmarks.txt`).
    static func cited(in text: String) -> [String] {
        matches(of: #"Benchmarks/Runs/([A-Za-z0-9-]+)\.txt"#, in: text, group: 1)
    }

    /// The figures of `text`: each number with a unit after it, as a number (`1,351` is `1351`).
    static func figures(in text: String) -> [String] {
        let unit = #"(?:×|x(?![A-Za-z])|%|instructions|ns|µs|ms|s(?![A-Za-z])|seconds|KB|KiB|MB|MiB|GB|GiB)"#
        return matches(of: #"(?<![\w.,])(\d[\d,]*(?:\.\d+)?)\s?"# + unit, in: text, group: 1).map(plain)
    }

    /// Every number in a run's text, as a number.
    static func numbers(in run: String) -> Set<String> {
        Set(matches(of: #"\d[\d,]*(?:\.\d+)?"#, in: run, group: 0).map(plain))
    }

    /// What is wrong with `page`'s figures against the recorded runs (`runs`, by name), a line each.
    static func problems(page: String, markdown: String, runs: [String: String]) -> [String] {
        statements(in: markdown).flatMap { statement -> [String] in
            var problems: [String] = []
            if statement.text.range(of: #"\b(met|NOT MET|not met)\b"#, options: .regularExpression) != nil {
                problems.append(
                    "\(page):\(statement.line): a goal's verdict in prose; quote the recorded run's goals lines instead"
                )
            }
            let figures = figures(in: statement.text)
            guard !figures.isEmpty else { return problems }
            guard let name = statement.runs.last else {
                return problems + [
                    "\(page):\(statement.line): \(figures[0]) is in no recorded run: its section cites none (Benchmarks/Runs/TOOL.txt)"
                ]
            }
            guard let run = runs[name] else {
                return problems + ["\(page):\(statement.line): cites Benchmarks/Runs/\(name).txt, which does not exist"]
            }
            let printed = numbers(in: run)
            for figure in figures where !printed.contains(figure) {
                problems.append("\(page):\(statement.line): \(figure) is not in Benchmarks/Runs/\(name).txt")
            }
            return problems
        }
    }

    private static func plain(_ number: String) -> String {
        number.replacingOccurrences(of: ",", with: "")
    }

    private static func withoutInlineCode(_ line: String) -> String {
        line.replacingOccurrences(of: #"`[^`]*`"#, with: "`…`", options: .regularExpression)
    }

    private static func matches(of pattern: String, in text: String, group: Int) -> [String] {
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return [] }
        let whole = NSRange(text.startIndex..., in: text)
        return expression.matches(in: text, range: whole).compactMap { match in
            Range(match.range(at: group), in: text).map { String(text[$0]) }
        }
    }
}

@MainActor
struct RecordedFiguresTests {
    /// The runs recorded in the repository, by name.
    static func recordedRuns() throws -> [String: String] {
        let folder = DocsTests.root.appendingPathComponent("Benchmarks/Runs")
        var runs: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".txt") {
            runs[String(name.dropLast(4))] = try String(
                contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        }
        return runs
    }

    @Test func everyFigureInThePagesIsInTheRecordedRunItsSectionNames() throws {
        let runs = try Self.recordedRuns()
        #expect(runs["benchmarks"] != nil)
        for page in RecordedFigures.pages {
            let markdown = try String(contentsOf: DocsTests.root.appendingPathComponent(page), encoding: .utf8)
            for problem in RecordedFigures.problems(page: page, markdown: markdown, runs: runs) {
                Issue.record(Comment(rawValue: problem))
            }
        }
    }

    @Test func aFigureThatDiffersFromItsRunIsNamed() {
        let page =
            "## Speed\n\nFrom [the run](../Benchmarks/Runs/b.txt): a send costs 1,351 instructions, 2.47× by hand.\n"
        let run = "store.send: 1351 per operation\nratio = 2.46\n"
        #expect(
            RecordedFigures.problems(page: "P.md", markdown: page, runs: ["b": run])
                == ["P.md:3: 2.47 is not in Benchmarks/Runs/b.txt"])
        let fixed = page.replacingOccurrences(of: "2.47×", with: "2.46×")
        #expect(RecordedFigures.problems(page: "P.md", markdown: fixed, runs: ["b": run]).isEmpty)
    }

    @Test func aFigureInASectionThatCitesNoRunIsNamed() {
        let page = "## Speed\n\nFrom [the run](../Benchmarks/Runs/b.txt): 3 ms.\n\n## Size\n\nA file takes 35.4 MB.\n"
        #expect(
            RecordedFigures.problems(page: "P.md", markdown: page, runs: ["b": "3 ms\n"])
                == ["P.md:7: 35.4 is in no recorded run: its section cites none (Benchmarks/Runs/TOOL.txt)"])
    }

    @Test func aGoalsVerdictInProseIsNamedAndCodeIsNotReadAsProse() {
        let page =
            "Start-up is at its limit, so the goal is met.\n\n```text\nfloor: 9 ms\n```\n\nRun `--latency 300ms`.\n"
        #expect(
            RecordedFigures.problems(page: "P.md", markdown: page, runs: [:])
                == ["P.md:1: a goal's verdict in prose; quote the recorded run's goals lines instead"])
    }

    @Test func aTableRowAndAListItemAreStatementsOfTheirSection() {
        let page = "Figures from `Benchmarks/Runs/b.txt`:\n\n| a | b |\n|---|---|\n| send | 12 ns |\n\n- a trip: 4 µs\n"
        #expect(RecordedFigures.problems(page: "P.md", markdown: page, runs: ["b": "12 ns\n4 µs\n"]).isEmpty)
        #expect(
            RecordedFigures.problems(page: "P.md", markdown: page, runs: ["b": "12 ns\n"])
                == ["P.md:7: 4 is not in Benchmarks/Runs/b.txt"])
    }
}
