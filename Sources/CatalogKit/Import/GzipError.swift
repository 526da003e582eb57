import CZlib

/// Why gzip data could not be inflated, with where in it the trouble is.
///
/// ```swift
/// GzipError.truncated(compressedOffset: 4096, uncompressedOffset: 18_000).description
/// // gzip data ends inside a member after 4096 compressed bytes (18000 inflated): the file is truncated
/// ```
enum GzipError: Error, Sendable, Equatable, CustomStringConvertible {
    /// zlib could not start: `inflateInit2` returned `status`.
    case initFailed(status: Int32)
    /// zlib refused the data at `compressedOffset`, with its status and its message.
    case corrupt(compressedOffset: Int, status: Int32, message: String?)
    /// The file ends inside a gzip member.
    case truncated(compressedOffset: Int, uncompressedOffset: Int)
    /// The inflated text ends before the offset an import was to resume at.
    case endsBeforeResumePoint(length: Int, resumePoint: Int)

    /// What went wrong, with the offsets.
    var description: String {
        switch self {
        case let .initFailed(status):
            return "zlib could not start inflating (\(Self.name(of: status)))"
        case let .corrupt(compressedOffset, status, message):
            return "corrupt gzip data near compressed byte \(compressedOffset): \(message ?? Self.name(of: status))"
        case let .truncated(compressedOffset, uncompressedOffset):
            return "gzip data ends inside a member after \(compressedOffset) compressed bytes "
                + "(\(uncompressedOffset) inflated): the file is truncated"
        case let .endsBeforeResumePoint(length, resumePoint):
            return "the inflated text is \(length) bytes long, shorter than the \(resumePoint) already imported"
        }
    }

    /// What a zlib status means, for when zlib gives no message.
    private static func name(of status: Int32) -> String {
        switch status {
        case Z_NEED_DICT: return "needs a preset dictionary"
        case Z_STREAM_ERROR: return "inconsistent stream state"
        case Z_DATA_ERROR: return "invalid data"
        case Z_MEM_ERROR: return "out of memory"
        case Z_VERSION_ERROR: return "incompatible zlib version"
        default: return "zlib status \(status)"
        }
    }
}
