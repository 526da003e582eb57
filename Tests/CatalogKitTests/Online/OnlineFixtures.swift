import Foundation
import ISBNKit
import ShelfScanTestSupport

/// The made-up books of `Tests/Fixtures/catalog-online/` and the files that describe them.
enum OnlineFixtures {
    /// "The Salt Road Atlas": in Open Library's Books API, edition, work and author fixtures.
    static let saltRoad = ISBN("9781915000019")!
    /// Asked of Open Library, which answers with another edition, `tidewaterOther`.
    static let tidewater = ISBN("9781915000026")!
    /// The edition Open Library's record for `tidewater` lists.
    static let tidewaterOther = ISBN("9781915000033")!
    /// "A Quiet Orchard": in Google Books.
    static let quietOrchard = ISBN("9781915000040")!
    /// Asked of Google Books, which answers with a volume of `kelsoOther`.
    static let kelso = ISBN("9781915000057")!
    /// The edition Google's volume for `kelso` lists.
    static let kelsoOther = ISBN("9781915000064")!

    static let folder = TestPaths.packageRoot.appendingPathComponent("Tests/Fixtures/catalog-online")

    static func url(_ name: String) -> URL {
        folder.appendingPathComponent(name)
    }

    /// The fixture `name` as a JSON answer.
    static func json(_ name: String) throws -> ScriptedResponse {
        try .jsonFile(url(name))
    }

    /// A Books API answer with a record (title, author, ISBN) for each of `isbns` whose number is odd, as a
    /// handler for batches.
    static func booksAnswer(for request: RecordedRequest) -> ScriptedResponse {
        let keys = (request.queryValue("bibkeys") ?? "").split(separator: ",")
        let records = keys.compactMap { key -> String? in
            let digits = key.dropFirst("ISBN:".count)
            guard let last = digits.dropLast().last?.wholeNumberValue, last % 2 == 1 else { return nil }
            return #""\#(key)": {"title": "Book \#(digits)", "authors": [{"name": "Author \#(digits)"}], "#
                + #""identifiers": {"isbn_13": ["\#(digits)"]}}"#
        }
        return .json("{" + records.joined(separator: ",") + "}")
    }
}
