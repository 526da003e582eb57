import ArgumentParser
import ShelfScan
import ShelfScanBenchmarks

extension CorpusManifest {
    /// The manifest at `path`, or exit status 2 with the reason on standard error.
    static func loadForCommand(_ path: String) throws -> CorpusManifest {
        do {
            return try CorpusManifest(path: path)
        } catch {
            StandardError.line("\(error)")
            throw ExitStatus.unreadable.exitCode
        }
    }
}
