import Foundation

/// The project's own fixtures under `TestImages/`: paths, listings and bytes. Test targets add
/// what their `.expected.json` files hold in extensions of their own.
///
/// ```swift
/// let bytes = try TestImageFiles.bytes("formats", "png-gray8.png")
/// ```
public enum TestImageFiles {
    /// The `TestImages/` folder.
    public static let root = TestPaths.testImages

    /// The full path of `name` in `folder`, e.g. `path("formats", "png-gray8.png")`.
    public static func path(_ folder: String, _ name: String) -> String {
        root.appendingPathComponent(folder, isDirectory: true).appendingPathComponent(name).path
    }

    /// The image files in `folder` (everything but the `.expected.json` files), sorted by name.
    public static func names(in folder: String) -> [String] {
        let directory = root.appendingPathComponent(folder, isDirectory: true).path
        let all = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return all.filter { !$0.hasSuffix(".json") && !$0.hasPrefix(".") }.sorted()
    }

    /// The raw bytes of a fixture.
    public static func bytes(_ folder: String, _ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: URL(fileURLWithPath: path(folder, name))))
    }

    /// The `.expected.json` beside `name` in `folder`, decoded as `type`.
    public static func expectation<Expectation: Decodable>(_ type: Expectation.Type, _ folder: String,
                                                           _ name: String) throws -> Expectation {
        let data = try Data(contentsOf: URL(fileURLWithPath: path(folder, name) + ".expected.json"))
        return try JSONDecoder().decode(type, from: data)
    }
}
