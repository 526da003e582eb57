/// The sizes a driver accepts when it gives a range (`V4L2_FRMSIZE_TYPE_STEPWISE`, or
/// `CONTINUOUS` with steps of one pixel) rather than a list.
///
/// ```swift
/// let range = V4L2SizeRange(minimum: .init(width: 160, height: 120), maximum: .init(width: 1920, height: 1080),
///                           widthStep: 16, heightStep: 8)
/// print(range.nearest(to: .hd720))   // 1280×720
/// ```
public struct V4L2SizeRange: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The smallest size.
    public var minimum: V4L2FrameSize
    /// The largest size.
    public var maximum: V4L2FrameSize
    /// Widths go up from the minimum in steps of this many pixels.
    public var widthStep: Int
    /// Heights go up from the minimum in steps of this many pixels.
    public var heightStep: Int

    /// A range from `minimum` to `maximum` in the given steps.
    public init(minimum: V4L2FrameSize, maximum: V4L2FrameSize, widthStep: Int, heightStep: Int) {
        self.minimum = minimum
        self.maximum = maximum
        self.widthStep = widthStep
        self.heightStep = heightStep
    }

    /// The size in the range nearest to `size`, each side on its own.
    public func nearest(to size: V4L2FrameSize) -> V4L2FrameSize {
        V4L2FrameSize(width: Self.snap(size.width, minimum.width, maximum.width, widthStep),
                      height: Self.snap(size.height, minimum.height, maximum.height, heightStep))
    }

    /// For example `160×120…1920×1080 step 16×8`.
    public var description: String {
        "\(minimum)…\(maximum) step \(widthStep)×\(heightStep)"
    }

    private static func snap(_ value: Int, _ low: Int, _ high: Int, _ step: Int) -> Int {
        // A driver's range is outside input: a zero step or an upside-down range must not trap.
        guard high > low else { return low }
        let step = max(step, 1)
        let clamped = min(max(value, low), high)
        let steps = (clamped - low + step / 2) / step
        let snapped = low + steps * step
        return snapped > high ? snapped - step : snapped
    }
}
