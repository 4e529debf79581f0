import Foundation
import NavGraphTool
import Testing

@Suite("navgraph's exit statuses, --version and stderr that cannot be written")
struct ExitStatusTests {
    @Test("--version prints the package version")
    func version() throws {
        let run = try NavGraphBinary.run(["--version"])
        #expect(run.status == 0)
        #expect(run.stdout == NavGraphVersion.current + "\n")
        #expect(run.stderr == "")
    }

    @Test("Help lists every exit status")
    func helpListsStatuses() throws {
        let run = try NavGraphBinary.run(["render", "--help"])
        let help = run.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        for status in ["64", "65", "70", "73", "130", "143"] {
            #expect(help.contains(" \(status) "), "help does not document exit status \(status)")
        }
    }

    /// A failing command whose stderr is full or closed still exits with its status, never a crash.
    @Test("An error with stderr full or closed exits with its status", arguments: ["2>/dev/full", "2>&-"])
    func unwritableStderr(_ redirection: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let usage = try NavGraphBinary.shell("\"$NAVGRAPH\" render --example nope \(redirection); echo $?", in: folder.url)
        #expect(usage.stdout == "64\n")
        let spec = try NavGraphBinary.shell("\"$NAVGRAPH\" render missing.json \(redirection); echo $?", in: folder.url)
        #expect(spec.stdout == "65\n")
        let parse = try NavGraphBinary.shell("\"$NAVGRAPH\" render --colour \(redirection); echo $?", in: folder.url)
        #expect(parse.stdout == "64\n")
    }
}
