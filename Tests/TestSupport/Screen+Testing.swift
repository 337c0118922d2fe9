import CoreInterfaces
import Testing

extension Screen {
    /// The labels of the screen's choices, in order.
    public var choiceLabels: [String] {
        content.choices.map(\.label)
    }

    /// Picks the choice labelled `label`, as a user would; records a test issue if there is none.
    public func choose(_ label: String, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let choice = content.choices.first(where: { $0.label == label }) else {
            Issue.record("No choice \"\(label)\" on \(content.title); choices: \(choiceLabels)", sourceLocation: sourceLocation)
            return
        }
        choice.select()
    }
}
