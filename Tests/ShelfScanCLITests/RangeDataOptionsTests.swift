import Foundation
@testable import ShelfScanCLI
import Testing

/// `RangeDataOptions.load(defaultPath:)` with the default location given explicitly, so the tests
/// neither read nor change the environment.
@Suite("RangeDataOptions")
struct RangeDataOptionsTests {
    private func inScratchFolder(_ body: (URL) throws -> Void) throws {
        let folder = try CommandRunner.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try body(folder)
    }

    @Test("no option and nothing at the default location: the built-in data")
    func builtIn() throws {
        let options = try RangeDataOptions.parse([])
        let withoutDefault = try options.load(defaultPath: nil)
        #expect(withoutDefault.filePath == nil)
        try inScratchFolder { folder in
            let absent = folder.appendingPathComponent("RangeMessage.xml").path
            let ranges = try options.load(defaultPath: absent)
            #expect(ranges.filePath == nil)
        }
    }

    @Test("a file at the default location is read; --ranges wins over it")
    func defaultFile() throws {
        try inScratchFolder { folder in
            let path = try RangeFiles.write(RangeFiles.handWritten, in: folder)
            let ranges = try RangeDataOptions.parse([]).load(defaultPath: path)
            #expect(ranges.filePath == path)
            #expect(ranges.date == RangeFiles.handWrittenDate)
            let chosen = try RangeDataOptions.parse(["--ranges", RangeFiles.shared]).load(defaultPath: path)
            #expect(chosen.filePath == RangeFiles.shared)
        }
    }

    @Test("a broken file at the default location throws, naming it")
    func brokenDefaultFile() throws {
        try inScratchFolder { folder in
            let path = try RangeFiles.write(RangeFiles.broken[0].text, in: folder)
            let options = try RangeDataOptions.parse([])
            let error = #expect(throws: RangeDataError.self) { try options.load(defaultPath: path) }
            guard case .defaultFile = error else {
                Issue.record("expected .defaultFile, got \(String(describing: error))")
                return
            }
            #expect(error?.description.contains(path + RangeFiles.broken[0].reason) == true)
        }
    }

    @Test("a missing --ranges file throws, naming it, whatever is at the default location")
    func missingGivenFile() throws {
        try inScratchFolder { folder in
            let absent = folder.appendingPathComponent("absent.xml").path
            let options = try RangeDataOptions.parse(["--ranges", absent])
            let error = #expect(throws: RangeDataError.self) { try options.load(defaultPath: RangeFiles.shared) }
            guard case .givenFile = error else {
                Issue.record("expected .givenFile, got \(String(describing: error))")
                return
            }
            #expect(error?.description == "range data \(absent): cannot read: No such file or directory")
        }
    }
}
