import Foundation

/// Paths the tests read: the package's own TestImages and scratch folders of their own.
enum TestPaths {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let testImages = packageRoot.appendingPathComponent("TestImages")

    /// A fresh empty folder under the system's temporary folder, unique to one test.
    static func scratchFolder(_ name: String = #function) throws -> URL {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("shelfscan-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }
}
