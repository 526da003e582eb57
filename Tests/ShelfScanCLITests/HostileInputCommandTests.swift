import Foundation
import ShelfScanTestSupport
import Testing

/// The commands on input made to hurt them: files and arguments that used to crash a command or
/// reach the terminal raw. Each ends with its own message and a non-zero exit, on one line.
@Suite("Hostile input to commands")
struct HostileInputCommandTests {
    @Test("scan, card and lookup --image refuse a PNG claiming 4294967295×4294967295 pixels, without a crash",
          arguments: [["scan"], ["card"], ["lookup", "--image"]])
    func overflowingPNG(command: [String]) throws {
        let path = try CommandRunner.scratchFolder().appendingPathComponent("huge.png").path
        try Data(HostileFiles.png()).write(to: URL(fileURLWithPath: path))
        let result = try CommandRunner.run(command + [path])
        #expect(result.status == 2)
        #expect(result.errors.contains("\(path): too large: 4294967295×4294967295 is more than"))
    }

    @Test("scan of a device that never ends stops at the byte limit with its own message")
    func endlessDevice() throws {
        let result = try CommandRunner.run(["scan", "/dev/zero"])
        #expect(result.status == 2)
        #expect(result.errors == "/dev/zero: cannot read: larger than 256 MiB\n")
    }

    @Test("A file name with a tab, a line feed and an escape cannot forge a row or reach the terminal raw")
    func forgedFileName() throws {
        let folder = try CommandRunner.scratchFolder()
        let name = "a\tEAN-13\t9780000000000\n\u{1B}[2Jb.png"
        let path = folder.appendingPathComponent(name).path
        try FileManager.default.copyItem(atPath: CommandRunner.image("barcodes/isbn-ean5-module2.png"), toPath: path)
        let result = try CommandRunner.run(["scan", folder.path])
        #expect(result.status == 0)
        let shown = folder.path + #"/a\tEAN-13\t9780000000000\n\u{1B}[2Jb.png"#
        #expect(result.output == "\(shown)\tEAN-13\t9780306406157\t9780306406157\t51299\n")

        let missing = folder.appendingPathComponent("gone\nx.png").path
        let refused = try CommandRunner.run(["scan", missing])
        #expect(refused.status == 2)
        #expect(refused.errors.split(separator: "\n").count == 1)
        #expect(!refused.errors.contains("\u{1B}") && refused.errors.contains(#"gone\u{A}x.png"#))
    }

    @Test("isbn check and isbn info write out the control characters of their input, on one line",
          arguments: ["check", "info"])
    func isbnEcho(command: String) throws {
        let input = "978-0-306\u{1B}[31m\n40615-7"
        let result = try CommandRunner.run(["isbn", command, input])
        #expect(result.status == 1)
        #expect(!(result.output + result.errors).contains("\u{1B}"))
        #expect(result.errors.split(separator: "\n").count == 1)
        #expect(result.errors.hasPrefix(#"978-0-306\u{1B}[31m\u{A}40615-7"#))
    }

    @Test("watch refuses a frame rate near zero instead of crashing on the frames' times")
    func tinyFrameRate() throws {
        let result = try CommandRunner.run(["watch", "--raw", "1x1", "--fps", "1e-19", "-"], input: "\u{0}\u{0}")
        #expect(result.status != 0)
        #expect(result.errors.contains("--fps must be between 0.01 and 1000 frames a second, not 1e-19"))
    }
}
