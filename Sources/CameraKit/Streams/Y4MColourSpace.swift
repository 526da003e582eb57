/// The sample layouts of a Y4M stream that the loop reads; only the luma plane is used, the
/// chroma planes are skipped.
///
/// ```swift
/// Y4MColourSpace(tag: "420jpeg")?.chromaBytes(width: 1280, height: 720)   // 460800
/// ```
public enum Y4MColourSpace: String, Sendable, CaseIterable {
    /// Luma only (`Cmono`).
    case mono
    /// 4:2:0 with chroma sited as JPEG/MPEG-1 do; the default when the header gives no `C`.
    case c420jpeg = "420jpeg"
    /// 4:2:0 with MPEG-2 siting.
    case c420mpeg2 = "420mpeg2"
    /// 4:2:0 with PAL DV siting.
    case c420paldv = "420paldv"
    /// 4:2:0 as older writers name it.
    case c420 = "420"
    /// 4:2:2.
    case c422 = "422"
    /// 4:4:4.
    case c444 = "444"

    /// The colour space a header's `C` tag names, without the `C`; `nil` for one the loop cannot read.
    public init?(tag: String) {
        self.init(rawValue: tag)
    }

    /// Bytes of the two chroma planes that follow the luma plane of each frame.
    public func chromaBytes(width: Int, height: Int) -> Int {
        let halfWidth = (width + 1) / 2
        switch self {
        case .mono: return 0
        case .c420jpeg, .c420mpeg2, .c420paldv, .c420: return 2 * halfWidth * ((height + 1) / 2)
        case .c422: return 2 * halfWidth * height
        case .c444: return 2 * width * height
        }
    }
}
