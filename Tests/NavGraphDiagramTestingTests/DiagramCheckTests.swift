import Foundation
import NavGraph
import NavGraphDiagramTesting
import Testing

@Suite struct DiagramCheckTests {
    @Test func recordsEveryFileWhenMissingThenFindsThemCurrent() throws {
        let package = try TemporaryPackage()
        let first = try checkDiagram(of: ShopFlow.self, at: "diagrams/shop", recording: .whenMissing, filePath: package.testFile)
        #expect(first == .recorded(files: ["shop.json", "shop.dot", "shop.mmd", "shop.svg", "shop.png", "shop.html"], skipped: nil))
        #expect(package.files(in: "diagrams") == ["shop.dot", "shop.html", "shop.json", "shop.mmd", "shop.png", "shop.svg"])
        let spec = try String(contentsOf: package.file("diagrams/shop.json"), encoding: .utf8)
        #expect(try FlowGraph(jsonSpec: spec) == FlowGraph(root: ShopFlow.self))

        #expect(try checkDiagram(of: ShopFlow.self, at: "diagrams/shop", recording: .whenMissing, filePath: package.testFile) == .current)
    }

    @Test func aChangedHierarchyIsStaleWithAGraphDiffAndWritesNothing() throws {
        let package = try TemporaryPackage()
        try package.record(ShopFlow.self, at: "diagrams/shop")
        let committed = try Data(contentsOf: package.file("diagrams/shop.json"))

        let outcome = try checkDiagram(of: ChangedShopFlow.self, at: "diagrams/shop", recording: .whenMissing, filePath: package.testFile)
        guard case .hierarchyChanged(let diff) = outcome else {
            Issue.record("expected a changed hierarchy, got \(outcome)")
            return
        }
        #expect(outcome.isStale)
        #expect(diff.description == """
            - transition Shop: cartClosed from any route / stay
            - output mapping Shop: Cart.closed ⇒ cartClosed
            + route Shop.reviews
            + transition Shop: openReviews from product / push reviews
            + transition Shop: cartDone from any route / stay
            + transition Shop: openHelp from any route / start Help (push)
            + transition Shop: helpClosed from any route / stay
            + output mapping Shop: Cart.paid ⇒ cartDone
            + child Shop → Help
            + output mapping Shop: Help.done ⇒ helpClosed
            - transition Cart: close from any route / finish closed
            - output Cart.closed
            + transition Cart: checkOut from any route / finish paid
            + output Cart.paid
            + flow Help (stack: topics, article)
            """)
        #expect(try Data(contentsOf: package.file("diagrams/shop.json")) == committed)
    }

    @Test func aHandEditedDrawingIsStaleThoughTheHierarchyIsTheSame() throws {
        let package = try TemporaryPackage()
        try package.record(ShopFlow.self, at: "diagrams/shop")
        try Data("graph {}\n".utf8).write(to: package.file("diagrams/shop.dot"))

        let outcome = try checkDiagram(of: ShopFlow.self, at: "diagrams/shop", recording: .whenMissing, filePath: package.testFile)
        #expect(outcome == .drawingChanged(files: ["shop.dot"]))
    }

    @Test func recordingRewritesAStaleDiagram() throws {
        let package = try TemporaryPackage()
        try package.record(ShopFlow.self, at: "diagrams/shop")

        let outcome = try checkDiagram(of: ChangedShopFlow.self, at: "diagrams/shop", recording: .always, filePath: package.testFile)
        #expect(!outcome.isStale)
        #expect(try checkDiagram(of: ChangedShopFlow.self, at: "diagrams/shop", recording: .whenMissing, filePath: package.testFile) == .current)
    }

    @Test func aMissingDrawingBesideACurrentSpecIsRecordedAlone() throws {
        let package = try TemporaryPackage()
        try package.record(ShopFlow.self, at: "diagrams/shop")
        try FileManager.default.removeItem(at: package.file("diagrams/shop.mmd"))

        let outcome = try checkDiagram(of: ShopFlow.self, at: "diagrams/shop", recording: .whenMissing, filePath: package.testFile)
        #expect(outcome == .recorded(files: ["shop.mmd"], skipped: nil))
    }

    @Test func neverRecordingFindsMissingFilesStale() throws {
        let package = try TemporaryPackage()
        let outcome = try checkDiagram(of: ShopFlow.self, at: "diagrams/shop", recording: .never, filePath: package.testFile)
        #expect(outcome == .missing(files: ["shop.json", "shop.dot", "shop.mmd"]))
        #expect(outcome.isStale)
        #expect(package.files(in: "diagrams").isEmpty)

        try package.record(ShopFlow.self, at: "diagrams/shop")
        try FileManager.default.removeItem(at: package.file("diagrams/shop.dot"))
        #expect(try checkDiagram(of: ShopFlow.self, at: "diagrams/shop", recording: .never, filePath: package.testFile) == .missing(files: ["shop.dot"]))
    }

    @Test func aSpecThatDoesNotReadIsAnError() throws {
        let package = try TemporaryPackage()
        try FileManager.default.createDirectory(at: package.file("diagrams"), withIntermediateDirectories: true)
        try Data("{\"version\": 1,}".utf8).write(to: package.file("diagrams/shop.json"))

        #expect(throws: DiagramTestingError.self) {
            try checkDiagram(of: ShopFlow.self, at: "diagrams/shop", recording: .whenMissing, filePath: package.testFile)
        }
    }

    @Test(arguments: ["", "/tmp/shop", "diagrams/../shop", "diagrams/", "diagrams//shop"])
    func aPathOutsideThePackageIsAnError(path: String) throws {
        let package = try TemporaryPackage()
        #expect(throws: DiagramTestingError.self) {
            try checkDiagram(of: ShopFlow.self, at: path, recording: .whenMissing, filePath: package.testFile)
        }
    }

    @Test func aTestFileOutsideAnyPackageIsAnError() {
        #expect(throws: DiagramTestingError.self) {
            try checkDiagram(of: ShopFlow.self, at: "diagrams/shop", recording: .whenMissing, filePath: "/no-package-here/Tests/DiagramTests.swift")
        }
    }
}

@Suite struct ExpectDiagramCurrentTests {
    @Test func aStaleDiagramFailsTheTestWithTheDiff() throws {
        let package = try TemporaryPackage()
        try package.record(ShopFlow.self, at: "diagrams/shop")

        var outcome: DiagramOutcome?
        withKnownIssue {
            outcome = try? expectDiagramCurrent(of: ChangedShopFlow.self, at: "diagrams/shop", filePath: package.testFile)
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.contains("diagrams/shop is stale") && text.contains("+ route Shop.reviews") && text.contains("NAVGRAPH_RECORD_DIAGRAMS=1")
        }
        #expect(outcome?.isStale == true)
    }

    @Test func aCurrentDiagramRecordsNoIssue() throws {
        let package = try TemporaryPackage()
        try package.record(ShopFlow.self, at: "diagrams/shop")
        #expect(try expectDiagramCurrent(of: ShopFlow.self, at: "diagrams/shop", filePath: package.testFile) == .current)
    }
}
