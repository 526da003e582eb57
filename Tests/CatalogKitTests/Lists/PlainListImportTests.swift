import CatalogKit
import Foundation
import ISBNKit
import Testing

@Suite("Importing plain lists")
struct PlainListImportTests {
    @Test("isbn, title, author: ISBN-10 or ISBN-13, hyphens allowed")
    func threeColumns() throws {
        let isbn10 = ListFixture.isbn10(31)
        let hyphenated = isbn10.prefix(1) + "-" + isbn10.dropFirst(1).prefix(4) + "-" + isbn10.dropFirst(5)
        let text = "isbn,title,author\n\(hyphenated),Moss and Mortar,Rhea Stone\n\(ListFixture.isbn13(32)),Second Shelf,\n"
        let catalog = try CatalogDatabase.inMemory()
        let summary = try catalog.importList(atPath: try ListFixture.file(text), at: ListFixture.now)
        #expect(summary.format == .plain && summary.booksStored == 2)
        #expect(try ListFixture.book(31, in: catalog)?.authors == ["Rhea Stone"])
        #expect(try ListFixture.book(32, in: catalog)?.authors == [])
    }

    @Test("more known columns, in any order, any letter case, with spaces around the names")
    func knownColumns() throws {
        let text = """
            Title , ISBN,Subtitle,Authors,Publisher,Year,Pages,published
            Tide Tables,\(ListFixture.isbn13(33)),A Coastal Year,Nell Marsh; Ike Ford,Gullwing,1987,212 pages,
            Dry Docks,\(ListFixture.isbn13(34)),,,,1990,,March 3 1991
            """
        let catalog = try CatalogDatabase.inMemory()
        try catalog.importList(atPath: try ListFixture.file(text), at: ListFixture.now)
        let tides = try #require(try ListFixture.book(33, in: catalog))
        #expect(tides.title == "Tide Tables" && tides.subtitle == "A Coastal Year")
        #expect(tides.authors == ["Nell Marsh", "Ike Ford"] && tides.publisher == "Gullwing")
        #expect(tides.published == PublicationDate(year: 1987) && tides.pages == 212)
        #expect(try ListFixture.book(34, in: catalog)?.published?.description == "1991-03-03")
    }

    @Test("no header when the first cell is an ISBN: the columns are isbn, title, author")
    func noHeader() throws {
        let text = "\(ListFixture.isbn13(35)),First Light,Ada Moor\n\(ListFixture.isbn13(36)),Last Light,Bea Moor"
        let catalog = try CatalogDatabase.inMemory()
        let summary = try catalog.importList(atPath: try ListFixture.file(text), at: ListFixture.now)
        #expect(summary.format == .plain && summary.rowsRead == 2 && summary.booksStored == 2)
        #expect(try ListFixture.book(35, in: catalog)?.line == 1)
        #expect(try ListFixture.book(36, in: catalog)?.authors == ["Bea Moor"])
    }

    @Test("an unknown header is an error naming the file, the columns found and the forms understood")
    func unknownHeader() throws {
        for header in ["name,shelf,rating", "isbn,title,author,shelf"] {
            let path = try ListFixture.file(header + "\n\(ListFixture.isbn13(37)),x,y,z\n")
            let error = #expect(throws: ListImportError.self) { try CatalogDatabase.inMemory().importList(atPath: path, at: ListFixture.now) }
            #expect(error == .unknownHeader(path: path, columns: header.components(separatedBy: ",")))
            let message = error?.description ?? ""
            #expect(message.hasPrefix("\(path): a header with columns \(header.replacingOccurrences(of: ",", with: ", "))"))
            #expect(message.contains("Goodreads export") && message.contains("LibraryThing export") && message.contains("plain list"))
        }
    }

    @Test("an empty file, or one of blank lines, is an error")
    func empty() throws {
        for text in ["", "\n\r\n\n"] {
            let path = try ListFixture.file(text)
            #expect(throws: ListImportError.empty(path: path)) { try CatalogDatabase.inMemory().importList(atPath: path, at: ListFixture.now) }
        }
    }

    @Test("a header alone imports nothing")
    func headerOnly() throws {
        let summary = try CatalogDatabase.inMemory().importList(atPath: try ListFixture.file("isbn,title\n"), at: ListFixture.now)
        #expect(summary.finished && summary.rowsRead == 0 && summary.booksStored == 0)
    }

