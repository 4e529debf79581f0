import Foundation
import Testing

@Suite("navgraph render reads a spec from whatever a path names")
struct SpecReadingTests {
    static let spec = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("diagrams/toaster.json").path

    @Test("A pipe, a process substitution and a FIFO are read to their end", arguments: [
        "cat \"$SPEC\" | \"$NAVGRAPH\" render /dev/stdin --whole --format dot --name piped",
        "\"$NAVGRAPH\" render <(cat \"$SPEC\") --whole --format dot --name piped",
        "mkfifo fifo; (cat \"$SPEC\" > fifo &); \"$NAVGRAPH\" render fifo --whole --format dot --name piped",
    ])
    func pipes(_ script: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let run = try NavGraphBinary.shell(script, in: folder.url, environment: ["SPEC": Self.spec])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == "piped.dot\n")
        #expect(try String(contentsOf: folder.file("piped.dot"), encoding: .utf8).hasPrefix("digraph navgraph {"))
    }

    @Test("An empty pipe is an empty spec")
    func emptyPipe() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let run = try NavGraphBinary.shell("printf '' | \"$NAVGRAPH\" render /dev/stdin", in: folder.url)
        #expect(run.status == 65)
        #expect(run.errorLines == ["error: /dev/stdin: the file is empty, not a JSON spec"])
    }

    @Test("A symbolic link loop is named as one")
    func symlinkLoop() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try FileManager.default.createSymbolicLink(atPath: folder.file("loop.json").path, withDestinationPath: "loop.json")
        let run = try NavGraphBinary.run(["render", "loop.json"], in: folder.url)
        #expect(run.status == 65)
        #expect(run.errorLines == ["error: loop.json: too many symbolic links (a symbolic link loop)"])
    }
}
