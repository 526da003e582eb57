import Foundation

/// The desktop's program for opening a file with the user's viewer: `xdg-open` on Linux desktops,
/// `open` on macOS, looked up in `PATH`.
struct PhotoOpener {
    /// The programs tried, in order.
    static let programs = ["xdg-open", "open"]

    let searchPath: String?

    /// Opens `path` and waits for the opener (which hands the file to the viewer and returns).
    func open(_ path: String) throws {
        guard let program = find() else { throw PhotoCommandError.noOpener(Self.programs) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = [path]
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw PhotoCommandError.openerFailed(program: program, status: process.terminationStatus)
        }
    }

    /// The first opener found in the folders of `PATH`.
    private func find() -> String? {
        Self.programs.lazy.compactMap { ExecutableLookup.path(of: $0, searchPath: searchPath ?? "") }.first
    }
}
