import ArgumentParser
import Foundation
import ShelfScan

/// What `watch` reads and how: the source argument and the options that shape it.
struct WatchSourceOptions: ParsableArguments {
    @Argument(help: ArgumentHelp(
        "/dev/videoN, a .y4m file, - for Y4M on standard input, or a folder of images.", valueName: "source"))
    var source: String

    @Option(help: ArgumentHelp("Read headerless 8-bit GREY frames of this size instead of Y4M (file or -).",
                               valueName: "WxH"))
    var raw: String?

    @Option(help: "Frames per second of raw frames and image folders (for their stream times).")
    var fps: Double = 30

    @Flag(help: "Play a file at its own pace, dropping frames when scanning falls behind, as a camera would.")
    var realtime = false

    @Flag(help: "Reopen a camera that is unplugged, waiting longer between tries, instead of ending.")
    var reconnect = false

    func validate() throws {
        guard StreamFrameLimits.frameRates.contains(fps) else {
            throw ValidationError("--fps must be \(StreamFrameLimits.rateRangeText), not \(fps)")
        }
        if raw != nil, rawSize == nil {
            throw ValidationError("--raw must be WIDTHxHEIGHT such as 1280x720, not \((raw ?? "").quotedForMessage())")
        }
    }

    /// `--raw`'s width and height.
    private var rawSize: (width: Int, height: Int)? {
        let parts = (raw ?? "").lowercased().split(separator: "x")
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]) else { return nil }
        return (width, height)
    }

    /// Opens the source the argument names, or says why not on standard error, after `command`'s
    /// name, and ends the command with exit status 2.
    func open(for command: String) throws -> FrameSource {
        do {
            return try open()
        } catch {
            StandardError.line("\(command): \(error)")
            throw ExitStatus.unreadable.exitCode
        }
    }

    /// Opens the source the argument names.
    func open() throws(CameraError) -> FrameSource {
        let opened = try openUnpaced()
        return realtime && !opened.isLive ? PacedSource(opened) : opened
    }

    private func openUnpaced() throws(CameraError) -> FrameSource {
        if let size = rawSize { return try RawGreyStream(path: source, width: size.width, height: size.height, framesPerSecond: fps) }
        if source.hasPrefix("/dev/video") {
            return try V4L2Camera(device: source, reopen: reconnect ? .standard : nil)
        }
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: source, isDirectory: &isFolder), isFolder.boolValue {
            return try ImageFolderSource(path: source, framesPerSecond: fps)
        }
        return try Y4MStream(path: source)
    }
}
