import Foundation
import Testing

@Suite("The DocC article")
struct DocArticleTests {
    /// The article's complete example is the code `DocArticleExample.swift` compiles and runs.
    @Test func completeExampleIsTheTestedCode() throws {
        let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        let root = tests.deletingLastPathComponent().deletingLastPathComponent()
        let article = try String(
            contentsOf: root.appendingPathComponent("Sources/NavGraphTesting/NavGraphTesting.docc/PropertyTestingYourFlows.md"),
            encoding: .utf8
        )
        let example = try String(contentsOf: tests.appendingPathComponent("DocArticleExample.swift"), encoding: .utf8)
        let marker = try #require(article.range(of: "Paste this into a test target"))
        let fence = try #require(article.range(of: "```swift\n", range: marker.upperBound..<article.endIndex))
        let end = try #require(article.range(of: "\n```\n", range: fence.upperBound..<article.endIndex))
        let code = String(article[fence.upperBound..<end.lowerBound]) + "\n"
        let start = try #require(example.range(of: "import NavGraph\n"))
        #expect(code == String(example[start.lowerBound...]))
    }

    /// The article's catalog is the reference app's, as `ToasterExampleTesting` declares it.
    @Test func catalogExampleIsTheReferenceCatalog() throws {
        let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        let root = tests.deletingLastPathComponent().deletingLastPathComponent()
        let article = try String(
            contentsOf: root.appendingPathComponent("Sources/NavGraphTesting/NavGraphTesting.docc/PropertyTestingYourFlows.md"),
            encoding: .utf8
        )
        let source = try String(contentsOf: root.appendingPathComponent("Sources/ToasterExampleTesting/ToasterCatalog.swift"), encoding: .utf8)
        let body = try #require(source.range(of: "public let toasterCatalog = EventCatalog {\n"))
        let end = try #require(source.range(of: "\n}\n", range: body.upperBound..<source.endIndex))
        let entries = String(source[body.upperBound..<end.lowerBound])
        #expect(article.contains("let toasterCatalog = EventCatalog {\n" + entries + "\n}\n"))
    }
}
