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
    @Test("bench extract finds every ISBN on one line and on separate lines, and keeps to --max-ratio")
    func extract() throws {
        let result = try CommandRunner.run(["bench", "extract", "--count", "500", "--rounds", "1", "--json"])
        #expect(result.status == 0, "\(result.errors)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        #expect(object["foundOnOneLine"] as? Int == 500 && object["foundOnLines"] as? Int == 500)
        let strict = try CommandRunner.run(["bench", "extract", "--count", "500", "--rounds", "1", "--max-ratio", "0"])
        #expect(strict.status == 1 && strict.errors.contains("target missed: one line costs"))
    }

    @Test("bench service times cancels and a heartbeat; a missed --max-cancel-ms exits 1; no images exits 2")
    func service() throws {
        let images = CommandRunner.testImages.appendingPathComponent("barcodes").path
        let result = try CommandRunner.run(["bench", "service", images, "--limit", "2", "--concurrent", "2",
                                            "--cancel-after-ms", "0", "--json"])
        #expect(result.status == 0, "\(result.errors)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        #expect(object["photos"] as? Int == 2)
        for field in ["cancelToReturn", "cancelToThreadFree", "heartbeatOnWorkers", "heartbeatBlocking"] {
            #expect((object[field] as? [String: Any])?["p95Milliseconds"] is Double, "\(field)")
        }
        let strict = try CommandRunner.run(["bench", "service", images, "--limit", "1", "--concurrent", "1",
                                            "--cancel-after-ms", "0", "--max-cancel-ms", "0"])
        #expect(strict.status == 1 && strict.errors.hasPrefix("target missed: p95 from cancel to return"), "\(strict.errors)")
        let loose = try CommandRunner.run(["bench", "service", images, "--limit", "1", "--concurrent", "1",
                                           "--cancel-after-ms", "0", "--max-cancel-ms", "10000", "--max-free-ms", "10000"])
        #expect(loose.status == 0, "\(loose.errors)")
        let empty = try CommandRunner.scratchFolder()
        let none = try CommandRunner.run(["bench", "service", empty.path])
        #expect(none.status == 2 && none.errors == "\(empty.path): no image files\n")
    }

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

@Suite("shelfscan bench lending")
struct LendingBenchCommandTests {
    private let tiny = ["bench", "lending", "--books", "300", "--users", "20", "--searches", "15", "--handovers", "12"]

    @Test("a tiny run reports every step and a verdict per target; exit 1 only for a missed target")
    func text() throws {
        let result = try CommandRunner.run(tiny)
        #expect(result.status == 0 || result.status == 1, "\(result.errors)")
        let lines = result.output.split(separator: "\n")
        #expect(lines.count == 7)
        #expect(lines[0].hasPrefix("lending store: 300 books, 20 readers (created in "))
        #expect(lines[1].hasPrefix("import           300 books in "))
        #expect(lines[2].hasPrefix("search           15 searches of 1-3 keywords, first page of 50 and the total (0 without a match, at most "))
        #expect(lines[3].hasPrefix("search last page the same searches' last page: median "))
        #expect(lines[4].hasPrefix("handover         12 handovers by ISBN, both scans: median "))
        #expect(lines[5].hasPrefix("recommendations  "))
        #expect(result.status == 0 ? lines[6] == "all 4 targets met" : result.errors.hasPrefix("target missed: "))
    }

    @Test("--json has the sizes, the timings and the four targets; --keep leaves the store and refuses to reuse it")
    func json() throws {
        let folder = try CommandRunner.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = folder.appendingPathComponent("lending.sqlite").path
        let result = try CommandRunner.run(tiny + ["--json", "--keep", store])
        #expect(result.status == 0 || result.status == 1, "\(result.errors)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        #expect(object["books"] as? Int == 300)
        #expect(object["users"] as? Int == 20)
        #expect(object["searches"] as? Int == 15)
        #expect(object["searchesWithoutMatch"] as? Int == 0)
        #expect(object["handovers"] as? Int == 12)
        #expect((object["recommendationUsers"] as? Int ?? 0) > 0)
        let search = try #require(object["search"] as? [String: Any])
        #expect(search["p95Milliseconds"] is Double && search["maxMilliseconds"] is Double)
        let targets = try #require(object["targets"] as? [[String: Any]])
        #expect(targets.map { $0["name"] as? String } == ["import", "search p95", "search last page p95", "handover median"])
        #expect(object["passed"] as? Bool == targets.allSatisfy { $0["met"] as? Bool == true })
        #expect(FileManager.default.fileExists(atPath: store))
        let again = try CommandRunner.run(tiny + ["--keep", store])
        #expect(again.status == 64)
        #expect(again.errors.contains("--keep \(store): the file exists"))
    }

    @Test("sizes that cannot work are refused, naming the option", arguments: [
        (["--books", "0"], "--books must be at least 1"),
        (["--users", "1"], "--users must be at least 2"),
        (["--books", "10", "--handovers", "11"], "--handovers must be 1 to --books (10)"),
    ])
    func badSizes(options: [String], message: String) throws {
        let result = try CommandRunner.run(["bench", "lending"] + options)
        #expect(result.status == 64)
        #expect(result.errors.contains(message))
    }
}
