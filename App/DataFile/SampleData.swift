/// The built-in data `walkthrough` starts with: a small maintenance shop. Its first assets and
/// issues are the Assets and Issues models' own examples, so what a stand-in picker of assets or
/// issues offers (`--module`) is in the data too (`SampleDataTests` holds the two together).
enum SampleData {
    static let assets = [
        DataFileContents.Asset(
            id: "AST-1001", name: "Forklift FL-200", status: "In service", category: "Material handling"),
        DataFileContents.Asset(
            id: "AST-1002", name: "Air Compressor AC-75", status: "Under maintenance", category: "Pneumatics"),
        DataFileContents.Asset(id: "AST-1003", name: "CNC Lathe TL-8", status: "In service", category: "Machining"),
        DataFileContents.Asset(
            id: "AST-1004", name: "Pallet Wrapper PW-3", status: "Out of service", category: "Packaging"),
        DataFileContents.Asset(id: "AST-1005", name: "Generator GX-500", status: "Standby", category: "Power"),
        DataFileContents.Asset(
            id: "AST-1006", name: "Conveyor Belt CB-12", status: "In service", category: "Material handling"),
    ]

    static let issues = [
        DataFileContents.Issue(
            id: "ISS-301", title: "Hydraulic fluid leak", status: "Open",
            description: "Fluid pooling under the mast after an eight-hour shift."),
        DataFileContents.Issue(
            id: "ISS-302", title: "Pressure drops under load", status: "In progress",
            description: "Tank pressure falls below 6 bar when two tools run at once."),
        DataFileContents.Issue(
            id: "ISS-303", title: "Spindle vibration above limit", status: "Open",
            description: "Vibration reads 7.1 mm/s at 2,000 rpm; the limit is 4.5."),
        DataFileContents.Issue(
            id: "ISS-304", title: "Film tears at the corners", status: "Resolved",
            description: "Stretch film breaks on sharp pallet corners; corner boards were added."),
        DataFileContents.Issue(
            id: "ISS-305", title: "Fails weekly load test", status: "Open",
            description: "Output sags to 410 kW after twenty minutes at full load."),
        DataFileContents.Issue(
            id: "ISS-306", title: "Belt drifts to the left", status: "Won't fix",
            description: "Tracking drifts 2 cm over the run; within tolerance for this line."),
    ]
}
