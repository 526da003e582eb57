import Crypto
import RasterKit

/// An upload that passed `PhotoPreparer`, with the SHA-256 of the two files to store.
struct PreparedUpload: Sendable {
    let photo: PreparedPhoto
    /// Lower-case hex SHA-256 of the cleaned photo: its file name in the store.
    let sha256: String
    /// Lower-case hex SHA-256 of the thumbnail.
    let thumbnailSHA256: String

    /// Checks and cleans `upload`; `.photoRefused` naming the file when it is not accepted.
    init(_ upload: PhotoUpload, rules: PhotoRules) throws(LendingError) {
        do {
            photo = try rules.preparer.prepare(upload.bytes, name: upload.name)
        } catch {
            throw .photoRefused(error)
        }
        sha256 = Self.hex(SHA256.hash(data: photo.bytes))
        thumbnailSHA256 = Self.hex(SHA256.hash(data: photo.thumbnail.bytes))
    }

    /// Where the photo goes in the store.
    var file: StoredFile { StoredFile(sha256: sha256, format: photo.format) }
    /// Where the thumbnail goes in the store.
    var thumbnailFile: StoredFile { StoredFile(sha256: thumbnailSHA256, format: .jpeg) }

    private static let digits = Array("0123456789abcdef".utf8)

    private static func hex(_ digest: SHA256.Digest) -> String {
        var text: [UInt8] = []
        text.reserveCapacity(64)
        for byte in digest {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0F)])
        }
        return String(decoding: text, as: UTF8.self)
    }
}
