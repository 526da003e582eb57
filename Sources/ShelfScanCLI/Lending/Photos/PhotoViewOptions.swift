import ArgumentParser
import Foundation
import ShelfScan

/// `--output FILE`, `--open` and `--thumbnail`: what `photo show` and `user photo show` do with a photo.
struct PhotoViewOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Write the photo to this file ('-' for standard output).", valueName: "file"))
    var output: String?

    @Flag(help: "Open the photo with the desktop's opener (xdg-open).")
    var open = false

    @Flag(help: "Use the JPEG thumbnail instead of the full photo.")
    var thumbnail = false

    func validate() throws {
        if output != nil, open { throw ValidationError("give either --output FILE or --open, not both") }
    }

    /// Writes or opens the photo, or describes it when neither was asked for.
    func view(_ photo: Photo, in session: LendingSession, environment: LendingEnvironment,
              user: String? = nil) throws -> CommandOutput {
        let record = PhotoRecord(photo, in: session.database, user: user)
        let path = session.database.path(of: photo, thumbnail: thumbnail)
        if let output {
            let bytes = try session.database.contents(of: photo, thumbnail: thumbnail)
            if output == "-" {
                FileHandle.standardOutput.write(Data(bytes))
                return CommandOutput([])
            }
            try OutputFileError.write(bytes, to: output)
            return CommandOutput("wrote photo \(photo.id) to \(output)", record: record)
        }
        if open {
            _ = try session.database.contents(of: photo, thumbnail: thumbnail)
            try PhotoOpener(searchPath: environment.searchPath).open(path)
            return CommandOutput("opened photo \(photo.id): \(path)", record: record)
        }
        return CommandOutput(record.text + "\nfile: " + path, record: record)
    }
}
