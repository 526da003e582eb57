import Foundation
import RasterKit
import ShelfScanErrors

/// Expands the paths a user gives into the image files to scan.
///
/// A file is always taken as given (its format is recognised from its bytes later). A folder is
/// searched recursively for files with an image extension; hidden files and folders are skipped.
/// Files found in a folder come in path order, so output is the same on every run.
///
/// ```swift
/// let files = try ImageFileList.expand(["shelf/", "cover.jpg"])
/// ```
public enum ImageFileList {
    /// File name extensions looked for inside folders (compared case-insensitively).
    public static let imageExtensions = ImageFormat.fileExtensions

    /// A path that is neither a readable file nor a folder.
    public struct MissingPath: Error, Sendable, Equatable, CustomStringConvertible {
        /// The path as the user gave it.
        public var path: String

        /// Creates the error for `path`.
        public init(path: String) {
            self.path = path
        }

        /// `path: no such file or folder`.
        public var description: String { "\(path): no such file or folder" }
    }

    /// The files to scan for `paths`, in order: each given file, each folder's images sorted.
    public static func expand(_ paths: [String]) throws(MissingPath) -> [String] {
        var files: [String] = []
        for path in paths {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
                throw MissingPath(path: path)
            }
            files += isFolder.boolValue ? images(under: path) : [path]
        }
        return files
    }

    private static func images(under folder: String) -> [String] {
        let root = URL(fileURLWithPath: folder)
        guard let walker = FileManager.default.enumerator(
            at: root, includingPropertiesForKeys: [.isRegularFileKey],
            options: [.skipsHiddenFiles]) else { return [] }
        var found: [String] = []
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        let rootPath = root.standardizedFileURL.path
        for case let url as URL in walker where imageExtensions.contains(url.pathExtension.lowercased()) {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
            let full = url.standardizedFileURL.path
            let relative = full.hasPrefix(rootPath + "/") ? String(full.dropFirst(rootPath.count + 1)) : full
            found.append(prefix + relative)
        }
        return found.sorted()
    }
}

extension ImageFileList.MissingPath: ShelfScanError {
    /// `imageFiles.missingPath`.
    public var code: String { "imageFiles.missingPath" }
    /// The path.
    public var offendingValue: String? { path }
}
