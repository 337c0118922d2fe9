@_spi(Hosting) import CoreInterfaces
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

    /// The screen this one has pushed onto its own stack, as a host keeping `screens` finds it, if
    /// its state shows one and nothing is presented over it.
    package func pushedScreen(in screens: ShownScreens) -> (any Screen)? {
        screens.linkedScreen(above: self).flatMap { $0.presentation == .push ? $0.screen : nil }
    }

    /// The screen this one presents modally on top of itself, as a host keeping `screens` finds
    /// it, if its state shows one.
    package func presentedScreen(in screens: ShownScreens) -> (any Screen)? {
        screens.linkedScreen(above: self).flatMap { $0.presentation == .modal ? $0.screen : nil }
    }
}
