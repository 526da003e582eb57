import CZlib
import Foundation

/// A gzip file's lines, inflated through zlib as they are read, so memory stays bounded whatever
/// the file's size. Members written one after another (`cat a.gz b.gz`) read as one text.
///
/// Offsets count bytes of the inflated text. gzip cannot be entered in the middle, so a reader
/// opened at an offset inflates from the start and drops what comes before it, without cutting
/// it into lines.
final class GzipLineReader: LineSource {
    private static let chunkSize = 1 << 18

    private let path: String
    private let handle: FileHandle
    private let inflater: ZlibInflater
    private var input = Data()
    private var inputStart = 0
    /// Bytes of the file given to zlib so far.
    private var compressedOffset = 0
    /// Bytes zlib has inflated so far.
    private var inflatedCount = 0
    private var output = [UInt8](repeating: 0, count: chunkSize)
    private var lines: LineBuffer
    /// Whether the last `inflate` finished a member: the file may end here, or another member may follow.
    private var memberEnded = false
    private var atEnd = false

    /// The offset in the inflated text after the last line returned.
    var offset: Int { lines.offset }

    /// The compressed bytes inflated so far.
    var fileOffset: Int { compressedOffset }

    /// Opens `path` and inflates it up to `offset` in the inflated text.
    init(path: String, offset: Int) throws(LineSourceError) {
        self.path = path
        do {
            handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
        } catch {
            throw LineSourceError(path: path, reason: (error as NSError).localizedDescription)
        }
        do {
            inflater = try ZlibInflater()
        } catch {
            throw LineSourceError(path: path, reason: error.description)
        }
        lines = LineBuffer(offset: offset)
        try skip(to: offset)
    }

    deinit {
        try? handle.close()
    }

    func next() throws(LineSourceError) -> ArraySlice<UInt8>? {
        while true {
            if let line = lines.line() { return line }
            if atEnd { return lines.lastLine() }
            try lines.refuseOverlongLine(of: path)
            let produced = try inflateChunk()
            if produced == 0 { atEnd = true } else { lines.append(output[..<produced]) }
        }
    }

    /// Inflates up to `target`, keeping only the bytes after it.
    private func skip(to target: Int) throws(LineSourceError) {
        while inflatedCount < target {
            let before = inflatedCount
            let produced = try inflateChunk()
            guard produced > 0 else { throw failure(.endsBeforeResumePoint(length: inflatedCount, resumePoint: target)) }
            if inflatedCount > target { lines.append(output[(target - before)..<produced]) }
        }
    }

    /// Inflates the next bytes into `output` and returns how many; 0 once the last member has ended.
    private func inflateChunk() throws(LineSourceError) -> Int {
        while true {
            if inputStart == input.count {
                input = try read()
                inputStart = 0
                if input.isEmpty {
                    guard memberEnded else {
                        throw failure(.truncated(compressedOffset: compressedOffset, uncompressedOffset: inflatedCount))
                    }
                    return 0
                }
            }
            if memberEnded {
                // More bytes after a member's end: the next member, inflated with fresh state.
                inflater.reset()
                memberEnded = false
            }
            let step = input.withUnsafeBytes { bytes in
                output.withUnsafeMutableBytes { out in
                    inflater.inflate(UnsafeRawBufferPointer(rebasing: bytes[inputStart...]), into: out)
                }
            }
            inputStart += step.consumed
            compressedOffset += step.consumed
            inflatedCount += step.produced
            switch step.status {
            case Z_STREAM_END: memberEnded = true
            case Z_OK, Z_BUF_ERROR: break
            default:
                throw failure(.corrupt(compressedOffset: compressedOffset, status: step.status, message: inflater.message))
            }
            if step.produced > 0 { return step.produced }
        }
    }

    private func read() throws(LineSourceError) -> Data {
        do {
            return try handle.read(upToCount: Self.chunkSize) ?? Data()
        } catch {
            throw LineSourceError(path: path, reason: (error as NSError).localizedDescription)
        }
    }

    private func failure(_ error: GzipError) -> LineSourceError {
        LineSourceError(path: path, reason: error.description)
    }
}
