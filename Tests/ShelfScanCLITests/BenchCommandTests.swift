import Foundation
import Testing

@Suite("shelfscan bench")
struct BenchCommandTests {
    /// A manifest over three of the project's own images, one of them with a wrong expectation.
    func manifest() throws -> URL {
        let folder = try CommandRunner.scratchFolder()
        let images = CommandRunner.testImages.path
        let text = """
            file\texpected_main_gtin\texpected_addon
            \(images)/barcodes/isbn-ean5-module2.png\t9780306406157\t51299
            \(images)/barcodes/upca-module2.png\t0000000000000\t
            \(images)/broken/text.jpg\t9780306406157\t

            """
        let url = folder.appendingPathComponent("MANIFEST.tsv")
        try Data(text.utf8).write(to: url)
        return url
    }

    @Test("The table has a row per folder and a total; --json has the same counts")
    func corpus() throws {
        let url = try manifest()
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        let text = try CommandRunner.run(["bench", "corpus", url.path])
        #expect(text.status == 0)
        let total = try #require(text.output.split(separator: "\n").first { $0.hasPrefix("total") })
        #expect(total.split(separator: " ").prefix(6) == ["total", "3", "1", "1", "0", "1"])
        let json = try CommandRunner.run(["bench", "corpus", "--json", url.path])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        let totals = try #require(object["total"] as? [String: Any])
        #expect(totals["correct"] as? Int == 1)
        #expect(totals["misread"] as? Int == 1)
        #expect(totals["addOnCorrect"] as? Int == 1)
    }

    @Test("Floors that are not met fail with exit 1 and say which")
    func floors() throws {
        let url = try manifest()
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        let result = try CommandRunner.run(["bench", "corpus", url.path, "--min-correct", "2", "--max-misread", "0"])
        #expect(result.status == 1)
        #expect(result.errors.contains("floor not met: 1 correct, at least 2 required"))
        #expect(result.errors.contains("floor not met: 1 misread, at most 0 allowed"))
        let met = try CommandRunner.run(["bench", "corpus", url.path, "--min-correct", "1", "--max-misread", "1"])
        #expect(met.status == 0)
    }

    @Test("A manifest that cannot be read exits 2 with the reason")
    func badManifest() throws {
        let result = try CommandRunner.run(["bench", "corpus", "/no/MANIFEST.tsv"])
        #expect(result.status == 2)
        #expect(result.errors == "/no/MANIFEST.tsv: cannot read the file\n")
    }
}

@Suite("shelfscan bench frame and --mode")
struct FrameBenchCommandTests {
    @Test("bench frame prints the median and p95 of the asked mode")
    func frame() throws {
        let result = try CommandRunner.run(["bench", "frame", "--width", "320", "--height", "180",
                                            "--repetitions", "3", "--mode", "fast"])
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("desk scene 320×180, fast mode, 3 scans: median "))
        let json = try CommandRunner.run(["bench", "frame", "--width", "64", "--height", "48", "--repetitions", "2", "--json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        #expect(object["medianMilliseconds"] is Double)
    }

    @Test("scan --mode fast reads a clean code; an unknown mode is refused, naming it")
    func mode() throws {
        let path = CommandRunner.image("barcodes/isbn-module2.png")
        let fast = try CommandRunner.run(["scan", "--mode", "fast", path])
        #expect(fast.status == 0)
        #expect(fast.output.contains("9780306406157"))
        let wrong = try CommandRunner.run(["scan", "--mode", "slow", path])
        #expect(wrong.status == 64)
        #expect(wrong.errors.contains("unknown mode 'slow'"))
    }
}

@Suite("shelfscan bench isbn")
struct ISBNBenchCommandTests {
    @Test("the same seed gives the same checksum; the rate and counts are reported")
    func isbn() throws {
        let first = try CommandRunner.run(["bench", "isbn", "--count", "20000", "--json"])
        let second = try CommandRunner.run(["bench", "isbn", "--count", "20000", "--json"])
        #expect(first.status == 0)
        let a = try #require(try JSONSerialization.jsonObject(with: Data(first.output.utf8)) as? [String: Any])
        let b = try #require(try JSONSerialization.jsonObject(with: Data(second.output.utf8)) as? [String: Any])
        #expect(a["count"] as? Int == 20000)
        #expect(a["valid"] as? Int == 20000)
        #expect((a["hyphenated"] as? Int ?? 0) > 10000)
        #expect(a["checksum"] as? NSNumber == b["checksum"] as? NSNumber)
        let other = try CommandRunner.run(["bench", "isbn", "--count", "20000", "--seed", "2", "--json"])
        let c = try #require(try JSONSerialization.jsonObject(with: Data(other.output.utf8)) as? [String: Any])
        #expect(c["checksum"] as? NSNumber != a["checksum"] as? NSNumber)
        let text = try CommandRunner.run(["bench", "isbn", "--count", "1000"])
        #expect(text.output.hasPrefix("1000 ISBNs in "))
        #expect(text.output.contains(" million per second on one thread; "))
        let zero = try CommandRunner.run(["bench", "isbn", "--count", "0"])
        #expect(zero.status == 64)
    }
}
