import Foundation

/// Writes images with their expected results under the output folder and remembers what it wrote,
/// so files left over from earlier generations can be removed and a summary printed.
struct FixtureWriter {
    let root: URL
    private(set) var written: [(path: String, bytes: Int, expected: ExpectedResult)] = []

    init(root: URL) {
        self.root = root
    }

    /// Writes `bytes` to `folder/name` and the expected result to `folder/name.expected.json`.
    mutating func write(_ bytes: [UInt8], folder: String, name: String, expected: ExpectedResult) throws {
        let directory = root.appendingPathComponent(folder, isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data(bytes).write(to: directory.appendingPathComponent(name))
        try expected.json().write(to: directory.appendingPathComponent(name + ".expected.json"))
        written.append((path: folder + "/" + name, bytes: bytes.count, expected: expected))
    }

    /// Deletes files in the written folders that this run did not produce.
    func removeStaleFiles() throws {
        let produced = Set(written.flatMap { [$0.path, $0.path + ".expected.json"] })
        let folders = Set(written.map { $0.path.split(separator: "/").dropLast().joined(separator: "/") })
        for folder in folders {
            let directory = root.appendingPathComponent(folder, isDirectory: true)
            for name in try FileManager.default.contentsOfDirectory(atPath: directory.path)
            where !produced.contains(folder + "/" + name) {
                try FileManager.default.removeItem(at: directory.appendingPathComponent(name))
            }
        }
    }
}
