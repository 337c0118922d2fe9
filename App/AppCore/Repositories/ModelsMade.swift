/// The models made of one list of the store's records, kept while the store hands back that same
/// list: a picker over a million issues is not made again each time it opens. "The same" is the
/// same storage, which no change to the store can reuse while this holds it, so a model is never
/// one of a record since changed, however its text compares.
actor ModelsMade<Record: Sendable, Model: Sendable> {
    private let make: @Sendable (Record) -> Model
    private var made: (records: [Record], models: [Model])?

    /// Models made of records by `make`.
    init(_ make: @escaping @Sendable (Record) -> Model) {
        self.make = make
    }

    /// The models of `records`: those made last, when `records` is the list they were made of.
    func models(of records: [Record]) -> [Model] {
        if let made, Self.isSameStorage(made.records, records) { return made.models }
        let models = records.map(make)
        made = (records, models)
        return models
    }

    private static func isSameStorage(_ one: [Record], _ other: [Record]) -> Bool {
        guard one.count == other.count, !one.isEmpty else { return false }
        return one.withUnsafeBufferPointer { first in
            other.withUnsafeBufferPointer { second in first.baseAddress == second.baseAddress }
        }
    }
}
