import Foundation

/// One file per process that an input is written to, for readers that only take a path (the CSV
/// list import, the Y4M stream). The process id keeps two fuzzers run side by side apart.
public enum ScratchFile {
    /// The file's path, in the temporary folder.
    public static let path = FileManager.default.temporaryDirectory
        .appendingPathComponent("shelfscan-fuzz-\(ProcessInfo.processInfo.processIdentifier)").path

    /// Writes `bytes` to the file, runs `body` with its path, then removes the file so that no
    /// input outlives its run.
    public static func withFile<Result>(containing bytes: UnsafeBufferPointer<UInt8>,
                                        _ body: (String) -> Result) -> Result {
        let contents = bytes.isEmpty ? Data() : Data(buffer: bytes)
        guard FileManager.default.createFile(atPath: path, contents: contents) else {
            // A scratch file that cannot be written says nothing about the input: stop the run loudly.
            fatalError("cannot write the scratch file \(path)")
        }
        defer { try? FileManager.default.removeItem(atPath: path) }
        return body(path)
    }
}
