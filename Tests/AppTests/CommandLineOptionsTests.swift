@testable import AppCore
import Testing

struct CommandLineOptionsTests {
    func parse(_ arguments: String...) -> Result<CommandLineOptions, UsageError> {
        CommandLineOptions.parse(arguments)
    }

    @Test func parsesTheKnownOptions() throws {
        #expect(try parse().get() == CommandLineOptions())
        #expect(try parse("--help").get().action == .help)
        #expect(try parse("-h").get().action == .help)
        #expect(try parse("--version").get().action == .version)
        #expect(try parse("--list-destinations").get().action == .listDestinations)
        let options = try parse("--trace", "--module", "Issues", "--open", "issues/ISS-1", "--data=x.json").get()
        #expect(options.trace)
        #expect(options.module == "Issues")
        #expect(options.route == "issues/ISS-1")
        #expect(options.dataPath == "x.json")
        #expect(try parse("--open=assets").get().route == "assets")
    }

    @Test func rejectsTheRest() {
        #expect(parse("--nope") == .failure(UsageError("unknown option '--nope'")))
        #expect(parse("file") == .failure(UsageError("unexpected argument 'file'")))
        #expect(parse("--open") == .failure(UsageError("--open needs a value")))
        #expect(parse("--open", "--trace") == .failure(UsageError("--open needs a value")))
        #expect(parse("--trace=yes") == .failure(UsageError("--trace takes no value")))
    }
}
