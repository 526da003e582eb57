import ISBNKit
import LendingKit
import ShelfScan
import Testing

/// The library's messages say what to do in words; only the command line names its options.
@Suite("Library messages name no command-line option")
struct DeskErrorWordsTests {
    @Test("the errors that ask for something say it without an option")
    func noOptions() throws {
        let isbn = try ISBN(parsing: "9780306406157"), other = try ISBN(parsing: "9780441172719")
        let store = try AppDatabase.inMemory()
        let library = try store.createUser(UserProfile(username: "library"))
        let selfServiceWithoutPlace = #expect(throws: LendingError.self) {
            try store.updatePolicy(by: library) { $0.selfService = true }
        }
        let errors: [any Error] = [
            DeskError.severalISBNs([isbn, other], "two.png"),
            DeskError.titleMismatch(isbn: isbn, typed: "Dune", catalog: "Numbers", source: "Open Library"),
            DeskError.detailsUnknown(isbn: isbn, field: "title", lookupOwed: true),
            try #require(selfServiceWithoutPlace),
        ]
        for error in errors {
            #expect(!"\(error)".contains("--"), "\(error)")
        }
        #expect("\(errors[2])" == "9780306406157: no title known (the catalogue could not be asked in full): give its title and author")
    }
}
