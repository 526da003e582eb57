import Foundation
import ShelfScanTestSupport

/// Runs the built `shelfscan` executable and captures what it prints.
struct CommandRunner {
    struct Outcome {
        var status: Int32
        var output: String
        var errors: String
    }

    static let packageRoot = TestPaths.packageRoot

    static let testImages = TestPaths.testImages

    /// The executable sits beside the test bundle in the build folder.
    static var executable: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("shelfscan")
    }

    /// A data folder that is never created, so by default the command finds no range file of
    /// the user's and answers from its built-in data.
    static let emptyDataHome = FileManager.default.temporaryDirectory
        .appendingPathComponent("shelfscan-cli-no-data-\(UUID().uuidString)")

    /// Runs the command with `arguments`, and `input` on its standard input when given.
    ///
    /// The command sees `dataHome` (else `emptyDataHome`) as `XDG_DATA_HOME`, no `SHELFSCAN_`
    /// variables of the test's own, `SHELFSCAN_OFFLINE=1` (tests never reach the real book
    /// services; those that test lookups point them at a loopback server and say `0`), and
    /// `variables` on top; only the child's environment is set, so tests running in parallel do
    /// not disturb each other.
    static func run(_ arguments: [String], input: String? = nil, dataHome: URL? = nil,
                    variables: [String: String] = [:]) throws -> Outcome {
        try run(arguments, bytes: input.map { Data($0.utf8) }, dataHome: dataHome, variables: variables)
    }

    /// Runs the command as `run(_:input:dataHome:variables:)` does, with `bytes` on its standard input.
    static func run(_ arguments: [String], bytes input: Data?, dataHome: URL? = nil,
                    variables: [String: String] = [:]) throws -> Outcome {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("SHELFSCAN_") }
        environment["XDG_DATA_HOME"] = (dataHome ?? emptyDataHome).path
        environment["SHELFSCAN_OFFLINE"] = "1"
        environment.merge(variables) { _, given in given }
        process.environment = environment
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        let standardInput = Pipe()
        if input != nil { process.standardInput = standardInput }
        try process.run()
        if let input {
            // Written on a thread of its own: a clip is larger than a pipe's buffer, and the
            // command's output must be read meanwhile.
            let writer = standardInput.fileHandleForWriting
            Thread.detachNewThread {
                writer.write(input)
                try? writer.close()
            }
        }
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus,
                       output: String(decoding: outputData, as: UTF8.self),
                       errors: String(decoding: errorData, as: UTF8.self))
    }

    static func image(_ name: String) -> String {
        testImages.appendingPathComponent(name).path
    }

    /// A fresh folder for one test's files.
    static func scratchFolder() throws -> URL {
        try TestPaths.scratchFolder("cli")
    }
}
