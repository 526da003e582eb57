import Foundation
import ShelfScan
import ShelfScanTestSupport
import Testing

@Suite("Expanding paths into image files")
struct ImageFileListTests {
    @Test("Folders are searched recursively, by extension, sorted, hidden files skipped")
    func folders() throws {
        let root = try TestPaths.scratchFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let files = ["b.png", "a.JPG", "sub/c.webp", "sub/deep/d.pgm", "notes.txt", ".hidden.png", ".git/e.png"]
        for file in files {
            let url = root.appendingPathComponent(file)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("x".utf8).write(to: url)
        }
        let found = try ImageFileList.expand([root.path])
        let relative = found.map { String($0.dropFirst(root.path.count + 1)) }
        #expect(relative == ["a.JPG", "b.png", "sub/c.webp", "sub/deep/d.pgm"])
    }

    @Test("A file given by name is taken whatever its extension, in the order given")
    func files() throws {
        let root = try TestPaths.scratchFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let text = root.appendingPathComponent("photo.txt").path
        let image = root.appendingPathComponent("z.png").path
        try Data("x".utf8).write(to: URL(fileURLWithPath: text))
        try Data("x".utf8).write(to: URL(fileURLWithPath: image))
        #expect(try ImageFileList.expand([text, image]) == [text, image])
    }

    @Test("A missing path is named in the error")
    func missing() {
        #expect(throws: ImageFileList.MissingPath(path: "/no/such/shelf")) {
            try ImageFileList.expand(["/no/such/shelf"])
        }
        #expect(ImageFileList.MissingPath(path: "x.jpg").description == "x.jpg: no such file or folder")
    }
}
