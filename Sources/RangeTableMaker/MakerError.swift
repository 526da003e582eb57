import ISBNKit

/// Why the table maker stopped.
enum MakerError: Error, CustomStringConvertible {
    case usage
    case rangeData(RangeMessageError)
    case tooManyRules(prefix: String, count: Int)
    case unwritable(path: String, reason: String)

    var description: String {
        switch self {
        case .usage:
            return "usage: RangeTableMaker <RangeMessage.xml> <output.swift>\n"
                + "  e.g. RangeTableMaker ../shared/isbn/ranges/RangeMessage.xml Sources/ISBNKit/Ranges/BuiltInRanges.swift"
        case let .rangeData(error):
            return error.description
        case let .tooManyRules(prefix, count):
            return "\(prefix): \(count) packed rules, more than a UInt16 count holds"
        case let .unwritable(path, reason):
            return "\(path): cannot write: \(reason)"
        }
    }
}
