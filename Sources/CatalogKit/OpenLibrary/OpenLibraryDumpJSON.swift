/// One JSON value of a dump record or a service's answer, read without a schema (`parse`).
///
/// Open Library's records are edited by hand and by many importers over the years, so a field
/// can hold a string in one record and an object in the next; reading every value generically and
/// picking fields afterwards lets one odd field be ignored instead of losing the whole record.
enum OpenLibraryDumpJSON: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([OpenLibraryDumpJSON])
    case object([String: OpenLibraryDumpJSON])

    /// The string, if this is one.
    var string: String? {
        if case let .string(text) = self { return text }
        return nil
    }

    /// The members, if this is an object.
    var object: [String: OpenLibraryDumpJSON]? {
        if case let .object(members) = self { return members }
        return nil
    }

    /// The elements, if this is an array.
    var array: [OpenLibraryDumpJSON]? {
        if case let .array(elements) = self { return elements }
        return nil
    }

    /// A whole number, from a JSON number or a string of digits (some importers quoted numbers).
    var integer: Int? {
        switch self {
        case let .number(value):
            guard value.rounded() == value, abs(value) < 1e15 else { return nil }
            return Int(value)
        case let .string(text):
            guard text.utf8.count <= 15 else { return nil }
            return Int(text)
        default:
            return nil
        }
    }

    /// A key reference: `"/authors/OL1A"` or `{"key": "/authors/OL1A"}`, both of which occur.
    var keyReference: String? {
        switch self {
        case let .string(text): return text
        case let .object(members): return members["key"]?.string
        default: return nil
        }
    }

    /// Text that is either a plain string or `{"type": "/type/text", "value": ...}`.
    var text: String? {
        switch self {
        case let .string(text): return text
        case let .object(members): return members["value"]?.string
        default: return nil
        }
    }
}
