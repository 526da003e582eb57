import RasterKit

/// Turns the bytes of one buffer into luma: GREY and YUYV rows at the driver's stride, MJPEG
/// through libjpeg (which supplies the Huffman tables MJPEG frames leave out).
struct V4L2FrameDecoder: Sendable {
    var device: String
    var format: V4L2StreamFormat
    var jpeg = ImageDecoder()

    /// The frame's image, or why this one frame cannot be read (the camera skips it).
    func image(_ bytes: UnsafeRawBufferPointer, index: Int) -> Result<GrayImage, CameraError> {
        guard let pixelFormat = format.readable.pixelFormat else {
            return Result { () throws(ImageError) -> GrayImage in
                try jpeg.decode(bytes, source: "\(device) frame \(index)")
            }.mapError(CameraError.unreadableImage)
        }
        let size = format.size
        return Result { () throws(FrameError) -> GrayImage in
            try GrayImage(frame: bytes, format: pixelFormat, width: size.width, height: size.height,
                          bytesPerRow: format.bytesPerLine)
        }.mapError { error in
            switch error {
            case let .bufferTooSmall(_, bytes, needed):
                return .truncatedFrame(source: device, frame: index, bytes: bytes, expected: needed)
            case .invalidSize, .strideTooSmall:
                return .invalidFrameSize(source: device, width: size.width, height: size.height)
            }
        }
    }
}
