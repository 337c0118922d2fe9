import CoreInterfaces
import FeatureRuntime
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

    @Test func choicesForItemsAreMadeOnlyWhenAskedFor() throws {
        let store = Store(initialState: CounterFeature.State(), reducer: CounterFeature())
        var labelled: [Int] = []
        let items = Array(0..<1_000_000)
        let choices = store.choices(
            for: items,
            label: { item in
                labelled.append(item); return "Item \(item)"
            }
        ) { .recordThenEcho("\($0)") }
        #expect(choices.count == 1_000_000)
        #expect(labelled.isEmpty, "no label is made before a choice is asked for")
        #expect(choices[999_999].label == "Item 999999")
        #expect(labelled == [999_999])
        choices[42].select()
        #expect(store.state.log.first == "42")
    }

    @Test func listsJoinInOrderAndLiteralsHoldTheirChoices() throws {
        let store = Store(initialState: CounterFeature.State(), reducer: CounterFeature())
        let first: ChoiceList = [store.choice("Top", sending: .recordThenEcho("top"))]
        let joined =
            first
            + store.choices(for: ["a", "b"], label: { "Say \($0)" }) { .recordThenEcho($0) }
            + []
            + ChoiceList([Choice("Last") {}])
        #expect(joined.map(\.label) == ["Top", "Say a", "Say b", "Last"])
        #expect(joined.indices == 0..<4)
        try #require(joined.count == 4)
        joined[2].select()
        #expect(store.state.log.first == "b")
        #expect(ChoiceList().isEmpty)
    }
}
