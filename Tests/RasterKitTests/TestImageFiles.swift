import Foundation

/// The project's own fixtures under `TestImages/`, found from this file's location
/// (`Tests/RasterKitTests/` is two folders below the package root).
enum TestImageFiles {
    static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()   // RasterKitTests
        .deletingLastPathComponent()   // Tests
        .deletingLastPathComponent()   // package root
        .appendingPathComponent("TestImages", isDirectory: true)

    /// The full path of `name` in `folder`, e.g. `path("formats", "png-gray8.png")`.
    static func path(_ folder: String, _ name: String) -> String {
        root.appendingPathComponent(folder, isDirectory: true).appendingPathComponent(name).path
    }

    /// The image files in `folder` (everything but the `.expected.json` files), sorted by name.
    static func names(in folder: String) -> [String] {
        let directory = root.appendingPathComponent(folder, isDirectory: true).path
        let all = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return all.filter { !$0.hasSuffix(".json") && !$0.hasPrefix(".") }.sorted()
    }

    /// The raw bytes of a fixture.
    static func bytes(_ folder: String, _ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: URL(fileURLWithPath: path(folder, name))))
    }

    /// The `<file>.expected.json` next to a fixture.
    static func expected(_ folder: String, _ name: String) throws -> Expected {
        let data = try Data(contentsOf: URL(fileURLWithPath: path(folder, name) + ".expected.json"))
        return try JSONDecoder().decode(Expected.self, from: data)
    }

    /// The fields of an `.expected.json` that decoding tests use.
    struct Expected: Decodable {
        var width: Int?
        var height: Int?
        /// The name of the `ImageError.Reason` case a broken file must produce.
        var error: String?
        /// Mean absolute pixel error allowed against the reference picture, when the file states one.
        var meanError: Double?
    }
}
