import ArgumentParser
import ShelfScan

/// The `--ranges FILE` option of the `shelfscan isbn` commands: which range data decides
/// hyphens, registration groups and validity.
///
/// Without the option the file at `ISBNRanges.defaultFilePath` is used when there is one, else the
/// built-in copy. Unlike `ISBNRanges.current`, a file that is there but broken is an error: a
/// command that quietly fell back to older data would print hyphens the user did not ask for.
///
/// ```
/// $ shelfscan isbn hyphenate --ranges ~/Downloads/RangeMessage.xml 9780306406157
/// 978-0-306-40615-7
/// ```
struct RangeDataOptions: ParsableArguments {
    @Option(name: .customLong("ranges"),
            help: ArgumentHelp("The range data to use, a RangeMessage.xml (default: "
                               + "$XDG_DATA_HOME/shelfscan/RangeMessage.xml if present, else the built-in copy).",
                               valueName: "file"))
    var file: String?

    func validate() throws {
        if file?.isEmpty == true { throw ValidationError("--ranges needs the path of a RangeMessage.xml") }
    }

    /// The file given with `--ranges`, else the one at `defaultPath` if something is there, else
    /// the built-in data.
    ///
    /// `defaultPath` is a parameter so tests can point it anywhere without touching the environment.
    func load(defaultPath: String? = ISBNRanges.defaultFilePath) throws(RangeDataError) -> ISBNRanges {
        if let file {
            do {
                return try ISBNRanges(contentsOf: file)
            } catch {
                throw .givenFile(error)
            }
        }
        do {
            return try ISBNRanges.load(preferring: defaultPath)
        } catch {
            throw .defaultFile(error)
        }
    }

    /// `load()`, or exit status 2 (unreadable) with the reason on standard error.
    func loadForCommand() throws -> ISBNRanges {
        do {
            return try load()
        } catch {
            StandardError.line("\(error)")
            throw ExitStatus.unreadable.exitCode
        }
    }
}
