/// A file's lines, read in order with bounded memory whatever the file's size or compression, and
/// where the reading has got to, so that a later reading can resume there.
protocol LineSource: AnyObject {
    /// The offset in the file's uncompressed text after the last line returned.
    var offset: Int { get }
    /// How far into the file on disk reading has got (for gzip, the compressed bytes inflated so
    /// far): what a progress bar measures against the file's size.
    var fileOffset: Int { get }

    /// The next line without its `\n` (a last line without one too); `nil` at the end.
    func next() throws(LineSourceError) -> ArraySlice<UInt8>?
}