    @Test("a second import replaces the books it lists again, and keeps the others")
    func reimport() throws {
        let catalog = try CatalogDatabase.inMemory()
        let first = try ListFixture.file("isbn,title,author\n\(ListFixture.isbn13(38)),Old Title,A. Writer\n\(ListFixture.isbn13(39)),Kept,B. Writer\n")
        try catalog.importList(atPath: first, at: ListFixture.now)
        let later = ListFixture.now.addingTimeInterval(3600)
        let second = try ListFixture.file("isbn,title\n\n\(ListFixture.isbn13(38)),New Title\n", named: "second.csv")
        try catalog.importList(atPath: second, at: later)
        let replaced = try #require(try ListFixture.book(38, in: catalog))
        #expect(replaced.title == "New Title" && replaced.authors.isEmpty)
        #expect(replaced.file == second && replaced.line == 3 && replaced.importedAt == later)
        #expect(try ListFixture.book(39, in: catalog)?.title == "Kept")
        #expect(try ListFixture.book(39, in: catalog)?.metadata.title?.provenance
            == [Provenance(source: .localCatalog, at: ListFixture.now)])
    }

    @Test("an import marks the title search stale, so the next search finds the listed books")
    func titleSearch() throws {
        let catalog = try CatalogDatabase.inMemory()
        try catalog.rebuildTitleSearchIfStale()
        #expect(try !catalog.rebuildTitleSearchIfStale())
        let text = "isbn,title,subtitle,author\n\(ListFixture.isbn13(43)),Quiet Harbours,A Memoir,Lena Brook\n"
        try catalog.importList(atPath: try ListFixture.file(text), at: ListFixture.now)
        #expect(try catalog.rebuildTitleSearchIfStale())
        let hit = try #require(try catalog.searchTitles("harbours brook").first)
        #expect(hit == TitleSearchHit(isbn13: ListFixture.isbn13(43), title: "Quiet Harbours: A Memoir", authors: "Lena Brook"))
        try catalog.importList(atPath: try ListFixture.file("isbn,title\n"), at: ListFixture.now)
        #expect(try !catalog.rebuildTitleSearchIfStale(), "an import that stores nothing leaves the index as it is")
    }

    @Test("within one file the later row of an ISBN wins")
    func repeatedISBN() throws {
        let catalog = try CatalogDatabase.inMemory()
        let isbn = ListFixture.isbn13(40)
        let summary = try catalog.importList(atPath: try ListFixture.file("isbn,title\n\(isbn),One\n\(isbn),Two\n"), at: ListFixture.now)
        #expect(summary.booksStored == 2)
        #expect(try ListFixture.book(40, in: catalog)?.title == "Two")
    }

    @Test("more bad rows than are described are all counted")
    func manyBadRows() throws {
        let bad = (0..<30).map { "not-an-isbn-\($0),Title \($0)" }
        let text = "isbn,title\n" + bad.joined(separator: "\n") + "\n\(ListFixture.isbn13(41)),Good\n"
        let summary = try CatalogDatabase.inMemory().importList(atPath: try ListFixture.file(text), at: ListFixture.now)
        #expect(summary.rowsRead == 31 && summary.rowsSkipped == 30 && summary.booksStored == 1)
        #expect(summary.problems.count == ListImportSummary.reportedLimit)
        #expect(summary.problems.first?.description.hasPrefix("line 2: ISBN not-an-isbn-0: ") == true)
    }

    @Test("a large list is stored in batches, and a stop after one leaves the rest unread")
    func batches() throws {
        let count = CatalogDatabase.listBatchRows * 2 + 7
        let rows = (0..<count).map { "\(ListFixture.isbn13(1_000 + $0)),Book \($0),Writer \($0 % 50)" }
        let path = try ListFixture.file("isbn,title,author\n" + rows.joined(separator: "\n"))
        let catalog = try CatalogDatabase.inMemory()
        var seen: [Int] = []
        let summary = try catalog.importList(atPath: path, at: ListFixture.now) { progress in
            seen.append(progress.booksStored)
            return false
        }
        #expect(seen == [CatalogDatabase.listBatchRows, 2 * CatalogDatabase.listBatchRows, count])
        #expect(summary.finished && summary.rowsRead == count && summary.booksStored == count)
        #expect(try ListFixture.book(1_000 + count - 1, in: catalog)?.line == count + 1)

        let stoppedCatalogue = try CatalogDatabase.inMemory()
        let stopped = try stoppedCatalogue.importList(atPath: path, at: ListFixture.now) { _ in true }
        #expect(!stopped.finished && stopped.booksStored == CatalogDatabase.listBatchRows)
        #expect(try ListFixture.book(1_000 + CatalogDatabase.listBatchRows - 1, in: stoppedCatalogue) != nil)
        #expect(try ListFixture.book(1_000 + CatalogDatabase.listBatchRows, in: stoppedCatalogue) == nil)
    }

    @Test("a gzip list is read as its text")
    func gzip() throws {
        let text = "isbn,title\n\(ListFixture.isbn13(42)),Packed Tight\n"
        let path = try ListFixture.file(bytes: try GzipFixture.member(Array(text.utf8)), named: "list.csv.gz")
        let catalog = try CatalogDatabase.inMemory()
        try catalog.importList(atPath: path, at: ListFixture.now)
        #expect(try ListFixture.book(42, in: catalog)?.title == "Packed Tight")
    }

    @Test("a missing file is an error naming it")
    func missing() throws {
        let error = #expect(throws: ListImportError.self) { try CatalogDatabase.inMemory().importList(atPath: "/no/such/list.csv", at: ListFixture.now) }
        guard case let .unreadable(path, _) = error else {
            Issue.record("expected .unreadable, got \(String(describing: error))")
            return
        }
        #expect(path == "/no/such/list.csv")
    }
}
