import CatalogKit
import ShelfScanTestSupport
import Testing

/// Files made to hurt an import: lines that never end, each refused with one short message at
/// the line limit instead of being held whole, and a folder where a file should be.
@Suite("Hostile imports")
struct HostileImportTests {
    @Test("a dump whose second line runs 20 MiB without a line feed is refused naming where that line starts")
    func plainDump() throws {
        let folder = try TestPaths.scratchFolder("overlong")
        let first = MadeUpDump.text(MadeUpDump.lines(1))
        let path = try MadeUpDump.write(first + [UInt8](repeating: UInt8(ascii: "x"), count: 20 << 20),
                                        named: "runaway.txt", in: folder)
        let error = #expect(throws: DumpImportError.self) {
            try CatalogDatabase.inMemory().importDump(atPath: path, at: MadeUpDump.now)
        }
        #expect(error == .unreadable(path: path, reason: "the line at byte \(first.count) is longer than 16 MiB"))
    }

    @Test("a gzip dump of 64 MiB of zeros is refused at the line limit, not inflated into one line")
    func gzipOfZeros() throws {
        let folder = try TestPaths.scratchFolder("overlong")
        let bomb = try GzipFixture.member([UInt8](repeating: 0, count: 64 << 20))
        #expect(bomb.count < 1 << 20)
        let path = try MadeUpDump.write(bomb, named: "zeros.txt.gz", in: folder)
        let error = #expect(throws: DumpImportError.self) {
            try CatalogDatabase.inMemory().importDump(atPath: path, at: MadeUpDump.now)
        }
        #expect(error == .unreadable(path: path, reason: "the line at byte 0 is longer than 16 MiB"))
    }

    @Test("a list with a line that never ends is refused the same way")
    func list() throws {
        let folder = try TestPaths.scratchFolder("overlong")
        let path = try MadeUpDump.write(Array("isbn,title\n".utf8) + [UInt8](repeating: UInt8(ascii: "9"), count: 17 << 20),
                                        named: "list.csv", in: folder)
        let error = #expect(throws: ListImportError.self) {
            try CatalogDatabase.inMemory().importList(atPath: path, at: MadeUpDump.now)
        }
        #expect(error?.description.hasSuffix("the line at byte 11 is longer than 16 MiB") == true)
        #expect((error?.description.count ?? .max) < 200)
    }

    @Test("a folder given for a dump or a list is named as a folder")
    func folder() throws {
        let folder = try TestPaths.scratchFolder("folder").path
        #expect(throws: DumpImportError.unreadable(path: folder, reason: "a folder, not a file")) {
            try CatalogFileKind(ofFileAt: folder)
        }
        #expect(throws: ListImportError.unreadable(path: folder, reason: "a folder, not a file")) {
            try CatalogDatabase.inMemory().importList(atPath: folder, at: MadeUpDump.now)
        }
    }
}
