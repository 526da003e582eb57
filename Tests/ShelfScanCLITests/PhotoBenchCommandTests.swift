import Foundation
import Testing

@Suite("shelfscan bench photo")
struct PhotoBenchCommandTests {
    @Test("A given photo is timed; --json has the sizes, times, memory and verdict")
    func file() throws {
        let path = CommandRunner.image("formats/jpeg-exif-orientation-6.jpg")
        let result = try CommandRunner.run(["bench", "photo", path, "--repetitions", "2", "--json"])
        #expect(result.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        #expect(object["format"] as? String == "JPEG")
        #expect(object["repetitions"] as? Int == 2)
        #expect((object["maxMilliseconds"] as? Double ?? 0) >= (object["medianMilliseconds"] as? Double ?? 1))
        #expect((object["peakMemoryMegabytes"] as? Double ?? 0) > 0)
        #expect(object["passed"] as? Bool == true)
        let text = try CommandRunner.run(["bench", "photo", path, "--repetitions", "1"])
        #expect(text.output.contains("1 attaches: median "))
        #expect(text.output.hasSuffix(": pass\n"))
    }

    @Test("A file that is not a photo exits 2 naming it and what it is")
    func refused() throws {
        let path = CommandRunner.image("broken/text.jpg")
        let result = try CommandRunner.run(["bench", "photo", path])
        #expect(result.status == 2)
        #expect(result.errors == "\(path): text, not a JPEG, PNG or WebP photo\n")
        let zero = try CommandRunner.run(["bench", "photo", path, "--repetitions", "0"])
        #expect(zero.status == 64)
    }
}
