import Foundation

/// The International ISBN Agency's range data in the shared folder beside the project.
public enum SharedRangeData {
    /// `../shared/isbn/ranges/RangeMessage.xml` from the package root.
    public static let path: String = TestPaths.shared("isbn/ranges/RangeMessage.xml")

    /// The file's bytes, or none if it cannot be read (the tests that need it then fail).
    public static let bytes: [UInt8] = (try? Data(contentsOf: URL(fileURLWithPath: path))).map { Array($0) } ?? []

    /// The file's text, or an empty string if it cannot be read.
    public static let text = String(decoding: bytes, as: UTF8.self)
}
