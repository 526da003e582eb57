import SystemPackage
import ShelfScanErrors

/// A file that could not be read, written, created or removed: its path and what went wrong.
///
/// ```swift
/// do {
///     _ = try FileContents.read(path: "/no/cover.png", limit: 1 << 20)
/// } catch {
///     print(error)          // /no/cover.png: No such file or directory
///     print(error.reason)   // No such file or directory
/// }
/// ```
public struct FileError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong.
    public enum Problem: Sendable, Equatable, CustomStringConvertible {
        /// A system call failed: its C name, e.g. `open`, and the error it set.
        case systemCall(String, Errno)
        /// The path names something other than a regular file, e.g. a folder or a pipe.
        case notRegularFile
        /// The file holds more than `limit` bytes, more than the caller reads into memory.
        case tooLarge(limit: Int)

        /// The system's words for the error (`No such file or directory`), or the check's.
        public var description: String {
            switch self {
            case let .systemCall(_, code): return code.description
            case .notRegularFile: return "not a regular file"
            case let .tooLarge(limit) where limit % (1 << 20) == 0: return "larger than \(limit >> 20) MiB"
            case let .tooLarge(limit): return "larger than \(limit) bytes"
            }
        }
    }

    /// The file or folder, as given.
    public var path: String
    /// What went wrong.
    public var problem: Problem

    /// Creates the error for `path`.
    public init(path: String, problem: Problem) {
        self.path = path
        self.problem = problem
    }

    /// A failed system call on `path`.
    init(path: String, call: String, _ code: Errno) {
        self.init(path: path, problem: .systemCall(call, code))
    }

    /// A failed swift-system call on `path`: its untyped `throws` only ever throws an `Errno`.
    init(path: String, call: String, thrown error: any Error) {
        self.init(path: path, call: call, error as? Errno ?? .ioError)
    }

    /// Why, without the path: `No such file or directory`, `not a regular file`.
    public var reason: String { problem.description }

    /// `path: reason`.
    public var description: String { "\(path): \(reason)" }
}

extension FileError: ShelfScanError {
    /// The file it is about.
    public var offendingValue: String? { path }

    /// `file.` and what went wrong, e.g. `file.systemCall`: stable, for programs to act on.
    public var code: String {
        switch problem {
        case .systemCall: return "file.systemCall"
        case .notRegularFile: return "file.notRegularFile"
        case .tooLarge: return "file.tooLarge"
        }
    }
}
