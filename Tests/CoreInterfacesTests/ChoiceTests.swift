import CoreInterfaces
import Testing

@MainActor
struct ChoiceTests {
    @Test func aChoiceFromAStoreSendsItsAction() {
        let store = Store(initialState: CounterFeature.State(), reducer: CounterFeature())
        let choice = store.choice("Record", sending: .recordThenEcho("x"))
        #expect(choice.label == "Record")
        #expect(store.state.log.isEmpty)
        choice.select()
        #expect(store.state.log == ["x", "x echo 1", "x echo 2"])
    }

    @Test func choicesForItemsAreLabelledAndSendTheirOwnItem() throws {
        let store = Store(initialState: CounterFeature.State(), reducer: CounterFeature())
        let choices = store.choices(for: ["a", "b", "c"], label: { "Say \($0)" }) { .recordThenEcho($0) }
        #expect(choices.map(\.label) == ["Say a", "Say b", "Say c"])
        try #require(choices.count == 3)
        choices[1].select()
        choices[2].select()
        #expect(store.state.log == ["b", "b echo 1", "b echo 2", "c", "c echo 1", "c echo 2"])
    }

    @Test func aChoiceMadeFromAClosureRunsIt() {
        var runs = 0
        let choice = Choice("Run") { runs += 1 }
        choice.select()
        choice.select()
        #expect(runs == 2)
    }
}
