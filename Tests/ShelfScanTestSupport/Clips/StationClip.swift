import Foundation
import RasterKit

/// A clip of what a self-service station's camera sees: an empty desk, library cards and book backs
/// held up one after another (a card and a book may be in view together, the card above). Every
/// clip is the same on every run: the noise is seeded by the frame's number.
///
/// ```swift
/// let card = try CardPictures.draw(.code39, "HS-0042", module: 2, height: 50)
/// let book = try ClipBook(number: "9780441172719", moduleWidth: 2)
/// var clip = StationClip()
/// clip.add(10)                          // 1 s of empty desk
/// clip.add(10, card: card)              // the card for 1 s
/// clip.add(8, book: book)               // then the book
/// try clip.write(to: url)               // a Y4M file
/// ```
public struct StationClip: Sendable {
    /// What one frame shows.
    public struct Shot: Sendable {
        public var card: GrayImage?
        public var book: ClipBook?
    }

    /// Frame width and height in pixels, and frames per second.
    public let width: Int, height: Int, framesPerSecond: Int
    /// One shot per frame.
    public private(set) var shots: [Shot] = []

    /// An empty clip of `width`×`height` frames at `framesPerSecond`; the default is a small
    /// camera, 400×300 at 10 frames a second, so a long clip stays a small file.
    public init(width: Int = 400, height: Int = 300, framesPerSecond: Int = 10) {
        self.width = width
        self.height = height
        self.framesPerSecond = framesPerSecond
    }

    /// `frames` frames showing `card` (near the top) and `book` (below it), or the empty desk.
    public mutating func add(_ frames: Int, card: GrayImage? = nil, book: ClipBook? = nil) {
        shots += Array(repeating: Shot(card: card, book: book), count: frames)
    }

    /// Seconds of video so far.
    public var seconds: Double { Double(shots.count) / Double(framesPerSecond) }

    /// Frame `index`, drawn: a grey desk with light falling off, the pictures, and noise of ±5 levels.
    public func frame(_ index: Int) -> GrayImage {
        var image = GrayImage(width: width, height: height, fill: 0)
        for y in 0..<height {
            for x in 0..<width { image[x, y] = UInt8(140 - 40 * x / width - 20 * y / height) }
        }
        let shot = shots[index]
        if let card = shot.card { paste(card, into: &image, top: 4) }
        if let book = shot.book { paste(book.cover, into: &image, top: shot.card == nil ? (height - book.cover.height) / 2 : height - book.cover.height - 4) }
        var random = SplitMix64(seed: UInt64(index) &* 0x9E37_79B9 &+ 71)
        for y in 0..<height {
            for x in 0..<width {
                let grain = Int(random.next() % 11) - 5
                image[x, y] = UInt8(min(max(Int(image[x, y]) + grain, 0), 255))
            }
        }
        return image
    }

    /// The clip as a Y4M file (`Cmono`), written frame by frame.
    public func write(to url: URL) throws {
        guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
        }
        let handle = try FileHandle(forWritingTo: url)
        defer { try? handle.close() }
        try handle.write(contentsOf: Data("YUV4MPEG2 W\(width) H\(height) F\(framesPerSecond):1 Ip A1:1 Cmono\n".utf8))
        for index in shots.indices {
            try handle.write(contentsOf: Data("FRAME\n".utf8) + Data(frame(index).packed().pixels))
        }
    }

    /// `picture` centred across the frame, `top` pixels down, cut to the frame.
    private func paste(_ picture: GrayImage, into image: inout GrayImage, top: Int) {
        let left = (width - picture.width) / 2
        for row in 0..<picture.height where (0..<height).contains(top + row) {
            for column in 0..<picture.width where (0..<width).contains(left + column) {
                image[left + column, top + row] = picture[column, row]
            }
        }
    }
}
