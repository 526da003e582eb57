#if canImport(Glibc)
import Glibc
#endif
import Foundation
import Synchronization

/// `shelfscan` run on a pseudo-terminal, as a person at a kiosk sees it: keys are typed into the
/// terminal's master side and everything the program draws is collected from it.
///
/// Wraps `posix_openpt`, `grantpt`, `unlockpt` and `ptsname` (the pair; looked up with `dlsym`, as
/// Swift's Glibc module leaves them out), `open` (the program's side), `read` and `write` (the
/// test's side).
final class PseudoTerminal: Sendable {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// What the program drew, collected by a reading thread.
    private final class Drawn: Sendable {
        let bytes = Mutex<[UInt8]>([])
        let arrived = DispatchSemaphore(value: 0)
    }

    private let master: Int32
    private let drawn = Drawn()
    private let process: Process
    /// How far `waitFor` has read.
    private let consumed = Mutex(0)

    /// Starts `shelfscan` with `arguments` on a new terminal, with `variables` in its environment.
    init(_ arguments: [String], dataHome: URL, variables: [String: String]) throws {
        let calls = try PairCalls()
        master = calls.open(O_RDWR | O_NOCTTY)
        guard master >= 0, calls.grant(master) == 0, calls.unlock(master) == 0, let name = calls.name(master) else {
            throw Failure(description: "no pseudo-terminal: " + String(cString: strerror(errno)))
        }
        let slave = open(name, O_RDWR | O_NOCTTY)
        guard slave >= 0 else { throw Failure(description: "the terminal's other side: " + String(cString: strerror(errno))) }
        process = Process()
        process.executableURL = CommandRunner.executable
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("SHELFSCAN_") }
        environment["XDG_DATA_HOME"] = dataHome.path
        environment["SHELFSCAN_OFFLINE"] = "1"
        environment["TERM"] = "xterm"
        environment.merge(variables) { _, given in given }
        process.environment = environment
        let handle = FileHandle(fileDescriptor: slave, closeOnDealloc: true)
        process.standardInput = handle
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        try handle.close()
        let (master, drawn) = (master, drawn)
        Thread.detachNewThread {
            var buffer = [UInt8](repeating: 0, count: 65_536)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { break }
                drawn.bytes.withLock { $0 += buffer[..<count] }
                drawn.arrived.signal()
            }
            drawn.arrived.signal()
        }
    }

    /// Types `text` as keys.
    func type(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
    }

    /// Waits until the program has drawn `text` since the last text waited for (at most `seconds`);
    /// returns what it drew up to and including it.
    @discardableResult
    func waitFor(_ text: String, seconds: Double = 120) throws -> String {
        let deadline = Date().addingTimeInterval(seconds)
        while true {
            let start = consumed.withLock { $0 }
            let screen = drawn.bytes.withLock { String(decoding: $0[start...], as: UTF8.self) }
            if let range = screen.range(of: text) {
                let upTo = String(screen[..<range.upperBound])
                consumed.withLock { $0 = start + upTo.utf8.count }
                return upTo
            }
            guard Date() < deadline else {
                throw Failure(description: "\"\(text)\" never showed; the screen's last output:\n" + String(screen.suffix(3000)))
            }
            if !process.isRunning, screen.range(of: text) == nil, drawn.arrived.wait(timeout: .now() + .milliseconds(200)) == .timedOut {
                throw Failure(description: "the program ended without showing \"\(text)\":\n" + String(screen.suffix(3000)))
            }
            _ = drawn.arrived.wait(timeout: .now() + .milliseconds(200))
        }
    }

    /// Everything drawn so far.
    var output: String {
        drawn.bytes.withLock { String(decoding: $0, as: UTF8.self) }
    }

    /// Waits for the program to end (asking it to with SIGTERM when `terminating`); its status.
    func finish(terminating: Bool = false) -> Int32 {
        if terminating { process.terminate() }
        process.waitUntilExit()
        return process.terminationStatus
    }

    deinit {
        close(master)
    }
}

/// The C calls that make a pseudo-terminal pair.
private struct PairCalls {
    let open: @convention(c) (Int32) -> Int32
    let grant: @convention(c) (Int32) -> Int32
    let unlock: @convention(c) (Int32) -> Int32
    let name: @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?

    init() throws {
        func look<T>(_ symbol: String, as type: T.Type) throws -> T {
            guard let address = dlsym(UnsafeMutableRawPointer(bitPattern: 0), symbol) else {
                throw PseudoTerminal.Failure(description: "\(symbol) is not in the C library")
            }
            return unsafeBitCast(address, to: type)
        }
        open = try look("posix_openpt", as: (@convention(c) (Int32) -> Int32).self)
        grant = try look("grantpt", as: (@convention(c) (Int32) -> Int32).self)
        unlock = try look("unlockpt", as: (@convention(c) (Int32) -> Int32).self)
        name = try look("ptsname", as: (@convention(c) (Int32) -> UnsafeMutablePointer<CChar>?).self)
    }
}
