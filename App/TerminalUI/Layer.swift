import CoreInterfaces

/// One screen on the host's stack of shown screens, and how it got there.
@MainActor
package struct Layer {
    /// How a screen came to be shown.
    package enum Arrival: Sendable {
        case root, pushed, presented
    }

    /// The screen shown.
    package let screen: any Screen
    /// How it came to be shown.
    package let arrival: Arrival

    /// `screen`, shown by `arrival`.
    package init(screen: any Screen, arrival: Arrival) {
        self.screen = screen
        self.arrival = arrival
    }
}
