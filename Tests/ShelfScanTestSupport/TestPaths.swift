import Foundation

/// Where tests find the package's own files and put theirs: `TestImages/` and scratch folders.
public enum TestPaths {
    /// The package root, found from this file's location (`Tests/ShelfScanTestSupport/`).
    public static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The project's own fixtures.
    public static let testImages = packageRoot.appendingPathComponent("TestImages", isDirectory: true)

    /// A fresh empty folder under the system's temporary folder, unique to one test; `name` only
    /// tells, in a listing of the temporary folder, which kind of test made it.
    public static func scratchFolder(_ name: String = "tests") throws -> URL {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("shelfscan-\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }
}
