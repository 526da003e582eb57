import Foundation

extension ScanLoop {
    /// The events of `source` as an asynchronous sequence, for a service: the loop runs on a thread
    /// of its own (never Swift's cooperative pool), and ends when the stream does, when the source
    /// fails (the error is thrown to the reader) or when the reader stops reading.
    ///
    /// ```swift
    /// for try await event in ScanLoop().events(from: try V4L2Camera(device: "/dev/video0")) {
    ///     try await desk.handOver(.typed(event.barcode.gtin13), by: alice)
    /// }
    /// ```
    public func events(from source: FrameSource) -> AsyncThrowingStream<ScanEvent, any Error> {
        let (stream, continuation) = AsyncThrowingStream<ScanEvent, any Error>.makeStream()
        let stop = ScanLoopStop()
        continuation.onTermination = { _ in stop.request() }
        let handOver = SourceHandOver(source: source)
        Thread.detachNewThread {
            do {
                _ = try self.run(handOver.source, stop: stop) { continuation.yield($0) }
                continuation.finish()
            } catch {
                continuation.finish(throwing: error)
            }
        }
        return stream
    }
}
