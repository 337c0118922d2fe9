@testable import AppCore
import Testing

/// Arguments are used only as the UTF-8 text they are; one that is not is refused, named by its bytes.
struct ArgumentBytesTests {
    @Test func utf8ArgumentsAreTakenAsTheyAre() throws {
        let arguments = [Array("--data".utf8), Array("cafe\u{301}.json".utf8), Array("~/x.json".utf8)]
        #expect(try ArgumentBytes.decode(arguments).get() == ["--data", "cafe\u{301}.json", "~/x.json"])
    }

    @Test func anArgumentThatIsNotUTF8IsRefusedNamingItsBytes() {
        let latin1: [UInt8] = Array("caf".utf8) + [0xE9] + Array(".json".utf8)
        guard case let .failure(error) = ArgumentBytes.decode([Array("--data".utf8), latin1]) else {
            Issue.record("a Latin-1 name was taken as text")
            return
        }
        #expect(error.message.hasPrefix("the argument 'caf\\xE9.json' is not UTF-8 text"))
    }

    @Test func shownBytesEscapeControlsAndBackslashesAndStopAt200Characters() {
        #expect(ArgumentBytes.shown([0x61, 0x1B, 0x5C, 0xFF]) == "a\\u{1B}\\\\\\xFF")
        let long = ArgumentBytes.shown([UInt8](repeating: 0xFF, count: 1_000))
        #expect(long.hasSuffix("…"))
        #expect(long.count < 210)
    }
}
