import Foundation

/// What one typed line means on a screen with the given choice labels. A pure function of the
/// line and the labels, so every rule of the command-line contract is tested without a host.
enum InputCommand: Equatable {
    /// Pick the choice at this index (0-based) in the screen's choices.
    case choose(Int)
    /// Go back, or cancel a picker.
    case back
    /// Leave the walkthrough.
    case quit
    /// Not a valid answer here; the message says what is accepted.
    case invalid(String)

    /// Reads `line` against `labels`: `b` and `q` first, then a number from 1, then a label
    /// typed in full or as a unique prefix, ignoring case and surrounding white space.
    init(line: String, labels: [String]) {
        let typed = line.trimmingCharacters(in: .whitespacesAndNewlines)
        let folded = typed.lowercased()
        let accepted = Self.accepted(count: labels.count)
        switch folded {
        case "":
            self = .invalid("Nothing typed. \(accepted)")
            return
        case "b":
            self = .back
            return
        case "q":
            self = .quit
            return
        default:
            break
        }
        if let number = Int(folded) {
            self = labels.indices.contains(number - 1)
                ? .choose(number - 1)
                : .invalid("There is no choice \(number). \(accepted)")
            return
        }
        let lowered = labels.map { $0.lowercased() }
        let exact = lowered.indices.filter { lowered[$0] == folded }
        let prefixed = lowered.indices.filter { lowered[$0].hasPrefix(folded) }
        if exact.count == 1 {
            self = .choose(exact[0])
        } else if prefixed.count == 1 {
            self = .choose(prefixed[0])
        } else if prefixed.isEmpty {
            self = .invalid("No choice matches \"\(typed)\". \(accepted)")
        } else {
            let names = prefixed.map { labels[$0] }.joined(separator: ", ")
            self = .invalid("\"\(typed)\" matches \(prefixed.count) choices (\(names)); type more of the name or its number.")
        }
    }

    private static func accepted(count: Int) -> String {
        switch count {
        case 0: "Type b to go back or q to quit."
        case 1: "Type 1 or the choice's name, b to go back, or q to quit."
        default: "Type a number from 1 to \(count) or a choice's name, b to go back, or q to quit."
        }
    }
}
