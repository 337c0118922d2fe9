import CoreInterfaces
import Testing

@MainActor
struct EffectTests {
    @Test func noneDoesNothing() {
        var sent: [Int] = []
        Effect<Int>.none.perform { sent.append($0) }
        #expect(sent.isEmpty)
    }

    @Test func mergeKeepsOrder() {
        var sent: [Int] = []
        Effect<Int>.merge(.send(1), .run { send in send(2); send(3) }, .send(4)).perform { sent.append($0) }
        #expect(sent == [1, 2, 3, 4])
    }

    @Test func mapWrapsEveryAction() {
        var sent: [String] = []
        Effect<Int>.merge(.send(1), .run { send in send(2) }).map { "child \($0)" }.perform { sent.append($0) }
        #expect(sent == ["child 1", "child 2"])
    }
}
