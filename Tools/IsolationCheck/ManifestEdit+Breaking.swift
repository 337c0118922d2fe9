/// How ``ManifestEdit/Placement`` breaks an entry too long for its line: as the manifest writes the
/// same entry, else as its neighbours break theirs, else as swift-format breaks a call, an argument
/// that still does not fit having its closing array literal broken too.
extension ManifestEdit.Placement {
    /// `text` on a line at `indentation` followed by `suffix`, or, where that does not fit, over
    /// several lines as ``ManifestEdit/Placement`` says.
    func entry(_ text: String, indentation: [UInt8], then suffix: String) -> [UInt8] {
        let oneLine = indentation + Array(text.utf8) + Array(suffix.utf8)
        guard style.width(of: oneLine) > style.lineLength else { return oneLine }
        let entry = Array(text.utf8)
        let tokens = SwiftLexer.lex(entry).tokens
        guard tokens.count > 3, tokens[0].text == ".", tokens[2].text == "(",
            ManifestEdit.matching(2, in: tokens) == tokens.count - 1
        else { return oneLine }
        if let written = writtenOverSeveralLines(entry, indentation: indentation) {
            return written + Array(suffix.utf8)
        }
        let arguments = ManifestEdit.list(from: 2, to: tokens.count - 1, tokens: tokens).elements.map {
            Array(entry[$0])
        }
        let inner = indentation + step
        let shape = neighbourShape()
        let closing = Array((")" + suffix).utf8)
        let closingAlone = shape.closingAlone || style.eachArgumentOnItsLine
        // The arguments, a line each or as many a line as fit.
        let fill = !(style.eachArgumentOnItsLine || shape.eachArgumentOnItsLine)
        var groups: [[[UInt8]]] = []
        for (index, argument) in arguments.enumerated() {
            if fill, let current = groups.last {
                let joined = inner + Array((current + [argument]).joined(separator: Array(", ".utf8)))
                let after = index == arguments.count - 1 ? (closingAlone ? [] : closing) : Array(",".utf8)
                if style.width(of: joined + after) <= style.lineLength {
                    groups[groups.count - 1].append(argument)
                    continue
                }
            }
            groups.append([argument])
        }
        var lines: [[UInt8]] = []
        for (index, group) in groups.enumerated() {
            let comma = Array((index < groups.count - 1 ? "," : "").utf8)
            let line = inner + Array(group.joined(separator: Array(", ".utf8))) + comma
            let after = index == groups.count - 1 && !closingAlone ? closing : []
            if style.width(of: line + after) > style.lineLength, group.count == 1,
                let broken = arrayBroken(group[0], indentation: inner, then: comma)
            {
                lines += broken
            } else {
                lines.append(line)
            }
        }
        // swift-format puts the parenthesis on a line of its own where each argument has one, or
        // where it does not fit after the last.
        if closingAlone || style.width(of: lines[lines.count - 1] + closing) > style.lineLength {
            lines.append(indentation + closing)
        } else {
            lines[lines.count - 1] += closing
        }
        let head = indentation + Array(entry[..<tokens[2].range.upperBound])
        return Array(([head] + lines).joined(separator: Array("\n".utf8)))
    }

    /// `argument`, at `indentation` and followed by `trailer`, with the array literal it ends with
    /// broken as swift-format breaks one: its elements as many a line as fit, one step in, with a
    /// comma after the last where there are several, and the bracket with what closes after it back
    /// at `indentation`; `nil` where it does not end with an array literal.
    private func arrayBroken(_ argument: [UInt8], indentation: [UInt8], then trailer: [UInt8]) -> [[UInt8]]? {
        let tokens = SwiftLexer.lex(argument).tokens
        guard let close = tokens.lastIndex(where: { $0.text == "]" }),
            tokens[(close + 1)...].allSatisfy({ $0.text == ")" }),
            let open = tokens.indices.last(where: {
                $0 < close && tokens[$0].text == "[" && ManifestEdit.matching($0, in: tokens) == close
            })
        else { return nil }
        let elements = ManifestEdit.list(from: open, to: close, tokens: tokens).elements.map { Array(argument[$0]) }
        guard !elements.isEmpty else { return nil }
        let inner = indentation + step
        var lines = [indentation + Array(argument[..<tokens[open].range.upperBound])]
        var current = inner
        for (index, element) in elements.enumerated() {
            let last = index == elements.count - 1
            let comma = Array((!last || (style.trailingCommas ?? true) && elements.count > 1 ? "," : "").utf8)
            let joined = current == inner ? current + element : current + Array(" ".utf8) + element
            if current != inner, style.width(of: joined + comma) > style.lineLength {
                lines.append(current)
                current = inner + element
            } else {
                current = joined
            }
            current += comma
        }
        lines.append(current)
        lines.append(indentation + Array(argument[tokens[close].range.lowerBound...]) + trailer)
        return lines
    }

    /// The same entry (token for token, strings included) as the manifest already writes it over
    /// several lines, moved to `indentation`; `nil` where it writes none so.
    private func writtenOverSeveralLines(_ entry: [UInt8], indentation: [UInt8]) -> [UInt8]? {
        let spelled = { (text: [UInt8]) in SwiftLexer.lex(text).tokens.map { Array(text[$0.range]) } }
        let wanted = spelled(entry)
        for list in ManifestEdit.allDependencyLists(in: bytes) {
            for element in list.elements where bytes[element].contains(UInt8(ascii: "\n")) {
                guard spelled(Array(bytes[element])) == wanted else { continue }
                let own = ManifestEdit.leadingBlanks(ofLineAt: element.lowerBound, in: bytes)
                let lines = bytes[element].split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
                guard lines.dropFirst().allSatisfy({ $0.starts(with: own) }) else { continue }
                let moved =
                    [indentation + Array(lines[lines.startIndex])]
                    + lines.dropFirst().map { indentation + Array($0.dropFirst(own.count)) }
                return Array(moved.joined(separator: Array("\n".utf8)))
            }
        }
        return nil
    }

    /// How the manifest breaks an entry over several lines, from its first entry so broken:
    /// each argument on a line of its own or not, and the closing parenthesis alone on its
    /// line or not; swift-format's way (neither) where it breaks none.
    private func neighbourShape() -> (eachArgumentOnItsLine: Bool, closingAlone: Bool) {
        for list in ManifestEdit.allDependencyLists(in: bytes) {
            for element in list.elements where bytes[element].contains(UInt8(ascii: "\n")) {
                let entry = Array(bytes[element])
                let tokens = SwiftLexer.lex(entry).tokens
                guard tokens.count > 3, tokens[0].text == ".", tokens[2].text == "(",
                    ManifestEdit.matching(2, in: tokens) == tokens.count - 1
                else { continue }
                let startsItsLine = { (offset: Int) in
                    entry[ManifestEdit.startOfLine(offset, in: entry)..<offset].allSatisfy(ManifestEdit.isBlank)
                }
                let arguments = ManifestEdit.list(from: 2, to: tokens.count - 1, tokens: tokens).elements
                return (
                    arguments.count > 1 && arguments.allSatisfy { startsItsLine($0.lowerBound) },
                    startsItsLine(tokens[tokens.count - 1].range.lowerBound)
                )
            }
        }
        return (false, false)
    }
}
