import ArgumentParser
@testable import ShelfScanCLI
import Testing

/// The help of every command, as an 80-column terminal shows it.
@Suite("Help text")
struct HelpTextTests {
    /// Every command under `command`, itself included.
    static func commands(under command: any ParsableCommand.Type) -> [any ParsableCommand.Type] {
        [command] + command.configuration.subcommands.flatMap { commands(under: $0) }
    }

    @Test("no line of help, examples included, is wrapped inside a quoted argument")
    func quotesUnbroken() {
        for command in Self.commands(under: ShelfScanCommand.self) {
            for line in ShelfScanCommand.helpMessage(for: command, columns: 80).split(separator: "\n") {
                #expect(line.filter { $0 == "\"" }.count.isMultiple(of: 2), "\(command._commandName): \(line)")
            }
        }
    }
}
