extension ManifestEdit {
    /// Where a new entry's text goes in a dependencies list, and how it is broken where it does not
    /// fit in the package's line length, so that swift-format under the package's configuration
    /// would leave what `--fix` writes as it is.
    ///
    /// A one-line list that no longer fits is broken as a maintainer breaks one: where its target's
    /// declaration is one line of its own, the declaration is written one argument a line and the
    /// list one entry a line; else the list alone, one entry a line. An entry too long for its line
    /// is written as the manifest writes the same entry over several lines, else broken after its
    /// parenthesis as a neighbour broken over several lines is (each argument on its line, the
    /// closing parenthesis alone), else as swift-format breaks a call (as many arguments a line as
    /// fit, or each on its own with `lineBreakBeforeEachArgument`; the parenthesis after the last,
    /// or alone where each argument has a line or it does not fit there).
    struct Placement {
        let bytes: [UInt8]
        let style: ManifestStyle

        /// One step of indentation: the configuration's, else the manifest's own.
        var step: [UInt8] { style.indentation.map { Array($0.utf8) } ?? indentationStep(in: bytes) }

        /// The manifest with `text` as the entry at `position` of `list`.
        func inserting(_ text: String, at position: Int, into list: List) -> [UInt8] {
            if line(of: list.open, in: bytes) == line(of: list.close, in: bytes) || list.elements.isEmpty {
                return oneLine(text, at: position, into: list)
            }
            return severalLines(text, at: position, into: list)
        }

        /// `list`, on one line, with `text` added: on the line while it fits, else broken.
        private func oneLine(_ text: String, at position: Int, into list: List) -> [UInt8] {
            var edited = bytes
            if position == list.elements.count {
                // `[]` becomes `[New]`; `[A, B]` and `[A, B,]` become `[A, B, New]`.
                let after = list.elements.last?.upperBound ?? list.open + 1
                edited.replaceSubrange(
                    after..<list.close, with: Array("\(list.elements.isEmpty ? "" : ", ")\(text)".utf8))
            } else {
                edited.insert(contentsOf: Array("\(text), ".utf8), at: list.elements[position].lowerBound)
            }
            if fits(lineAt: list.open, in: edited) { return edited }
            var entries = list.elements.map { Array(bytes[$0]) }
            entries.insert(Array(text.utf8), at: position)
            return declarationBroken(around: list, entries: entries) ?? listBroken(list, entries: entries)
        }

        /// `list`, of several lines, with `text` added after the entry before `position`.
        private func severalLines(_ text: String, at position: Int, into list: List) -> [UInt8] {
            let elements = list.elements
            let before = position - 1
            // A list with several entries on a line gets the entry on the line of the one before
            // it, if it fits there.
            let packed = elements.indices.dropFirst().contains {
                line(of: elements[$0 - 1].upperBound, in: bytes) == line(of: elements[$0].lowerBound, in: bytes)
            }
            if packed {
                var edited = bytes
                if position < elements.count,
                    line(of: elements[before].upperBound, in: bytes)
                        == line(of: elements[position].lowerBound, in: bytes)
                {
                    edited.insert(contentsOf: Array("\(text), ".utf8), at: elements[position].lowerBound)
                } else {
                    edited.insert(contentsOf: Array(", \(text)".utf8), at: elements[before].upperBound)
                }
                if fits(lineAt: elements[before].upperBound, in: edited) { return edited }
            }
            // A line of its own after the line the entry before it ends on, indented as that line.
            var last = before
            while last + 1 < elements.count,
                line(of: elements[last].upperBound, in: bytes) == line(of: elements[last + 1].lowerBound, in: bytes)
            {
                last += 1
            }
            var first = before
            while first > 0,
                line(of: elements[first - 1].upperBound, in: bytes) == line(of: elements[first].lowerBound, in: bytes)
            {
                first -= 1
            }
            let indentation = blanks(before: elements[first])
            var edited = bytes
            let end = last + 1 < elements.count ? elements[last + 1].lowerBound : list.close
            if let comma = comma(after: elements[last].upperBound, before: end, in: bytes) {
                edited.insert(
                    contentsOf: Array("\n".utf8) + entry(text, indentation: indentation, then: ","), at: comma + 1)
            } else {
                edited.insert(
                    contentsOf: Array(",\n".utf8)
                        + entry(text, indentation: indentation, then: style.trailingCommas ?? false ? "," : ""),
                    at: elements[last].upperBound)
            }
            return edited
        }

