import Foundation

/// Where tests find the package's own files and put theirs: `TestImages/` and scratch folders.
public enum TestPaths {
    /// The package root, found from this file's location (`Tests/ShelfScanTestSupport/`).
    public static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The project's own fixtures.
    public static let testImages = packageRoot.appendingPathComponent("TestImages", isDirectory: true)

    /// The path of `relativePath` in `../shared`, the data kept beside the package: the corpus,
    /// the book covers, the ISBN range and catalogue samples.
    ///
    /// ```swift
    /// let cover = try ImageDecoder().decode(contentsOf: TestPaths.shared("books/books/149.jpg"))
    /// ```
    public static func shared(_ relativePath: String) -> String {
        packageRoot.appendingPathComponent("../shared").appendingPathComponent(relativePath).standardizedFileURL.path
    }

    /// A fresh empty folder, unique to one test, inside this test process's scratch root; `name`
    /// only tells, in a listing of the root, which kind of test made it.
    public static func scratchFolder(_ name: String = "tests") throws -> URL {
        let folder = scratchRoot.appendingPathComponent("\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// One folder under the system's temporary folder for every scratch folder of this process,
    /// removed when the process exits: a test run used to leave several hundred folders behind.
    private static let scratchRoot: URL = {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("shelfscan-tests-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        atexit { try? FileManager.default.removeItem(at: TestPaths.scratchRoot) }
        return root
    }()
}
