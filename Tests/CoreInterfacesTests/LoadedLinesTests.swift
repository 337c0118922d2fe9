import FeatureRuntime
import Testing

/// What a part shows of data it loads, through `Loaded.lines(_:noun:missing:_:)`: loading, the
/// data, nothing to show, and a failure kept beside the data last loaded.
struct LoadedLinesTests {
    static func lines(_ loaded: Loaded<[String]>) -> [String] {
        loaded.lines("Stands at", noun: "locations", missing: "none set") {
            $0.isEmpty ? nil : $0.joined(separator: "; ")
        }
    }

    @Test func eachStateOfTheLoadIsOneLineAndAFailureASecond() {
        var loaded = Loaded<[String]>()
        #expect(Self.lines(loaded) == ["Stands at: loading…"])
        loaded.finish(.failure(LoadFailure(reason: "offline")))
        #expect(Self.lines(loaded) == ["Stands at: none set", "The locations could not be loaded: offline"])
        loaded.retry()
        #expect(Self.lines(loaded) == ["Stands at: loading…"])
        loaded.finish(.success([]))
        #expect(Self.lines(loaded) == ["Stands at: none set"], "nothing to show is `missing`")
        loaded.finish(.success(["Bay 1", "Dock"]))
        #expect(Self.lines(loaded) == ["Stands at: Bay 1; Dock"])
        loaded.finish(.failure(LoadFailure(reason: "timed out")))
        #expect(
            Self.lines(loaded) == ["Stands at: Bay 1; Dock", "The locations could not be loaded: timed out"],
            "the data last loaded stays shown")
    }
}
