import CoreInterfaces
/// What one typed line means on a screen with the given choice labels. A pure function of the
/// line and the labels, so every rule of the command-line contract is tested without a host.
enum InputCommand: Equatable {
    /// Pick the choice at this index (0-based) in the screen's choices.
    case choose(Int)
    /// Show only these choices (0-based indices), which all match what was typed.
    case narrow([Int])
    /// Go back, or cancel a picker.
    case back
    /// Leave the walkthrough.
    case quit
    /// Show what can be typed.
    case help
    /// Not a valid answer here; the message says what is accepted.
    case invalid(String)
    /// Show the next (`+1`) or previous (`-1`) page of a long list.
    case turnPage(Int)

    /// The longest line read: a longer one is refused whole, and the standard console keeps no
    /// more than this of it in memory (``Console/standard(whenOutputFails:stopForReadingInTheBackground:)``).
    static let lineLimit = 64 * 1024

    /// Reads `line` against `labels`, ignoring case and surrounding white space: the words `b`, `q`,
    /// `?`, `n` and `p` first (`n` and `p` turn the page of a `paged` list, and elsewhere say there
    /// is nothing to turn), then a number from 1, then a label typed in full or as a unique start.
    /// Text that starts several labels narrows the list to them; text that starts none narrows it
    /// to the labels it appears in, however few: text inside a name lists it, and never picks it.
    /// Labels are read one at a time, so a long list's choices can be made as they are read.
    /// The first `own` labels are the screen's own (the rest, parts other modules added): a name
    /// typed in full or as a unique start of one of them picks it whatever the parts' labels say,
    /// so a part never shadows a choice of the screen's.
    init<Labels: RandomAccessCollection<String>>(line: String, labels: Labels, paged: Bool = false, own: Int? = nil)
    where Labels.Index == Int {
        guard line.utf8.count <= Self.lineLimit else {
            self = .invalid("Input line too long (more than 64 KiB); nothing was read from it.")
            return
        }
        let typed = String(line.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
        let folded = typed.lowercased()
        let shown = VisibleText.make(typed, limit: 40)
        let accepted = Self.accepted(count: labels.count)
        switch folded {
        case "": self = .invalid("Nothing typed. \(accepted)")
        case "b": self = .back
        case "q": self = .quit
        case "?": self = .help
        case "n", "p":
            self =
                paged
                ? .turnPage(folded == "n" ? 1 : -1)
                : .invalid("Nothing to turn: this screen has one page. \(accepted)")
        default:
            if folded.allSatisfy(\.isASCIIDigit) {
                let number = Int(folded) ?? 0
                self =
                    labels.indices.contains(number - 1)
                    ? .choose(number - 1)
                    : .invalid("There is no choice \(shown). \(accepted)")
            } else {
                self = Self.match(
                    TypedName(folded: folded), shown: shown, in: labels, own: own ?? labels.count, accepted: accepted)
            }
        }
    }

    private static func match<Labels: RandomAccessCollection<String>>(
        _ typed: TypedName, shown: String, in labels: Labels, own: Int, accepted: String
    ) -> InputCommand where Labels.Index == Int {
        // One pass over the labels: a long list makes each label once.
        var exact: [Int] = []
        var starting: [Int] = []
        var inside: [Int] = []
        for index in labels.indices {
            switch typed.match(labels[index]) {
            case .exact: exact.append(index); starting.append(index)
            case .prefix: starting.append(index)
            case .contains: inside.append(index)
            case .none: break
            }
        }
        if exact.count == 1 { return .choose(exact[0]) }
        // The screen's own choices before its parts'.
        let ownExact = exact.filter { $0 < own }
        let ownStarting = starting.filter { $0 < own }
        if ownExact.count == 1 { return .choose(ownExact[0]) }
        if ownExact.isEmpty, ownStarting.count == 1 { return .choose(ownStarting[0]) }
        switch (starting.count, inside.count) {
        case (1, _): return .choose(starting[0])
        case (0, 0): return .invalid("No choice matches \"\(shown)\". \(accepted)")
        case (0, _): return .narrow(inside)
        default: return .narrow(starting)
        }
    }

    /// The one-line reminder of what can be typed on a screen with `count` choices.
    static func accepted(count: Int) -> String {
        switch count {
        case 0: "Type b to go back, q to quit, or ? for help."
        case 1: "Type 1 or the choice's name, b to go back, q to quit, or ? for help."
        default: "Type a number from 1 to \(count) or a choice's name, b to go back, q to quit, or ? for help."
        }
    }

    /// What `?` prints.
    static let helpText = """
        Type a choice's number, or its name: any unique start of it is enough; text that starts
        several names, or appears inside names, shows just those. n and p turn the pages of a long
        list. b goes back, or cancels a picker. q quits; so does the end of input. With --data
        FILE, every change is saved to FILE as you make it.
        """
}

extension Character {
    fileprivate var isASCIIDigit: Bool {
        isASCII && isNumber
    }
}
