import ArgumentParser
import Foundation
import ShelfScan

/// What `checkout` and `checkin` share: the card, the books (photos or typed codes, several in one
/// session), and the library as `--user`.
struct SelfServiceOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The member's library card number; the PIN is asked for without echo, or read"
                               + " from $SHELFSCAN_PIN.", valueName: "card"))
    var card: String

    @Option(help: ArgumentHelp("A photo of a book's barcode; repeat for several books.", valueName: "file"))
    var image: [String] = []

    @Option(help: ArgumentHelp("A book's ISBN or ShelfScan label, typed; repeat for several.", valueName: "code"))
    var isbn: [String] = []

    @OptionGroup var lending: LendingOptions

    func validate() throws {
        guard !(image.isEmpty && isbn.isEmpty) else { throw ValidationError("give at least one --image FILE or --isbn CODE") }
    }

    /// Logs the member in once, then runs `act` for each book in turn: a line per book done, a
    /// refusal per book on standard error, naming the book's input once. Exits with the first
    /// refusal's status once every book has been tried.
    func run(_ act: (LendingDesk, BookCodeSource, AuthenticatedMember) throws -> OutputLine) throws {
        let environment = LendingEnvironment.current()
        var failure: ExitStatus?
        try lending.run(in: environment) { session in
            let pin = try PINReader(environment: environment).read()
            let member = try session.database.authenticate(card: card, pin: pin, library: try session.actingUser())
            var lines: [OutputLine] = []
            for source in image.map(BookCodeSource.photo) + isbn.map(BookCodeSource.typed) {
                do {
                    lines.append(try act(session.desk, source, member))
                } catch {
                    StandardError.line(CommandHint.message(for: error), about: source.namedInput)
                    failure = failure ?? ExitStatus(for: error)
                }
            }
            return CommandOutput(lines)
        }
        if let failure { throw failure.exitCode }
    }
}
