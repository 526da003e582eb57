import Foundation
import RasterKit
import SystemPackage

/// The image files of a folder played as frames, in name order, at `framesPerSecond`: for
/// frames saved from a camera, or pictures to try the loop on.
///
/// ```swift
/// let source = try ImageFolderSource(path: "frames/", framesPerSecond: 30)
/// ```
public final class ImageFolderSource: FrameSource {
    /// The folder.
    public let name: String
    /// Files are read as fast as the loop asks.
    public let isLive = false
    /// The image files played, in order.
    public let files: [String]
    /// The rate the frames stand for, which gives their stream times.
    public let framesPerSecond: Double
    private let decoder = ImageDecoder()
    private var nextIndex = 0

    /// The images directly inside the folder `path` (by `ImageFormat.fileExtensions`), sorted by
    /// name; hidden files are left out.
    public init(path: String, framesPerSecond: Double = 30) throws(CameraError) {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: path)
        } catch {
            throw .unreadable(FileError(path: path, problem: .systemCall("opendir", Self.errno(of: error))))
        }
        files = names.filter { name in
            !name.hasPrefix(".") && ImageFormat.fileExtensions.contains((name as NSString).pathExtension.lowercased())
        }
        .sorted { $0.compare($1, options: .numeric) == .orderedAscending }
        .map { (path as NSString).appendingPathComponent($0) }
        guard !files.isEmpty else { throw .emptyFolder(path: path) }
        try StreamFrameLimits.checkRate(framesPerSecond, source: path)
        name = path
        self.framesPerSecond = framesPerSecond
    }

    /// The next image decoded to luma; `nil` after the last.
    public func nextFrame() throws(CameraError) -> Frame? {
        guard nextIndex < files.count else { return nil }
        let image: GrayImage
        do {
            image = try decoder.decode(contentsOf: files[nextIndex])
        } catch {
            throw .unreadableImage(error)
        }
        let frame = Frame(image: image, index: nextIndex, time: .seconds(Double(nextIndex) / framesPerSecond))
        nextIndex += 1
        return frame
    }

    /// The system error behind a Foundation file error, `ENOENT` when it names none.
    private static func errno(of error: any Error) -> Errno {
        let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
        return underlying.map { Errno(rawValue: Int32($0.code)) } ?? .noSuchFileOrDirectory
    }
}
