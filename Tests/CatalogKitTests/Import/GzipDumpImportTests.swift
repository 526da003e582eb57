import CatalogKit
import Foundation
import ISBNKit
import ShelfScanTestSupport
import Testing

@Suite("Importing gzip dumps")
struct GzipDumpImportTests {
    /// The metadata of the first `count` made-up editions, in order.
    private static func editions(_ catalog: CatalogDatabase, count: Int) throws -> [BookMetadata?] {
        try (0..<count).map { pair in try catalog.metadata(for: SampleISBN.make(pair)) }
    }

    @Test("a gzip dump imports as its plain text does; the first bytes tell them apart, not the names")
    func sameAsPlain() throws {
        let folder = try TestPaths.scratchFolder("gzip")
        let text = MadeUpDump.text(MadeUpDump.lines(40))
        let plainPath = try MadeUpDump.write(text, named: "plain.txt.gz", in: folder)
        let gzipPath = try MadeUpDump.write(try GzipFixture.member(text), named: "compressed.txt", in: folder)
        let plain = try CatalogDatabase.inMemory()
        let gzip = try CatalogDatabase.inMemory()
        let plainDone = try plain.importDump(atPath: plainPath, at: MadeUpDump.now)
        let gzipDone = try gzip.importDump(atPath: gzipPath, at: MadeUpDump.now)
        #expect(gzipDone.finished && gzipDone.records == 40 && gzipDone.badLines == 0)
        #expect(gzipDone.offset == text.count && gzipDone.line == plainDone.line)
        #expect(try gzip.counts() == plain.counts())
        #expect(try Self.editions(gzip, count: 20) == Self.editions(plain, count: 20))
        #expect(try gzip.metadata(for: SampleISBN.make(7))?.authors?.value == ["Author 7"])
    }

    @Test("members written one after another read as one text, even with a line cut across two")
    func concatenatedMembers() throws {
        let folder = try TestPaths.scratchFolder("gzip")
        let text = MadeUpDump.text(MadeUpDump.lines(30))
        let cut = text.count / 3 + 17
        let middle = 2 * text.count / 3
        let members = try GzipFixture.member(Array(text[..<cut])) + GzipFixture.member(Array(text[cut..<middle]))
            + GzipFixture.member(Array(text[middle...]))
        let path = try MadeUpDump.write(members, named: "members.gz", in: folder)
        let catalog = try CatalogDatabase.inMemory()
        let done = try catalog.importDump(atPath: path, at: MadeUpDump.now)
        #expect(done.finished && done.line == 30 && done.records == 30 && done.badLines == 0)
        #expect(done.offset == text.count)
        #expect(try catalog.counts().editions == 15)
    }

    @Test("an empty member between two others is no line at all")
    func emptyMember() throws {
        let folder = try TestPaths.scratchFolder("gzip")
        let lines = MadeUpDump.lines(4)
        let members = try GzipFixture.member(MadeUpDump.text(Array(lines[..<2]))) + GzipFixture.member([])
            + GzipFixture.member(MadeUpDump.text(Array(lines[2...])))
        let catalog = try CatalogDatabase.inMemory()
        let done = try catalog.importDump(atPath: MadeUpDump.write(members, named: "d.gz", in: folder), at: MadeUpDump.now)
        #expect(done.line == 4 && done.records == 4 && done.badLines == 0)
    }

    @Test("a truncated gzip dump is an error naming the file and where it ends; the catalogue stays usable")
    func truncated() throws {
        let folder = try TestPaths.scratchFolder("gzip")
        let text = MadeUpDump.text(MadeUpDump.lines(200))
        let whole = try GzipFixture.member(text)
        let path = try MadeUpDump.write(Array(whole.prefix(whole.count / 2)), named: "cut.txt.gz", in: folder)
        let catalog = try CatalogDatabase.inMemory()
        let error = #expect(throws: DumpImportError.self) { try catalog.importDump(atPath: path, at: MadeUpDump.now) }
        guard case let .unreadable(errorPath, reason) = error else {
            Issue.record("expected .unreadable, got \(String(describing: error))")
            return
        }
        #expect(errorPath == path)
        #expect(reason.contains("truncated") && reason.contains("after \(whole.count / 2) compressed bytes"))
        #expect(try catalog.counts().editions == 0)
        let good = try MadeUpDump.write(whole, named: "whole.txt.gz", in: folder)
        #expect(try catalog.importDump(atPath: good, at: MadeUpDump.now).records == 200)
        #expect(try catalog.counts().editions == 100)
    }

    @Test("a gzip header with nothing after it is truncated too")
    func headerOnly() throws {
        let folder = try TestPaths.scratchFolder("gzip")
        let path = try MadeUpDump.write([0x1f, 0x8b], named: "magic.gz", in: folder)
        let error = #expect(throws: DumpImportError.self) {
            try CatalogDatabase.inMemory().importDump(atPath: path, at: MadeUpDump.now)
        }
        #expect(error?.description.contains("truncated") == true)
    }

    @Test("corrupt gzip data is an error with zlib's reason and the compressed offset")
    func corrupt() throws {
        let folder = try TestPaths.scratchFolder("gzip")
        var bytes = try GzipFixture.member(MadeUpDump.text(MadeUpDump.lines(200)))
        for index in 20..<60 { bytes[index] = 0xFF }
        let path = try MadeUpDump.write(bytes, named: "corrupt.gz", in: folder)
        let error = #expect(throws: DumpImportError.self) {
            try CatalogDatabase.inMemory().importDump(atPath: path, at: MadeUpDump.now)
        }
        #expect(error?.description.hasPrefix("\(path): corrupt gzip data near compressed byte ") == true)
    }

    @Test("an interrupted gzip import resumes, skipping what it stored, to the catalogue one run makes")
    func resume() throws {
        let folder = try TestPaths.scratchFolder("gzip")
        let count = CatalogDatabase.dumpBatchLines * 2 + 10
        let text = MadeUpDump.text(MadeUpDump.lines(count))
        let path = try MadeUpDump.write(try GzipFixture.member(text), named: "dump.txt.gz", in: folder)
        let stopped = try CatalogDatabase.open(atPath: folder.appendingPathComponent("stopped.sqlite").path)
        let first = try stopped.importDump(atPath: path, at: MadeUpDump.now) { _ in true }
        #expect(!first.finished && first.line == CatalogDatabase.dumpBatchLines)
        var batches = 0
        let resumed = try stopped.importDump(atPath: path, at: MadeUpDump.now) { _ in
            batches += 1
            return false
        }
        #expect(batches == 2)
        let oneRun = try CatalogDatabase.open(atPath: folder.appendingPathComponent("one-run.sqlite").path)
        let whole = try oneRun.importDump(atPath: path, at: MadeUpDump.now)
        #expect(resumed == whole)
        #expect(whole.finished && whole.offset == text.count && whole.records == count)
        #expect(try stopped.counts() == oneRun.counts())
        #expect(try Self.editions(stopped, count: count / 2) == Self.editions(oneRun, count: count / 2))
    }
}
