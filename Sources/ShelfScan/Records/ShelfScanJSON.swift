import Foundation

/// The one JSON form of ShelfScan's records, as `shelfscan --json` prints them and a service
/// should send them: keys sorted, slashes unescaped, dates in ISO 8601 (`2026-11-24T09:30:00Z`).
///
/// ```swift
/// let line = ShelfScanJSON.line(BookRecord(book))            // {"authors":["Frank Herbert"],...}
/// let body = try ShelfScanJSON.encoder().encode(records)
/// let record = try ShelfScanJSON.decoder().decode(BookRecord.self, from: body)
/// ```
public enum ShelfScanJSON {
    /// A new encoder with the settings above; each call gives a fresh one, as `JSONEncoder` is
    /// not safe to share between threads while it is configured.
    public static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        return encoder
    }

    /// A new decoder that reads what `encoder()` writes.
    public static func decoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }

    /// `value` as one line of compact JSON. The records ShelfScan defines always encode; a value
    /// whose own `encode(to:)` throws gives `{}`.
    public static func line(_ value: some Encodable) -> String {
        guard let data = try? encoder().encode(value) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }
}