        /// The blanks an entry of a list of several lines starts its line with: its line's own
        /// where it starts the line, else the column it starts at (a list hung after its bracket).
        private func blanks(before element: Range<Int>) -> [UInt8] {
            let start = startOfLine(element.lowerBound, in: bytes)
            let blanks = leadingBlanks(ofLineAt: element.lowerBound, in: bytes)
            if start + blanks.count == element.lowerBound { return blanks }
            let column = String(decoding: bytes[start..<element.lowerBound], as: UTF8.self).count
            return Array(repeating: UInt8(ascii: " "), count: column)
        }

        /// The one-line `list`'s declaration, written one argument a line and `entries` one a line,
        /// where the declaration is the only thing on its line; else `nil`.
        private func declarationBroken(around list: List, entries: [[UInt8]]) -> [UInt8]? {
            let tokens = SwiftLexer.lex(bytes).tokens
            var opened: [Int] = []
            var call: Int?
            for (index, token) in tokens.enumerated() {
                if token.range.lowerBound == list.open {
                    call = opened.last
                    break
                }
                if token.text == "(" { opened.append(index) }
                if token.text == ")" { _ = opened.popLast() }
            }
            guard let call, call >= 2, tokens[call - 2].text == ".", let close = matching(call, in: tokens) else {
                return nil
            }
            let dot = tokens[call - 2].range.lowerBound
            let outer = leadingBlanks(ofLineAt: dot, in: bytes)
            guard startOfLine(dot, in: bytes) + outer.count == dot,
                line(of: dot, in: bytes) == line(of: tokens[close].range.lowerBound, in: bytes)
            else { return nil }
            let inner = outer + step
            let arguments = ManifestEdit.list(from: call, to: close, tokens: tokens).elements
            var written = Array(bytes[dot..<tokens[call].range.upperBound])
            for (index, argument) in arguments.enumerated() {
                written += Array("\n".utf8) + inner
                if argument.contains(list.open) {
                    written += Array(bytes[argument.lowerBound...list.open]) + Array("\n".utf8)
                    written += entriesOneALine(entries, indentation: inner + step) + inner
                    written += Array(bytes[list.close..<argument.upperBound])
                } else {
                    written += Array(bytes[argument])
                }
                if index < arguments.count - 1 { written += Array(",".utf8) }
            }
            written += Array("\n".utf8) + outer + Array(")".utf8)
            var edited = bytes
            edited.replaceSubrange(dot...tokens[close].range.lowerBound, with: written)
            return edited
        }

        /// The one-line `list` written one entry a line, each one step in from the line that opens
        /// it, and the closing bracket back on that line's indentation.
        private func listBroken(_ list: List, entries: [[UInt8]]) -> [UInt8] {
            let outer = leadingBlanks(ofLineAt: list.open, in: bytes)
            var edited = bytes
            edited.replaceSubrange(
                list.open + 1..<list.close,
                with: Array("\n".utf8) + entriesOneALine(entries, indentation: outer + step) + outer)
            return edited
        }

        /// `entries`, each on lines of its own at `indentation`, with a comma after each but the
        /// last, which has one where there are several and the configuration (or swift-format's
        /// default) ends such a list with one; each line ends with a newline.
        private func entriesOneALine(_ entries: [[UInt8]], indentation: [UInt8]) -> [UInt8] {
            entries.enumerated().flatMap { index, text in
                let last = index == entries.count - 1
                let comma = !last || (style.trailingCommas ?? true) && entries.count > 1 ? "," : ""
                return entry(String(decoding: text, as: UTF8.self), indentation: indentation, then: comma)
                    + Array("\n".utf8)
            }
        }

        /// Whether the line holding `offset` in `edited` is within the line length.
        func fits(lineAt offset: Int, in edited: [UInt8]) -> Bool {
            style.width(of: edited[startOfLine(offset, in: edited)..<endOfLine(offset, in: edited)]) <= style.lineLength
        }
    }
}
