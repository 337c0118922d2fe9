/// The qualified type names in a type as `swift-demangle` prints it: in
/// `Swift.Dictionary<Swift.String, Synchronization.Mutex<Swift.Int>>.Index`, the names
/// `Swift.Dictionary`, `Swift.String`, `Synchronization.Mutex`, `Swift.Int` and
/// `Swift.Dictionary.Index`, generic arguments left out of the nested type's name.
///
/// A name is a chain of two identifiers or more joined by dots; every prefix of two or more is a
/// name too (`Swift.Int.Type` gives `Swift.Int`). Single identifiers (argument labels, `inout`,
/// a generic parameter `A`) are not names; chains that name no toolchain type, such as a generic
/// parameter's `A.Element`, find nothing when looked up.
enum DemangledTypeNames {
    /// The names in `text`, each once, in the order they end.
    static func names(in text: String) -> [String] {
        let characters = Array(text)
        var found: [String] = []
        var seen: Set<String> = []
        // The chains whose generic arguments are open, innermost last; nil for a `<` that follows no chain.
        var open: [[String]?] = []

        func emit(_ chain: [String]) {
            guard chain.count >= 2 else { return }
            for length in 2...chain.count {
                let name = chain.prefix(length).joined(separator: ".")
                if seen.insert(name).inserted { found.append(name) }
            }
        }
        func isStart(_ character: Character) -> Bool { character.isLetter || character == "_" }
        func isPart(_ character: Character) -> Bool { isStart(character) || character.isNumber }

        // Reads `.identifier.identifier…` from `index` onto `chain`.
        func readChain(from index: inout Int, onto chain: inout [String]) {
            while index + 1 < characters.count, characters[index] == ".", isStart(characters[index + 1]) {
                index += 1
                let start = index
                while index < characters.count, isPart(characters[index]) { index += 1 }
                chain.append(String(characters[start..<index]))
            }
        }
        // After a chain: its generic arguments open, or it ends.
        func finish(_ chain: [String], at index: inout Int) {
            if index < characters.count, characters[index] == "<" {
                emit(chain)
                open.append(chain)
                index += 1
            } else {
                emit(chain)
            }
        }

        var index = 0
        while index < characters.count {
            let character = characters[index]
            if isStart(character), index == 0 || !isPart(characters[index - 1]) && characters[index - 1] != "." {
                let start = index
                while index < characters.count, isPart(characters[index]) { index += 1 }
                var chain = [String(characters[start..<index])]
                readChain(from: &index, onto: &chain)
                finish(chain, at: &index)
            } else if character == "-", index + 1 < characters.count, characters[index + 1] == ">" {
                index += 2
            } else if character == "<" {
                open.append(nil)
                index += 1
            } else if character == ">" {
                index += 1
                if let closed = open.popLast(), var chain = closed,
                    index + 1 < characters.count, characters[index] == ".", isStart(characters[index + 1])
                {
                    readChain(from: &index, onto: &chain)
                    finish(chain, at: &index)
                }
            } else {
                index += 1
            }
        }
        return found
    }
}
