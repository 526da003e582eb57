import Foundation
import Testing

@Suite("shelfscan bench misreads")
struct MisreadBenchCommandTests {
    @Test("--json has a row per kind and a total that adds up; --save writes exactly the problem photos")
    func jsonAndSave() throws {
        let folder = try CommandRunner.scratchFolder().appendingPathComponent("misread")
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let result = try CommandRunner.run(["bench", "misreads", "--count", "12", "--json", "--save", folder.path])
        #expect(result.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let rows = try #require(object["rows"] as? [[String: Any]])
        #expect(rows.compactMap { $0["name"] as? String } == ["UPC-A", "EAN-13", "EAN-13+5", "EAN-13+2", "UPC-E", "EAN-8"])
        let total = try #require(object["total"] as? [String: Any])
        let counts = ["correct", "misread", "none"].compactMap { total[$0] as? Int }
        #expect(counts.reduce(0, +) == 12)
        let problems = try #require(object["problems"] as? [[String: Any]])
        let saved = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(saved.count == problems.count)
        for (name, problem) in zip(saved, problems) {
            let index = try #require(problem["index"] as? Int)
            #expect(name.hasPrefix(String(format: "%04d-", index)) && name.hasSuffix(".png"))
        }
    }

    @Test("Too few photos, or a save folder that is a file, are refused with the reason")
    func refusals() throws {
        let few = try CommandRunner.run(["bench", "misreads", "--count", "5"])
        #expect(few.status == 64)
        #expect(few.errors.contains("--count must be between 6 and 1000000, not 5"))
        let folder = try CommandRunner.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("taken")
        try Data("x".utf8).write(to: file)
        let taken = try CommandRunner.run(["bench", "misreads", "--count", "6", "--save", file.path])
        #expect(taken.status == 2)
        #expect(taken.errors == "\(file.path): cannot save images: not a folder\n")
    }
}
