import Foundation
import RasterKit
import ShelfScanTestSupport
import Testing

@Suite("shelfscan watch")
struct WatchCommandTests {
    /// A clip of the ISBN that `LendingScratch.acceptedLoan` lends (978-0-306-40615-7) held for a second.
    private static func heldBookClip() throws -> [UInt8] {
        let book = try ClipBook(number: "9780306406157")
        let shots = Array(repeating: ClipShot([ClipPlacement(x: 320, y: 240, scale: 0.7)]), count: 30)
        return DeskClip(name: "held", width: 640, height: 480, books: [book], shots: shots,
                        expectedEvents: ["9780306406157"], settledFrames: [0]).y4m()
    }

    @Test("a Y4M clip prints one JSON line per code with its frame and time, and a summary on standard error")
    func jsonEvents() throws {
        let folder = try CommandRunner.scratchFolder()
        let clip = folder.appendingPathComponent("clip.y4m")
        try Data(try DeskClip.twoBooks().y4m()).write(to: clip)
        let outcome = try CommandRunner.run(["watch", clip.path, "--json"])
        #expect(outcome.status == 0)
        let lines = outcome.output.split(separator: "\n").map(String.init)
        #expect(lines.count == 2)
        let objects = try lines.map { try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] ?? [:] }
        #expect(Set(objects.compactMap { $0["gtin13"] as? String }) == [DeskClip.firstNumber, DeskClip.secondNumber])
        #expect(Set(objects.compactMap { $0["isbn13"] as? String }) == [DeskClip.firstNumber, DeskClip.secondNumber])
        #expect(objects.allSatisfy { ($0["frame"] as? Int).map { $0 < 5 } ?? false })
        #expect(objects.allSatisfy { $0["time"] is Double })
        #expect(outcome.errors.contains("watched 60 frames"))
        #expect(outcome.errors.contains(": 2 codes"))
    }

    @Test("a stream cut short in its last frame exits 2, its summary counting the frames and codes before the cut")
    func truncatedStream() throws {
        let clip = try Self.heldBookClip()
        let cut = try CommandRunner.run(["watch", "-"], bytes: Data(clip.dropLast(1000)))
        #expect(cut.status == 2)
        #expect(cut.output.contains(": 9780306406157, ISBN 9780306406157"))
        #expect(cut.errors.contains("watched 29 frames of standard input"))
        #expect(cut.errors.contains(": 1 code"))
    }

    @Test("the same clip from standard input, and a bad source, which exits 2 naming it")
    func standardInputAndErrors() throws {
        let stdin = try CommandRunner.run(["watch", "-"], bytes: Data(try Self.heldBookClip()))
        #expect(stdin.status == 0)
        #expect(stdin.output.hasPrefix("frame "))
        #expect(stdin.output.contains(": 9780306406157, ISBN 9780306406157"))
        #expect(stdin.errors.contains("watched 30 frames of standard input"))
        let folder = try CommandRunner.scratchFolder()
        let missing = folder.appendingPathComponent("none.y4m").path
        let outcome = try CommandRunner.run(["watch", missing])
        #expect(outcome.status == 2)
        #expect(outcome.errors.contains("\(missing): No such file or directory"))
        let notVideo = folder.appendingPathComponent("notes.y4m")
        try Data("hello\n".utf8).write(to: notVideo)
        let wrong = try CommandRunner.run(["watch", notVideo.path])
        #expect(wrong.status == 2)
        #expect(wrong.errors.contains("not a Y4M stream"))
    }

    @Test("a handover fired by the loop changes the database exactly as `handover --isbn` does")
    func deskAction() throws {
        let now = ["SHELFSCAN_NOW": "2026-11-25T10:00:00Z"]
        let byWatch = try LendingScratch(), byCommand = try LendingScratch()
        defer { byWatch.remove(); byCommand.remove() }
        for scratch in [byWatch, byCommand] { try Self.acceptedLoan(in: scratch, variables: now) }
        let clip = byWatch.folder.appendingPathComponent("clip.y4m")
        try Data(try Self.heldBookClip()).write(to: clip)
        let watched = try byWatch.run(["watch", clip.path, "--user", "alice", "--action", "handover"], variables: now)
        #expect(watched.status == 0)
        #expect(watched.output.contains("9780306406157"))
        #expect(watched.output.contains("handover: "))
        let typed = try byCommand.run(["handover", "--user", "alice", "--isbn", "9780306406157"], variables: now)
        #expect(typed.status == 0)
        #expect(try DatabaseRows.of(byWatch.database) == DatabaseRows.of(byCommand.database))
        let again = try byWatch.run(["watch", clip.path, "--user", "alice", "--action", "handover"], variables: now)
        #expect(again.status == 0)
        #expect(again.output.contains("handover failed: "))
    }

    @Test("--snapshots keeps each confirming frame, annotated, named after its frame and code")
    func snapshots() throws {
        let folder = try CommandRunner.scratchFolder()
        let clip = folder.appendingPathComponent("clip.y4m")
        try Data(try DeskClip.twoBooks().y4m()).write(to: clip)
        let evidence = folder.appendingPathComponent("evidence").path
        let outcome = try CommandRunner.run(["watch", clip.path, "--snapshots", evidence, "--json"])
        #expect(outcome.status == 0)
        let files = try FileManager.default.contentsOfDirectory(atPath: evidence).sorted()
        #expect(files.count == 2)
        #expect(files.allSatisfy { $0.hasPrefix("frame-00000") && $0.hasSuffix(".png") })
        #expect(Set(files.map { String($0.dropFirst("frame-000000-".count).prefix(13)) })
                == [DeskClip.firstNumber, DeskClip.secondNumber])
        let named = try outcome.output.split(separator: "\n").map { line in
            (try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])?["snapshot"] as? String
        }
        #expect(Set(named.compactMap { $0 }) == Set(files.map { (evidence as NSString).appendingPathComponent($0) }))
        for file in files {
            let path = (evidence as NSString).appendingPathComponent(file)
            let image = try ImageDecoder().decode(contentsOf: path)
            #expect(image.width == 1280 && image.height == 720)
            #expect(try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int == 0o600)
        }
        #expect(try FileManager.default.attributesOfItem(atPath: evidence)[.posixPermissions] as? Int == 0o700)

        let second = try CommandRunner.run(["watch", clip.path, "--snapshots", evidence, "--json"])
        #expect(second.status == 0)
        let both = try FileManager.default.contentsOfDirectory(atPath: evidence).sorted()
        #expect(both.count == 4 && Set(files).isSubset(of: both))
        #expect(both.filter { $0.hasSuffix("-2.png") }.count == 2)
    }

    @Test("Ctrl-C ends a watch of a stream that goes on, with a summary that says it stopped")
    func interrupt() throws {
        let process = Process()
        process.executableURL = CommandRunner.executable
        process.arguments = ["watch", "-"]
        let input = Pipe(), output = Pipe(), errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        input.fileHandleForWriting.write(Data(try Self.heldBookClip()))
        // The clip fires once; the pipe stays open, so only the interrupt can end the watch.
        var printed = Data()
        while !printed.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            printed.append(chunk)
        }
        process.interrupt()
        let rest = output.fileHandleForReading.readDataToEndOfFile()
        let summary = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        try? input.fileHandleForWriting.close()
        #expect(String(decoding: printed + rest, as: UTF8.self).contains("9780306406157"))
        #expect(process.terminationStatus == 0)
        // How many of the 30 frames were scanned before the interrupt depends on the machine.
        #expect(summary.hasPrefix("watched ") && summary.contains(" frames of standard input"))
        #expect(summary.contains("1 code; stopped"))
    }

    @Test("--action add adds each book the local catalogue knows, with its details, and names the ones it does not")
    func addFromCatalog() throws {
        let scratch = try LendingScratch()
        defer { scratch.remove() }
        try scratch.succeed(["user", "add", "alice"])
        let catalog = scratch.folder.appendingPathComponent("catalog.sqlite").path
        let sample = TestPaths.shared("isbn/catalogue-sample/ol_devdb_sample.txt")
        #expect(try CommandRunner.run(["catalog", "import", sample, "--catalog", catalog]).status == 0)
        let books = [try ClipBook(number: "9780142414125"), try ClipBook(number: DeskClip.firstNumber)]
        let shots = Array(repeating: ClipShot([ClipPlacement(book: 0, x: 330, y: 360, scale: 0.75),
                                               ClipPlacement(book: 1, x: 950, y: 360, scale: 0.75)]), count: 20)
        let clip = scratch.folder.appendingPathComponent("clip.y4m")
        try Data(DeskClip(name: "two", books: books, shots: shots, expectedEvents: [], settledFrames: []).y4m()).write(to: clip)
        let outcome = try scratch.run(["watch", clip.path, "--user", "alice", "--action", "add", "--catalog", catalog])
        #expect(outcome.status == 0)
        #expect(outcome.output.contains("  add: added book 1: \"Three cups of tea\" by Greg Mortenson, David Oliver Relin, ISBN 9780142414125"))
        #expect(outcome.output.contains("  add failed: \(DeskClip.firstNumber): no title and author in the local catalogue"))
        let listed = try scratch.succeed(["book", "show", "1", "--user", "alice", "--json"])
        #expect(listed.contains("Indiana Jones"))
        let noCatalog = try scratch.run(["watch", clip.path, "--user", "alice", "--action", "add",
                                           "--catalog", scratch.folder.appendingPathComponent("none.sqlite").path])
        #expect(noCatalog.status == 2)
        #expect(noCatalog.errors.contains("no catalogue here"))
    }

    /// `LendingScratch.acceptedLoan` with every command at the same instant.
    private static func acceptedLoan(in scratch: LendingScratch, variables: [String: String]) throws {
        for arguments in [["user", "add", "alice"], ["user", "add", "bob"],
                          ["book", "add", "--user", "alice", "--image", LendingScratch.plainPhoto, "--title", "Numbers",
                           "--author", "Ann Author"],
                          ["request", "1", "--user", "bob"],
                          ["accept", "1", "--user", "alice", "--lat", "52.52", "--lon", "13.405", "--address", "Square 1"]] {
            let outcome = try scratch.run(arguments, variables: variables)
            guard outcome.status == 0 else { throw CommandFailed(arguments: arguments, outcome: outcome) }
        }
    }
}
