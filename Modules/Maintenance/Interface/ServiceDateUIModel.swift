import CoreInterfaces

/// A date a service can be booked on: what the Maintenance module's date picker hands back.
public struct ServiceDateUIModel: Identifiable, Hashable, NavigationResult {
    /// The date, as `2027-01-04`: also how the date is kept in the data file.
    public var id: String

    /// The date `id`.
    public init(id: String) {
        self.id = id
    }

    /// The date.
    public var label: String { id }

    /// Three dates, for a stand-in picker.
    public static let examples = ["2027-01-04", "2027-01-11", "2027-01-18"].map(ServiceDateUIModel.init)
}
