import Foundation
import Testing
@testable import CatalogKit

@Suite("List columns as JSON text")
struct JSONListTests {
    @Test("lists come back as written, quotes, backslashes, controls and other scripts included", arguments: [
        [], ["Ace"], ["Say \"hi\"", "back\\slash", "tab\tand\nline", "bell\u{7}", "é中📚", "a/b"],
    ])
    func roundTrip(items: [String]) throws {
        let text = JSONList.text(items)
        #expect(JSONList.items(text) == items)
        #expect(try JSONDecoder().decode([String].self, from: Data(text.utf8)) == items)
    }

    @Test("text that is not an array of strings reads as no items", arguments: [nil, "", "{}", "[1]", "[\"a\", 2]", "[\"a\""])
    func notAList(text: String?) {
        #expect(JSONList.items(text).isEmpty)
    }
}
