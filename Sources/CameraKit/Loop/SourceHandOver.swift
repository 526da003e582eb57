/// A frame source handed to the thread that reads it, which from then on is the only one to use
/// it: sources are used by one thread at a time, and the loop's other thread only takes frames
/// from a `FrameSlot`.
struct SourceHandOver: @unchecked Sendable {
    /// The source, now the receiving thread's.
    let source: FrameSource
}
