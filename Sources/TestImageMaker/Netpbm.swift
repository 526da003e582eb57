/// Writes PGM/PPM files, whose text and binary variants are simple enough to spell out here.
enum Netpbm {
    /// P2/P3: decimal samples, at most 70 characters per line as the format asks.
    static func text(magic: String, maxValue: Int, width: Int, height: Int, samples: [Int]) -> [UInt8] {
        var text = "\(magic)\n\(width) \(height)\n\(maxValue)\n"
        var line = ""
        for sample in samples {
            let field = String(sample)
            if !line.isEmpty, line.utf8.count + 1 + field.utf8.count > 70 {
                text += line + "\n"
                line = ""
            }
            line += line.isEmpty ? field : " " + field
        }
        text += line + "\n"
        return Array(text.utf8)
    }

    /// P5/P6: one byte per sample up to maxval 255, else two bytes big-endian. `commented` puts
    /// comments between every header field, where decoders must skip them.
    static func binary(magic: String, maxValue: Int, width: Int, height: Int, samples: [Int],
                       commented: Bool = false) -> [UInt8] {
        let header = commented
            ? "\(magic)\n# a comment line\n\(width) # width\n# height next\n\(height)\n# maxval\n\(maxValue)\n"
            : "\(magic)\n\(width) \(height)\n\(maxValue)\n"
        var bytes = Array(header.utf8)
        bytes.reserveCapacity(bytes.count + samples.count * (maxValue > 255 ? 2 : 1))
        for sample in samples {
            if maxValue > 255 { bytes.append(UInt8(sample >> 8)) }
            bytes.append(UInt8(sample & 0xFF))
        }
        return bytes
    }
}
