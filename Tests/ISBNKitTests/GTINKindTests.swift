import Foundation
import ISBNKit
import Testing

@Suite("GTINKind")
struct GTINKindTests {
    @Test("digit counts", arguments: [
        (GTINKind.ean13, 13), (.ean8, 8), (.upcA, 12), (.upcE, 8),
    ])
    func digitCount(kind: GTINKind, count: Int) {
        #expect(kind.digitCount == count)
    }

    @Test("stable raw values for storage")
    func rawValues() {
        #expect(GTINKind.allCases.map(\.rawValue) == ["ean13", "ean8", "upcA", "upcE"])
    }

    @Test("Codable as its raw value")
    func codable() throws {
        let data = try JSONEncoder().encode([GTINKind.upcE])
        #expect(String(decoding: data, as: UTF8.self) == #"["upcE"]"#)
        #expect(try JSONDecoder().decode([GTINKind].self, from: data) == [.upcE])
    }
}
