import Foundation
import ShelfScanTestSupport

/// Dump text the import tests make up: authors and editions with ISBNs from `SampleISBN`.
enum MadeUpDump {
    static let now = Date(timeIntervalSince1970: 1_790_000_000)

    /// `count` dump lines, an author and then an edition by that author, over and over.
    static func lines(_ count: Int) -> [String] {
        (0..<count).map { index in
            let pair = index / 2
            if index.isMultiple(of: 2) {
                return line("/type/author", "/authors/OL\(pair)A",
                            #"{"key": "/authors/OL\#(pair)A", "type": {"key": "/type/author"}, "name": "Author \#(pair)"}"#)
            }
            let isbn = SampleISBN.make(pair).isbn13
            return line("/type/edition", "/books/OL\(pair)M", #"""
                {"key": "/books/OL\#(pair)M", "type": {"key": "/type/edition"}, "title": "Book \#(pair)", \#
                "isbn_13": ["\#(isbn)"], "authors": [{"key": "/authors/OL\#(pair)A"}], "publish_date": "199\#(pair % 10)"}
                """#)
        }
    }

    /// The UTF-8 of `lines`, each ended by a newline.
    static func text(_ lines: [String]) -> [UInt8] {
        Array(lines.map { $0 + "\n" }.joined().utf8)
    }

    /// Writes `bytes` to a file called `name` in `folder` and returns its path.
    static func write(_ bytes: [UInt8], named name: String, in folder: URL) throws -> String {
        let path = folder.appendingPathComponent(name).path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    private static func line(_ type: String, _ key: String, _ json: String) -> String {
        "\(type)\t\(key)\t1\t2024-01-01T00:00:00\t\(json)"
    }
}
