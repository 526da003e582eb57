import Foundation

/// A benchmark corpus: image files with the barcode each one carries.
///
/// The manifest is tab-separated with a header row naming at least the columns `file` (relative
/// to the manifest's folder, or absolute), `expected_main_gtin` (8 or 13 digits) and `expected_addon` (may be
/// empty). Other columns are ignored.
///
/// ```
/// file	expected_main_gtin	expected_addon
/// books/0001.jpg	9780306406157	51299
/// ```
public struct CorpusManifest: Sendable {
    /// One image and what it should read as.
    public struct Entry: Sendable, Hashable {
        /// The path as written in the manifest.
        public var file: String
        /// The path to open (the manifest's folder joined with `file`).
        public var path: String
        /// The folder the file sits in, used to group results.
        public var folder: String
        /// The expected main code as 13 digits (8-digit EAN-8 values are padded with zeros).
        public var expectedGTIN13: String
        /// The expected add-on digits, if the image carries one.
        public var expectedAddOn: String?

        /// Creates an entry.
        public init(file: String, path: String, folder: String, expectedGTIN13: String, expectedAddOn: String?) {
            self.file = file
            self.path = path
            self.folder = folder
            self.expectedGTIN13 = expectedGTIN13
            self.expectedAddOn = expectedAddOn
        }
    }

    /// A manifest that cannot be used, with the line and what is wrong.
    public struct ManifestError: Error, Sendable, Equatable, CustomStringConvertible {
        /// The manifest file.
        public var path: String
        /// 1-based line number, 0 for the file as a whole.
        public var line: Int
        /// What is wrong.
        public var problem: String

        /// Creates an error about `line` of `path`.
        public init(path: String, line: Int, problem: String) {
            self.path = path
            self.line = line
            self.problem = problem
        }

        /// `path:line: problem`.
        public var description: String { line > 0 ? "\(path):\(line): \(problem)" : "\(path): \(problem)" }
    }

    /// The images, in manifest order.
    public var entries: [Entry]

    /// Reads and checks the manifest at `path`.
    public init(path: String) throws(ManifestError) {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ManifestError(path: path, line: 0, problem: "cannot read the file")
        }
        let base = Self.folder(of: path)
        try self.init(text: String(decoding: data, as: UTF8.self), path: path, baseFolder: base)
    }

    /// Parses manifest text; `baseFolder` is what `file` paths are relative to.
    public init(text: String, path: String, baseFolder: String) throws(ManifestError) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.hasSuffix("\r") ? $0.dropLast() : $0
        }
        guard let header = lines.first?.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) else {
            throw ManifestError(path: path, line: 0, problem: "empty manifest")
        }
        func column(_ name: String) throws(ManifestError) -> Int {
            guard let index = header.firstIndex(of: name) else {
                throw ManifestError(path: path, line: 1, problem: "no '\(name)' column in the header")
            }
            return index
        }
        let fileColumn = try column("file")
        let gtinColumn = try column("expected_main_gtin")
        let addOnColumn = try column("expected_addon")
        var entries: [Entry] = []
        for (offset, line) in lines.enumerated().dropFirst() where !line.isEmpty {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count > max(fileColumn, gtinColumn, addOnColumn) else {
                throw ManifestError(path: path, line: offset + 1, problem: "expected \(header.count) fields, found \(fields.count)")
            }
            let gtin = fields[gtinColumn]
            guard [8, 12, 13].contains(gtin.count), gtin.allSatisfy(\.isASCIIDigit) else {
                throw ManifestError(path: path, line: offset + 1, problem: "expected_main_gtin '\(gtin)' is not 8, 12 or 13 digits")
            }
            let file = fields[fileColumn]
            let folder = Self.folder(of: file)
            entries.append(Entry(
                file: file, path: baseFolder.isEmpty || file.hasPrefix("/") ? file : baseFolder + "/" + file,
                folder: folder.isEmpty ? "." : folder,
                expectedGTIN13: String(repeating: "0", count: 13 - gtin.count) + gtin,
                expectedAddOn: fields[addOnColumn].isEmpty ? nil : fields[addOnColumn]))
        }
        self.entries = entries
    }

    /// Everything before the last `/`, or `""` for a bare name.
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}

extension Character {
    /// Whether this is one of the ASCII digits 0–9.
    var isASCIIDigit: Bool { isASCII && isNumber }
}
