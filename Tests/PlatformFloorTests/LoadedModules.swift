/// The modules the compiler loaded while it checked a target, read from the remarks that
/// `-Rmodule-loading` prints on standard error:
/// `remark: loaded module 'Foundation'; source: '/…/Foundation.swiftmodule/…', loaded: '…'`.
enum LoadedModules {
    /// Each loaded module's name and the path it was loaded from.
    static func inRemarks(_ errors: String) -> [(name: String, source: String)] {
        errors.split(separator: "\n").compactMap { line in
            guard let start = line.range(of: "remark: loaded module '") else { return nil }
            let rest = line[start.upperBound...]
            guard let nameEnd = rest.firstIndex(of: "'"),
                let sourceStart = rest.range(of: "; source: '")?.upperBound,
                let sourceEnd = rest[sourceStart...].firstIndex(of: "'")
            else { return nil }
            return (String(rest[..<nameEnd]), String(rest[sourceStart..<sourceEnd]))
        }
    }
}
