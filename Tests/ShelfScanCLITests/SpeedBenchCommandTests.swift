import Foundation
import Testing

@Suite("shelfscan bench speed")
struct SpeedBenchCommandTests {
    private static let photo = CommandRunner.image("barcodes/ean8-ean5-module2.png")

    @Test("shelfscan scan and zbarimg are timed over the photos; a share above its limit exits 1")
    func race() throws {
        let result = try CommandRunner.run(["bench", "speed", Self.photo, Self.photo, "--rounds", "2"])
        #expect(result.status == 0, "\(result.errors)")
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.first == "2 photos, 2 rounds, medians:")
        #expect(lines.contains { $0.hasPrefix("  shelfscan scan  wall ") && $0.contains(" s   CPU ") })
        #expect(lines.contains { $0.hasPrefix("  zbarimg         wall ") })
        #expect(lines.last?.hasPrefix("shelfscan scan: wall time ") == true)
        let strict = try CommandRunner.run(["bench", "speed", Self.photo, "--rounds", "1", "--max-wall-share", "0.000001",
                                            "--json"])
        #expect(strict.status == 1)
        #expect(strict.errors.hasPrefix("target missed: wall time "))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(strict.output.utf8)) as? [String: Any])
        let zbarimg = try #require(object["zbarimg"] as? [String: Any])
        #expect((zbarimg["runs"] as? [Any])?.count == 1)
        #expect((object["wallShare"] as? Double ?? 0) > 0.000001)
    }

    @Test("A missing zbarimg, baseline or photo exits 2 naming it; nonsense limits are refused")
    func refused() throws {
        let noZbarimg = try CommandRunner.run(["bench", "speed", Self.photo, "--zbarimg", "/nonexistent/zbarimg"])
        #expect(noZbarimg.status == 2)
        #expect(noZbarimg.errors == "/nonexistent/zbarimg: zbarimg not found (install Debian's zbar-tools, or give its path with --zbarimg)\n")
        let noBaseline = try CommandRunner.run(["bench", "speed", Self.photo, "--baseline", "/etc/passwd"])
        #expect(noBaseline.status == 2)
        #expect(noBaseline.errors == "/etc/passwd: --baseline is not an executable file\n")
        let folder = try CommandRunner.scratchFolder()
        let empty = try CommandRunner.run(["bench", "speed", folder.path])
        #expect(empty.status == 2)
        #expect(empty.errors == "\(folder.path): no photos to time\n")
        #expect(try CommandRunner.run(["bench", "speed", Self.photo, "--rounds", "0"]).status == 64)
        #expect(try CommandRunner.run(["bench", "speed", Self.photo, "--max-cpu-share", "-1"]).status == 64)
    }
}
