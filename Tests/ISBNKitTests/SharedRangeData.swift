import Foundation

/// The International ISBN Agency's range data in the shared folder beside the project.
enum SharedRangeData {
    /// `../shared/isbn/ranges/RangeMessage.xml` from the package root.
    static let path: String = {
        let packageRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return packageRoot.appendingPathComponent("../shared/isbn/ranges/RangeMessage.xml").standardizedFileURL.path
    }()

    /// The file's text, or an empty string if it cannot be read (the tests that need it then fail).
    static let text: String = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
}
