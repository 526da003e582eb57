import ArgumentParser
import Foundation
import ShelfScan

/// `--catalog`, shared by the commands that read or fill the local book catalogue.
struct CatalogOptions: ParsableArguments {
    @Option(name: .customLong("catalog"),
            help: ArgumentHelp("The local catalogue file (default: $SHELFSCAN_CATALOG, else "
                               + "$XDG_DATA_HOME/shelfscan/catalog.sqlite, i.e. ~/.local/share/shelfscan/).",
                               valueName: "file"))
    var path: String?

    /// The catalogue file these options and the environment name.
    func resolvedPath() throws -> String {
        let environment = ProcessInfo.processInfo.environment
        if let path = path ?? environment["SHELFSCAN_CATALOG"].flatMap({ $0.isEmpty ? nil : $0 }) { return path }
        guard let folder = DataFolder.current else {
            throw ValidationError("no catalogue location: give --catalog, or set SHELFSCAN_CATALOG, XDG_DATA_HOME or HOME")
        }
        return folder.catalogDatabase
    }

    /// Opens the catalogue; only an import may create it, so a mistyped path is said, not answered
    /// from a new empty file.
    func open(creating: Bool) throws -> CatalogDatabase {
        let path = try resolvedPath()
        if !creating, !FileManager.default.fileExists(atPath: path) {
            StandardError.line("\(path): no catalogue here; make one with `shelfscan catalog import DUMP`")
            throw ExitStatus.unreadable.exitCode
        }
        if creating {
            let folder = (path as NSString).deletingLastPathComponent
            if !folder.isEmpty, let reason = WritableFolder.problem(preparing: folder) {
                StandardError.line("\(folder): \(reason)")
                throw ExitStatus.unreadable.exitCode
            }
        }
        do {
            return try CatalogDatabase.open(atPath: path)
        } catch {
            StandardError.line("\(error)")
            throw ExitStatus.unreadable.exitCode
        }
    }
}
