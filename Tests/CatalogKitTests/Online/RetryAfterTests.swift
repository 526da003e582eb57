@testable import CatalogKit
import Foundation
import Testing

@Suite("Reading Retry-After")
struct RetryAfterTests {
    private static let now = Date(timeIntervalSince1970: 784_111_777)   // Sun, 06 Nov 1994 08:49:37 GMT

    @Test("seconds, and the three HTTP date forms", arguments: [
        ("120", 120.0), (" 0 ", 0), ("Sun, 06 Nov 1994 08:50:37 GMT", 60), ("Sunday, 06-Nov-94 08:49:47 GMT", 10),
        ("Sun Nov  6 08:49:39 1994", 2), ("Sun, 06 Nov 1994 08:00:00 GMT", 0),
    ])
    func read(header: String, seconds: Double) {
        #expect(RetryAfter.delay(header, now: Self.now) == .seconds(seconds))
    }

    @Test("anything else says nothing", arguments: ["-5", "soon", ""])
    func unreadable(header: String) {
        #expect(RetryAfter.delay(header, now: Self.now) == nil)
    }
}
