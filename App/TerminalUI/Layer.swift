import CoreInterfaces

/// One screen on the host's stack of shown screens, and how it got there.
@MainActor
package struct Layer {
    /// How a screen came to be shown.
    package enum Arrival: Sendable {
        case root, pushed, presented
    }

    package let screen: any Screen
    package let arrival: Arrival

    package init(screen: any Screen, arrival: Arrival) {
        self.screen = screen
        self.arrival = arrival
    }
}
