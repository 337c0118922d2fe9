// floor.startup: the least a Swift command-line tool that reads JSON costs to start, print one line
// and exit. It imports what such a tool needs (FoundationEssentials where the platform has it).
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

let decoded = try? JSONDecoder().decode([String: Int].self, from: Data(#"{"ready":1}"#.utf8))
print("floor \(decoded?["ready"] ?? 0)")
