import Foundation
import ShelfScanTestSupport
import Testing

/// Every folder and file ShelfScan creates is its owner's only: 0700 and 0600, whichever comes first.
@Suite("Private files")
struct PrivateFilesCommandTests {
    private static func mode(_ path: String) throws -> Int? {
        try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
    }

    @Test("a catalogue imported before any lending makes the data folder 0700 and the catalogue 0600")
    func catalogFirst() throws {
        let home = try CommandRunner.scratchFolder()
        let sample = TestPaths.shared("isbn/catalogue-sample/ol_devdb_sample.txt")
        let imported = try CommandRunner.run(["catalog", "import", sample], dataHome: home)
        #expect(imported.status == 0, "\(imported.errors)")
        let folder = home.appendingPathComponent("shelfscan").path
        #expect(try Self.mode(folder) == 0o700)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder)
        #expect(files.contains("catalog.sqlite"))
        for file in files {
            #expect(try Self.mode((folder as NSString).appendingPathComponent(file)) == 0o600, "\(file)")
        }
    }

    @Test("annotated pictures and their new folder are the owner's only")
    func annotated() throws {
        let out = try CommandRunner.scratchFolder().appendingPathComponent("checked/deeper").path
        let result = try CommandRunner.run(["scan", CommandRunner.image("barcodes/isbn-ean5-module2.png"), "--annotate", out])
        #expect(result.status == 0)
        #expect(try Self.mode(out) == 0o700)
        let pictures = try FileManager.default.contentsOfDirectory(atPath: out)
        #expect(pictures.count == 1)
        #expect(try Self.mode((out as NSString).appendingPathComponent(pictures[0])) == 0o600)
    }
}
