import CFuzzerDriver
import Foundation

/// The entry of every fuzz target: hands the command line and the target's test to libFuzzer.
public enum FuzzDriver {
    /// Runs libFuzzer with the process's arguments on `test` and exits with its status.
    public static func run(_ test: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> Never {
        exit(shelfscan_fuzz_run(CommandLine.argc, CommandLine.unsafeArgv, test))
    }
}
