import CatalogKit
import Foundation
import Testing

@Suite("Online settings from the environment")
struct OnlineSettingsTests {
    @Test("without variables: the public services, online, no contact")
    func defaults() throws {
        let settings = try OnlineSettings(environment: [:])
        #expect(settings.openLibraryURL.absoluteString == "https://openlibrary.org")
        #expect(settings.googleBooksURL.absoluteString == "https://www.googleapis.com/books/v1")
        #expect(settings.coversURL.absoluteString == "https://covers.openlibrary.org")
        #expect(!settings.offline)
        #expect(!settings.hasContact)
        #expect(settings.providers == [.openLibrary, .googleBooks])
        #expect(settings.timeout == .seconds(10))
        #expect(settings.connectTimeout == .seconds(3))
    }

    @Test("every variable is read")
    func variables() throws {
        let settings = try OnlineSettings(environment: [
            "SHELFSCAN_OPENLIBRARY_URL": "http://127.0.0.1:8080/",
            "SHELFSCAN_GOOGLEBOOKS_URL": "http://127.0.0.1:8081/books/v1",
            "SHELFSCAN_COVERS_URL": "https://covers.example.org",
            "SHELFSCAN_CONTACT": " desk@example.org ",
            "SHELFSCAN_GOOGLEBOOKS_KEY": "abc",
            "SHELFSCAN_OFFLINE": "1",
            "SHELFSCAN_PROVIDERS": " GoogleBooks , openlibrary",
            "SHELFSCAN_TIMEOUT": "4",
            "SHELFSCAN_CONNECT_TIMEOUT": " 0.5 ",
        ])
        #expect(settings.openLibraryURL.absoluteString == "http://127.0.0.1:8080/")
        #expect(settings.googleBooksURL.absoluteString == "http://127.0.0.1:8081/books/v1")
        #expect(settings.coversURL.host == "covers.example.org")
        #expect(settings.userAgent == "ShelfScan/1.0 (desk@example.org)")
        #expect(settings.googleBooksKey == "abc")
        #expect(settings.offline)
        #expect(settings.providers == [.googleBooks, .openLibrary])
        #expect(settings.timeout == .seconds(4))
        #expect(settings.connectTimeout == .milliseconds(500))
        #expect(try OnlineSettings(environment: ["SHELFSCAN_PROVIDERS": "openlibrary"]).providers == [.openLibrary])
    }

    @Test("a contact cannot break the header")
    func contactCleaned() {
        let settings = OnlineSettings(contact: "desk@example.org\r\nX-Evil: 1")
        #expect(settings.userAgent == "ShelfScan/1.0 (desk@example.org X-Evil: 1)")
    }

    @Test("bad values are refused, naming the variable", arguments: [
        ("SHELFSCAN_OPENLIBRARY_URL", "ftp://openlibrary.org"), ("SHELFSCAN_COVERS_URL", "not a url"),
        ("SHELFSCAN_OFFLINE", "maybe"), ("SHELFSCAN_PROVIDERS", "openlibrary,amazon"),
        ("SHELFSCAN_PROVIDERS", "openlibrary,openlibrary"), ("SHELFSCAN_TIMEOUT", "0"),
        ("SHELFSCAN_TIMEOUT", "ten"), ("SHELFSCAN_CONNECT_TIMEOUT", "-1"), ("SHELFSCAN_CONNECT_TIMEOUT", "nan"),
    ])
    func refused(variable: String, value: String) {
        let error = #expect(throws: OnlineSettingsError.self) { try OnlineSettings(environment: [variable: value]) }
        #expect(error?.description.hasPrefix(variable) == true)
    }
}
