import Foundation
import NavGraphGraphviz
import Testing

@Suite("navgraph render never leaves a mixed set, a temporary or an empty folder it made")
struct OutputRollbackTests {
    /// The folder's files, hidden ones included, with their contents.
    static func snapshot(_ folder: URL) throws -> [String: String] {
        var files: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            files[name] = (try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)) ?? "<folder>"
        }
        return files
    }

    static func oldSet(in folder: TemporaryFolder) throws {
        try FileManager.default.createDirectory(at: folder.file("out"), withIntermediateDirectories: true)
        try folder.write("old dot", to: "out/toaster.dot")
        try folder.write("old png", to: "out/toaster.png")
    }

    @Test("A file that cannot be replaced (a folder in its place) changes nothing, and says so")
    func folderInTheWay() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try Self.oldSet(in: folder)
        try FileManager.default.createDirectory(at: folder.file("out/toaster.svg"), withIntermediateDirectories: true)
        let before = try Self.snapshot(folder.file("out"))
        let run = try NavGraphBinary.run(["render", "--whole", "--example", "toaster", "--format", "dot,svg,png", "--output", "out"], in: folder.url)
        #expect(run.status == 73)
        #expect(run.stdout == "")
        #expect(run.errorLines == ["error: cannot write out/toaster.svg: it is a folder; nothing was changed"])
        #expect(try Self.snapshot(folder.file("out")) == before)
    }

    @Test("A write that fails (file size limit, as a full disk) leaves the old set and no temporary")
    func writeFails() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try Self.oldSet(in: folder)
        let before = try Self.snapshot(folder.file("out"))
        let run = try NavGraphBinary.shell(
            "ulimit -f 8; exec \"$NAVGRAPH\" render --example toaster --format dot,svg,png --output out", in: folder.url)
        #expect(run.status == 73)
        #expect(run.errorLines.count == 1, "\(run.stderr)")
        #expect(run.stderr.contains("file size limit"), "\(run.stderr)")
        #expect(run.stderr.contains("nothing was changed"))
        #expect(try Self.snapshot(folder.file("out")) == before)
    }

    @Test("Folders the command created are removed when it wrote nothing")
    func createdFoldersRemoved() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let run = try NavGraphBinary.shell(
            "ulimit -f 8; exec \"$NAVGRAPH\" render --example toaster --format dot,svg,png --output a/b", in: folder.url)
        #expect(run.status == 73)
        #expect(try folder.contents() == [])
    }

    @Test("A replacement that fails puts back the files already replaced")
    func renameFailsMidway() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("old a", to: "a.txt")
        try folder.write("old b", to: "b.txt")
        var output = OutputFolder(folder.url)
        output.renameFile = { from, to in to.hasSuffix("/b.txt") ? { errno = EIO; return -1 }() : rename(from, to) }
        do {
            try output.write([("a.txt", Data("new a".utf8)), ("b.txt", Data("new b".utf8)), ("c.txt", Data("new c".utf8))])
            Issue.record("the write succeeded")
        } catch {
            #expect(error.message.hasSuffix("b.txt: Input/output error; nothing was changed"), "\(error.message)")
        }
        #expect(try Self.snapshot(folder.url) == ["a.txt": "old a", "b.txt": "old b"])
    }

    @Test("An interruption between two replacements puts back the first")
    func interruptedMidway() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("old a", to: "a.txt")
        try folder.write("old b", to: "b.txt")
        var output = OutputFolder(folder.url)
        let url = folder.url
        output.renameFile = { from, to in
            if to.hasSuffix("/b.txt") {
                // The signal thread aborts while this replacement is under way; it runs right after it.
                Thread { OutputFolder.abortInProgress(in: url) }.start()
                usleep(200_000)
            }
            return rename(from, to)
        }
        #expect(throws: GraphvizError.self) {
            try output.write([("a.txt", Data("new a".utf8)), ("b.txt", Data("new b".utf8)), ("c.txt", Data("new c".utf8))])
        }
        #expect(try Self.snapshot(folder.url) == ["a.txt": "old a", "b.txt": "old b"])
    }

    @Test("A symbolic link loop as the output folder is named as one")
    func outputSymlinkLoop() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try FileManager.default.createSymbolicLink(atPath: folder.file("loop").path, withDestinationPath: "loop")
        let run = try NavGraphBinary.run(["render", "--whole", "--example", "toaster", "--output", "loop/out"], in: folder.url)
        #expect(run.status == 73)
        #expect(run.errorLines == ["error: cannot write loop/out: too many symbolic links (a symbolic link loop)"])
    }
}

extension OutputRollbackTests {
    @Test("Temporaries a CLI killed with SIGKILL left are removed by the next write of the same files")
    func staleTemporariesRemoved() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        // A process that is gone by now.
        let gone = Process()
        gone.executableURL = URL(fileURLWithPath: "/bin/true")
        try gone.run()
        gone.waitUntilExit()
        let pid = gone.processIdentifier
        try folder.write("half", to: ".toaster.svg.\(pid).0A1B2C3D.tmp")
        try folder.write("old", to: ".toaster.svg.\(pid).0A1B2C3D.old")
        try folder.write("half", to: ".toaster.svg.\(pid).F0FC908D-41DB-49E0-9C00-36ACCD167E08.tmp")
        try folder.write("someone else's", to: ".toaster.svg.\(getpid()).0A1B2C3D.tmp")  // alive: kept
        try folder.write("not ours", to: ".other.svg.\(pid).0A1B2C3D.tmp")  // another file: kept
        let run = try NavGraphBinary.run(["render", "--whole", "--example", "toaster", "--format", "svg"], in: folder.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try folder.contents() == [".other.svg.\(pid).0A1B2C3D.tmp", ".toaster.svg.\(getpid()).0A1B2C3D.tmp", "toaster.svg"])
    }
}
