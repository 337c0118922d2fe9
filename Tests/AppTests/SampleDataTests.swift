@testable import DataFile
import AssetsInterface
import IssuesInterface
import Testing

/// The built-in data begins with the Assets and Issues models' own examples, so what a stand-in
/// picker offers under `--module` is what the sample data holds: DataFile keeps records of its own
/// and imports no module's interface, so this test holds the two copies together.
struct SampleDataTests {
    @Test func theFirstAssetsAreTheAssetModelsExamples() {
        let records = SampleData.assets.prefix(AssetUIModel.examples.count)
        #expect(
            records.map { [$0.id, $0.name, $0.status, $0.category] }
                == AssetUIModel.examples.map { [$0.id, $0.name, $0.status, $0.category] })
    }

    @Test func theFirstIssuesAreTheIssueModelsExamples() {
        let records = SampleData.issues.prefix(IssueUIModel.examples.count)
        #expect(
            records.map { [$0.id, $0.title, $0.status, $0.description] }
                == IssueUIModel.examples.map { [$0.id, $0.title, $0.status, $0.description] })
    }
}
