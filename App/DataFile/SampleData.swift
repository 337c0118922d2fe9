import CoreInterfaces

/// The built-in data `walkthrough` starts with: a small maintenance shop. It begins with the
/// asset and issue models' own examples, so what a stand-in picker of assets or issues offers
/// (`--module`) is in the data too.
enum SampleData {
    static let assets =
        AssetUIModel.examples + [
            AssetUIModel(id: "AST-1004", name: "Pallet Wrapper PW-3", status: "Out of service", category: "Packaging"),
            AssetUIModel(id: "AST-1005", name: "Generator GX-500", status: "Standby", category: "Power"),
            AssetUIModel(
                id: "AST-1006", name: "Conveyor Belt CB-12", status: "In service", category: "Material handling"),
        ]

    static let issues =
        IssueUIModel.examples + [
            IssueUIModel(
                id: "ISS-304", title: "Film tears at the corners", status: "Resolved",
                description: "Stretch film breaks on sharp pallet corners; corner boards were added."),
            IssueUIModel(
                id: "ISS-305", title: "Fails weekly load test", status: "Open",
                description: "Output sags to 410 kW after twenty minutes at full load."),
            IssueUIModel(
                id: "ISS-306", title: "Belt drifts to the left", status: "Won't fix",
                description: "Tracking drifts 2 cm over the run; within tolerance for this line."),
        ]
}
