/// Netpbm gray and pixel maps: P2 and P3 (decimal text), P5 and P6 (binary, one byte per sample
/// up to maxval 255, two big-endian bytes above). Comments (`#` to end of line) may appear
/// anywhere in the header.
enum PNMDecoding {
    static func decode(_ bytes: UnsafeRawBufferPointer, format: ImageFormat, limits: DecodingLimits,
                       source: String) throws(ImageError) -> GrayImage {
        var reader = PNMReader(bytes: bytes.bindMemory(to: UInt8.self), format: format, source: source)
        let magic = bytes.count > 1 ? bytes[1] : 0
        reader.position = 2
        let width = try reader.headerNumber("width")
        let height = try reader.headerNumber("height")
        try limits.check(width: width, height: height, format: format, source: source)
        let maxValue = try reader.headerNumber("maxval")
        guard (1...65535).contains(maxValue) else {
            throw ImageError(source: source, reason: .corrupt(format, detail: "maxval \(maxValue) is outside 1…65535"))
        }
        let channels = format == .ppm ? 3 : 1
        let isText = magic == UInt8(ascii: "2") || magic == UInt8(ascii: "3")
        let samples = width * height * channels
        let values = isText
            ? try reader.textSamples(count: samples)
            : try reader.binarySamples(count: samples, wide: maxValue > 255)
        return GrayImage(width: width, height: height,
                         packedPixels: scaled(values, channels: channels, maxValue: maxValue))
    }

    /// Samples scaled from 0…maxval to 0…255, RGB triples reduced to luma.
    private static func scaled(_ values: [UInt16], channels: Int, maxValue: Int) -> [UInt8] {
        let count = values.count / channels
        var out = [UInt8](repeating: 0, count: count)
        let half = maxValue / 2
        @inline(__always) func scale(_ value: UInt16) -> UInt8 {
            UInt8(clamping: (min(Int(value), maxValue) * 255 + half) / maxValue)
        }
        for index in 0..<count {
            if channels == 1 {
                out[index] = scale(values[index])
            } else {
                let p = index * 3
                out[index] = PixelConversion.luma(scale(values[p]), scale(values[p + 1]), scale(values[p + 2]))
            }
        }
        return out
    }
}

/// A cursor over Netpbm bytes that reports where the data ran out or went wrong.
private struct PNMReader {
    let bytes: UnsafeBufferPointer<UInt8>
    let format: ImageFormat
    let source: String
    var position = 0

    init(bytes: UnsafeBufferPointer<UInt8>, format: ImageFormat, source: String) {
        self.bytes = bytes
        self.format = format
        self.source = source
    }

    mutating func headerNumber(_ name: String) throws(ImageError) -> Int {
        skipWhitespaceAndComments()
        guard position < bytes.count else {
            throw ImageError(source: source, reason: .truncated(format, detail: "header ends before \(name)"))
        }
        guard let value = readDecimal() else {
            throw ImageError(source: source, reason: .corrupt(format, detail: "\(name) is not a number"))
        }
        return value
    }

    mutating func textSamples(count: Int) throws(ImageError) -> [UInt16] {
        var values = [UInt16]()
        values.reserveCapacity(count)
        for index in 0..<count {
            skipWhitespaceAndComments()
            guard position < bytes.count else {
                throw ImageError(source: source, reason: .truncated(format, detail: "\(index) of \(count) samples"))
            }
            guard let value = readDecimal(), value <= 65535 else {
                throw ImageError(source: source, reason: .corrupt(format, detail: "sample \(index + 1) is not a number"))
            }
            values.append(UInt16(value))
        }
        return values
    }

    mutating func binarySamples(count: Int, wide: Bool) throws(ImageError) -> [UInt16] {
        // Exactly one whitespace byte separates maxval from the binary data.
        position += 1
        let needed = count * (wide ? 2 : 1)
        let available = max(0, bytes.count - position)
        guard available >= needed else {
            throw ImageError(source: source, reason: .truncated(format, detail: "\(available) of \(needed) data bytes"))
        }
        var values = [UInt16](repeating: 0, count: count)
        for index in 0..<count {
            values[index] = wide
                ? UInt16(bytes[position + 2 * index]) << 8 | UInt16(bytes[position + 2 * index + 1])
                : UInt16(bytes[position + index])
        }
        return values
    }

    private mutating func skipWhitespaceAndComments() {
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "#") {
                while position < bytes.count, bytes[position] != 0x0A, bytes[position] != 0x0D { position += 1 }
            } else if byte == 0x20 || (0x09...0x0D).contains(byte) {
                position += 1
            } else {
                return
            }
        }
    }

    private mutating func readDecimal() -> Int? {
        var value = 0
        var digits = 0
        while position < bytes.count, (0x30...0x39).contains(bytes[position]), digits < 9 {
            value = value * 10 + Int(bytes[position] - 0x30)
            digits += 1
            position += 1
        }
        let overlong = position < bytes.count && (0x30...0x39).contains(bytes[position])
        return digits == 0 || overlong ? nil : value
    }
}
