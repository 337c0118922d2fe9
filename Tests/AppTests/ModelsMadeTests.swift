@testable import AppCore
import FeatureTesting
import Testing

/// A list's models are made once for each list of records the store holds: the same storage gives
/// the models made of it, any other list (a change, a text that only compares equal) new ones.
struct ModelsMadeTests {
    /// Models that carry the record's text and when they were made, so a kept one shows.
    static func cache() -> ModelsMade<String, String> {
        let made = Locked(0)
        return ModelsMade { record in
            let serial = made.withValue { count in
                count += 1
                return count
            }
            return "\(record)#\(serial)"
        }
    }

    @Test func theSameListGivesTheModelsMadeOfIt() async {
        let cache = Self.cache()
        let records = ["a", "b"]
        let first = await cache.models(of: records)
        #expect(await cache.models(of: records) == first)
        #expect(first == ["a#1", "b#2"])
    }

    @Test func anyOtherListIsMadeAgainEvenWhenItsTextComparesEqual() async {
        let cache = Self.cache()
        var records = ["caf\u{E9}"]
        _ = await cache.models(of: records)
        // The same text in another normal form: equal to Swift's `==`, other code points.
        records[0] = "cafe\u{301}"
        #expect(await cache.models(of: records) == ["cafe\u{301}#2"])
        records.append("b")
        #expect(await cache.models(of: records) == ["cafe\u{301}#3", "b#4"])
        #expect(await cache.models(of: []) == [])
    }
}
