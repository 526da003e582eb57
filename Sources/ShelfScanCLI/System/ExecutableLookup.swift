#if canImport(Glibc)
import Glibc
#endif

/// Finds a program as a shell would: a name with a slash is taken as a path, any other is looked
/// for in each folder of `PATH` in turn. `bench speed` finds zbarimg with it, `photo show --open`
/// the desktop's opener.
///
/// ```swift
/// ExecutableLookup.path(of: "zbarimg")   // "/usr/bin/zbarimg", or nil when not installed
/// ```
enum ExecutableLookup {
    /// The executable file `name` stands for, or `nil` when there is none; `searchPath` stands in
    /// for this process's `PATH`.
    static func path(of name: String, searchPath: String? = nil) -> String? {
        if name.contains("/") { return isExecutable(name) ? name : nil }
        let folders = (searchPath ?? getenv("PATH").map { String(cString: $0) } ?? "").split(separator: ":")
        return folders.lazy.map { "\($0)/\(name)" }.first(where: isExecutable)
    }

    /// Whether `path` is a regular file this process may run (`access(2)` with `X_OK`, `stat(2)`).
    private static func isExecutable(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG && access(path, X_OK) == 0
    }
}
