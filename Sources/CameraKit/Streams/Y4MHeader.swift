import ISBNKit

/// What a Y4M stream's first line says: `YUV4MPEG2 W1280 H720 F30:1 Ip A1:1 C420jpeg`.
///
/// ```swift
/// let header = try Y4MHeader(line: Array("YUV4MPEG2 W640 H480 F30000:1001 Cmono".utf8), source: "clip.y4m")
/// header.frameDuration   // 0.033366... seconds
/// ```
public struct Y4MHeader: Sendable, Equatable {
    /// Frame width in pixels.
    public var width: Int
    /// Frame height in pixels.
    public var height: Int
    /// The numerator of the `F` tag's frames per second, `30000` in `F30000:1001`.
    public var rateNumerator: Int
    /// The denominator of the `F` tag's frames per second, `1001` in `F30000:1001`.
    public var rateDenominator: Int
    /// The sample layout of the `C` tag; 4:2:0 (JPEG siting) when there is none.
    public var colourSpace: Y4MColourSpace

    /// Parses the header line (without its newline) of the stream `source`.
    public init(line: [UInt8], source: String) throws(CameraError) {
        let text = String(decoding: line, as: UTF8.self)
        let fields = text.split(separator: " ", omittingEmptySubsequences: true)
        guard fields.first == "YUV4MPEG2" else {
            throw .badStreamHeader(source: source, reason: "not a Y4M stream (it starts \(Self.printable(text.prefix(16))))")
        }
        var width: Int?, height: Int?, rate: (Int, Int)?
        var colourSpace = Y4MColourSpace.c420jpeg
        for field in fields.dropFirst() {
            let value = String(field.dropFirst())
            switch field.first {
            case "W": width = try Self.positive(value, tag: "W", source: source)
            case "H": height = try Self.positive(value, tag: "H", source: source)
            case "F": rate = try Self.rate(value, source: source)
            case "C":
                guard let space = Y4MColourSpace(tag: value) else {
                    throw .unsupportedColourSpace(source: source, colourSpace: Self.printable(value.prefix(24)))
                }
                colourSpace = space
            case "I":
                guard value == "p" || value == "?" else {
                    throw .badStreamHeader(source: source, reason: "interlaced video (I\(Self.printable(value.prefix(8)))) is not supported")
                }
            default: continue
            }
        }
        guard let width, let height else { throw .badStreamHeader(source: source, reason: "the header has no W or H") }
        guard let rate else { throw .badStreamHeader(source: source, reason: "the header has no frame rate (F)") }
        try StreamFrameLimits.checkSize(width: width, height: height, source: source)
        self.width = width
        self.height = height
        (rateNumerator, rateDenominator) = rate
        self.colourSpace = colourSpace
    }

    /// Bytes of one frame's planes, after its `FRAME` line.
    public var frameBytes: Int { width * height + colourSpace.chromaBytes(width: width, height: height) }

    /// The time from one frame to the next.
    public var frameDuration: Duration {
        .nanoseconds(Int64(1_000_000_000) * Int64(rateDenominator) / Int64(rateNumerator))
    }

    /// The stream time of frame `index`, computed from the rate so that rounding does not add up.
    public func time(ofFrame index: Int) -> Duration {
        let nanoseconds = Int64(index).multipliedFullWidth(by: 1_000_000_000 * Int64(rateDenominator))
        let (quotient, _) = Int64(rateNumerator).dividingFullWidth(nanoseconds)
        return .nanoseconds(quotient)
    }

    private static func positive(_ value: String, tag: String, source: String) throws(CameraError) -> Int {
        guard let number = Int(value), number > 0 else {
            throw .badStreamHeader(source: source, reason: "\(tag)\(printable(value.prefix(16))) is not a positive number")
        }
        return number
    }

    private static func rate(_ value: String, source: String) throws(CameraError) -> (Int, Int) {
        let parts = value.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, let numerator = Int(parts[0]), let denominator = Int(parts[1]),
              numerator > 0, denominator > 0, numerator <= 1_000_000, denominator <= 1_000_000
        else { throw .badStreamHeader(source: source, reason: "F\(printable(value.prefix(24))) is not a frame rate such as F30:1") }
        return (numerator, denominator)
    }

    /// Header text as errors show it, since it comes from the file: quoted as all outside text
    /// is (`quotedForMessage`), its control characters written out.
    static func printable(_ text: Substring) -> String {
        String(text).quotedForMessage()
    }
}
