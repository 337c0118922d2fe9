import CoreInterfaces
import Testing

@MainActor
struct PresentationSlotTests {
    final class Blank: Screen {
        var content: ScreenContent { ScreenContent(title: "Blank") }
    }

    @Test func keepsOneScreenWhileTheIDStaysTheSame() {
        let slot = PresentationSlot<String>()
        var made = 0
        let first = slot.screen(for: "a") { made += 1; return Blank() }
        let again = slot.screen(for: "a") { made += 1; return Blank() }
        #expect(made == 1)
        #expect(first === again)
    }

    @Test func makesANewScreenWhenTheIDChanges() {
        let slot = PresentationSlot<String>()
        let first = slot.screen(for: "a") { Blank() }
        let second = slot.screen(for: "b") { Blank() }
        #expect(first !== second)
    }

    @Test func dropsTheScreenWhenTheIDIsNil() {
        let slot = PresentationSlot<String>()
        weak var dropped: Blank?
        do {
            let screen = Blank()
            dropped = screen
            _ = slot.screen(for: "a") { screen }
        }
        #expect(dropped != nil)
        #expect(slot.screen(for: nil) { Blank() } == nil)
        #expect(dropped == nil)
    }
}
