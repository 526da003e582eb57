import ArgumentParser
import ShelfScan

/// `shelfscan card FILE...`: the library card numbers photos of cards show.
struct CardCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "card",
        abstract: "Read library cards (Codabar, Code 39, Code 128, Interleaved 2 of 5) from photos.",
        discussion: """
            Prints each card's number as the library's card format gives it, with the symbology and \\
            the text as encoded: Codabar's start and stop characters (A-D) are taken off unless \\
            --keep-codabar-guards, and the first --prefix that matches is taken off. Book barcodes \\
            are never read as cards. Exit status: 0 when every photo gave a card number, 1 when one \\
            gave none, 2 when a file cannot be read.

              shelfscan card card-front.jpg
              shelfscan card scans/*.png --prefix LIB- --symbology codabar --json
            """)

    @Argument(help: "Photos of library cards.")
    var files: [String]

    @OptionGroup var cardFormat: CardFormatOptions

    @Flag(help: "Print one JSON object per card.")
    var json = false

    func validate() throws {
        guard !files.isEmpty else { throw ValidationError("give at least one photo") }
    }

    func run() throws {
        let format = cardFormat.format
        var status: ExitStatus?
        for file in files {
            let image: GrayImage
            do {
                image = try ImageDecoder().decode(contentsOf: file)
            } catch {
                StandardError.line("\(error)")
                status = .unreadable
                continue
            }
            let cards = CardReader().read(image).compactMap { reading in format.cardNumber(from: reading).map { (reading, $0) } }
            if cards.isEmpty {
                StandardError.line("\(file): no library card found")
                status = status ?? .invalidInput
            }
            for (reading, number) in cards {
                let line = OutputLine(text: "\(file): \(number) (\(reading.symbology) \(reading.text))",
                                      record: CardRecord(file: file, number: number, reading: reading))
                print(line.renderedOnOneLine(json: json))
            }
        }
        if let status { throw status.exitCode }
    }
}
