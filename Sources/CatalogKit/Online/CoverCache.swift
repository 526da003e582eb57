import Foundation

/// Open Library covers by cover id, fetched once (`{covers}/b/id/{id}-L.jpg`) and kept as files
/// in a folder: `{id}.jpg` or `{id}.png` after what the bytes are, or an empty `{id}.none` when
/// the server has no image for that id (a cover id never gets another image, so it is not asked
/// again). Only a JPEG or PNG of a plausible size counts as a cover: a missing cover comes back
/// as a 404 or a tiny placeholder.
///
/// ```swift
/// let covers = CoverCache(folder: URL(fileURLWithPath: "covers"), client: client)
/// if let path = try await covers.file(forCover: 9000001) { print(path) }   // covers/9000001.jpg
/// ```
public struct CoverCache: Sendable {
    /// The folder the files are kept in (made when the first is written).
    public let folder: URL
    /// The client covers are fetched with; with `settings.offline` only files already kept are used.
    public let client: OnlineClient

    /// The largest cover read, in bytes.
    public static let largestImage = 10 << 20
    /// Where the cover server may redirect besides itself: Open Library keeps its covers at the
    /// Internet Archive, and covers.openlibrary.org answers most requests with a redirect there.
    public static let coverDomains = ["archive.org"]
    /// The smallest body taken for a cover, in bytes: placeholders are smaller, real covers far larger.
    public static let smallestImage = 1_000

    /// Covers kept in `folder`, fetched through `client`.
    public init(folder: URL, client: OnlineClient) {
        self.folder = folder
        self.client = client
    }

    /// The path of cover `id`'s file, fetching it the first time; `nil` when the server has no
    /// image for it (or, offline, when it was never fetched).
    public func file(forCover id: Int) async throws(CoverError) -> String? {
        for kind in ImageKind.allCases where FileManager.default.fileExists(atPath: file(id, kind.fileExtension).path) {
            return file(id, kind.fileExtension).path
        }
        let none = file(id, "none")
        guard !FileManager.default.fileExists(atPath: none.path), !client.settings.offline else { return nil }
        let url = OnlineSettings.base(client.settings.coversURL) + "/b/id/\(id)-L.jpg?default=false"
        let response: OnlineResponse
        do {
            response = try await client.get(url, bucket: .covers(identified: client.settings.hasContact),
                                            accept: "image/jpeg, image/png", limit: Self.largestImage,
                                            ownDomains: Self.coverDomains)
        } catch {
            throw .online(error)
        }
        guard response.status == 200 || response.status == 404 else {
            throw .online(.httpStatus(url: response.url, status: response.status))
        }
        guard response.status == 200, response.body.count >= Self.smallestImage,
              let kind = ImageKind(signature: response.body)
        else {
            try write([], to: none)
            return nil
        }
        let target = file(id, kind.fileExtension)
        try write(response.body, to: target)
        return target.path
    }

    /// Keeps cover `id` as one the server has no usable image for: its file gives way to the
    /// empty `{id}.none`, so a cover the photo rules refused is neither read nor fetched again.
    public func markUnusable(cover id: Int) throws(CoverError) {
        try write([], to: file(id, "none"))
        for kind in ImageKind.allCases {
            try? FileManager.default.removeItem(at: file(id, kind.fileExtension))
        }
    }

    private func file(_ id: Int, _ fileExtension: String) -> URL {
        folder.appendingPathComponent("\(id).\(fileExtension)")
    }

    /// Writes `bytes` whole or not at all, so that another process never reads half a cover; the
    /// folder is the owner's only (0700) and so is the file (0600), as what one looks up is private.
    private func write(_ bytes: [UInt8], to file: URL) throws(CoverError) {
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true,
                                                    attributes: [.posixPermissions: 0o700])
            try Data(bytes).write(to: file, options: .atomic)
            try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path)
        } catch {
            throw .unwritable(path: file.path, reason: (error as NSError).localizedDescription)
        }
    }
}
