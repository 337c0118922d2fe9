@testable import DataFile
import Testing

/// A path is split as the text it is: nothing normalised, nothing expanded.
struct PathTextTests {
    @Test(arguments: [
        ("shop.json", ".", "shop.json"),
        ("/shop.json", "/", "shop.json"),
        ("x/link/shop.json", "x/link", "shop.json"),
        ("sub/../shop.json", "sub/..", "shop.json"),
        ("~/x.json", "~", "x.json"),
        ("./a//b.json", "./a/", "b.json"),
        ("dir/", "dir", ""),
    ])
    func splitsAtTheLastSlashOnly(path: String, folder: String, name: String) {
        #expect(PathText.folder(of: path) == folder)
        #expect(PathText.name(of: path) == name)
    }

    @Test func aNameInAnotherNormalisationIsKeptAsItsOwnBytes() {
        let decomposed = "cafe\u{301}/shop.json"
        #expect(Array(PathText.folder(of: decomposed).utf8) == Array("cafe\u{301}".utf8))
    }
}
