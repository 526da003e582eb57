import Foundation
import Testing

@Suite("shelfscan isbn")
struct ISBNCommandTests {
    private func lines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    private func object(_ line: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    }

    @Test("check: one line per valid input, the reason on stderr for the others, exit 1")
    func check() throws {
        let result = try CommandRunner.run(["isbn", "check", "0-306-40615-2", "9780306406158", "9791200000006"])
        #expect(result.status == 1)
        #expect(lines(result.output) == [
            "0-306-40615-2: valid ISBN 978-0-306-40615-7 (in an allocated range)",
            "9791200000006: valid ISBN 9791200000006 (in a known registration group, range not allocated)",
        ])
        #expect(result.errors == "9780306406158: check digit should be 7\n")
    }

    @Test("check --allocated refuses ISBNs outside the allocated ranges; all valid exits 0")
    func checkAllocated() throws {
        let refused = try CommandRunner.run(["isbn", "check", "--allocated", "9791200000006", "9791400000004"])
        #expect(refused.status == 1)
        #expect(refused.errors == """
            9791200000006: not in an allocated range (registration group Italy)
            9791400000004: in no known registration group

            """)
        let valid = try CommandRunner.run(["isbn", "check", "--allocated", "ISBN 0-8044-2957-x"])
        #expect(valid.status == 0)
        #expect(valid.errors.isEmpty)
    }

    @Test("stdin lines are inputs, blank ones skipped; --json gives an object per line")
    func stdinAndJSON() throws {
        let result = try CommandRunner.run(["isbn", "check", "--json"], input: "9780306406157\n\n  \r\n979-10-90636-07-1\r\n")
        #expect(result.status == 0)
        let objects = try lines(result.output).map(object)
        try #require(objects.count == 2)
        #expect(objects[0]["input"] as? String == "9780306406157")
        #expect(objects[0]["isbn10"] as? String == "0306406152")
        #expect(objects[0]["hyphenated"] as? String == "978-0-306-40615-7")
        #expect(objects[0]["registrationGroup"] as? String == "English language")
        #expect(objects[0]["validity"] as? String == "allocated")
        #expect(objects[1]["input"] as? String == "979-10-90636-07-1")
        #expect(objects[1]["isbn10"] == nil)
    }

    @Test("an empty argument is an input too")
    func emptyArgument() throws {
        let result = try CommandRunner.run(["isbn", "check", ""])
        #expect(result.status == 1)
        #expect(result.errors == "empty input\n")
    }

    @Test("convert: to the other form by default, to --to when asked; 979 has no ISBN-10")
    func convert() throws {
        let result = try CommandRunner.run(["isbn", "convert", "0-8044-2957-X", "9780306406157", "9791090636071"])
        #expect(result.status == 1)
        #expect(result.output == "9780804429573\n0306406152\n")
        #expect(result.errors == "9791090636071: an ISBN starting with 979 has no ISBN-10 form\n")
        let to13 = try CommandRunner.run(["isbn", "convert", "--to", "13", "0306406152", "9780306406157"])
        #expect(to13.output == "9780306406157\n9780306406157\n")
        let to10 = try CommandRunner.run(["isbn", "convert", "--to", "10", "0306406152", "9791090636071"])
        #expect(to10.output == "0306406152\n")
        #expect(to10.errors == "9791090636071: an ISBN starting with 979 has no ISBN-10 form\n")
        let wrong = try CommandRunner.run(["isbn", "convert", "--to", "12", "0306406152"])
        #expect(wrong.status == 64)
    }

    @Test("hyphenate: ISBN-13 or --isbn10; unallocated ranges and 979 ISBN-10s fail")
    func hyphenate() throws {
        let result = try CommandRunner.run(["isbn", "hyphenate", "9780306406157", "080442957X", "9791200000006"])
        #expect(result.status == 1)
        #expect(result.output == "978-0-306-40615-7\n978-0-8044-2957-3\n")
        #expect(result.errors == "9791200000006: not in an allocated range (registration group Italy)\n")
        let ten = try CommandRunner.run(["isbn", "hyphenate", "--isbn10", "9780306406157", "9791090636071"])
        #expect(ten.output == "0-306-40615-2\n")
        #expect(ten.errors == "9791090636071: an ISBN starting with 979 has no ISBN-10 form\n")
    }

    @Test("info: kind, forms, group, validity, range data and add-on meaning on one line")
    func info() throws {
        let input = """
            9780306406157 51995
            9780306406157+90000
            M-2306-7118-7
            9770317847056 05
            036000291452 51995
            4006381333931
            9791090636071+99991

            """
        let result = try CommandRunner.run(["isbn", "info"], input: input)
        #expect(result.status == 0)
        let builtIn = "range data of Thu, 9 Jul 2026 05:46:12 BST (built in)"
        #expect(lines(result.output) == [
            "9780306406157 51995: ISBN; ISBN-13 9780306406157 (978-0-306-40615-7); ISBN-10 0306406152 (0-306-40615-2); "
                + "English language; in an allocated range; \(builtIn); add-on 51995: USD 19.95",
            "9780306406157+90000: ISBN; ISBN-13 9780306406157 (978-0-306-40615-7); ISBN-10 0306406152 (0-306-40615-2); "
                + "English language; in an allocated range; \(builtIn); add-on 90000: no price",
            "M-2306-7118-7: ISMN (printed music); ISMN-13 9790230671187 (979-0-2306-7118-7); ISMN-10 M230671187 (M-2306-7118-7)",
            "9770317847056 05: ISSN (serial); ISSN 0317-8471; variant 05; add-on 05: issue 5",
            "036000291452 51995: UPC-A 036000291452; possibly a book (US mass-market paperbacks carry a UPC-A and an EAN-5); "
                + "ISBN not derivable; add-on 51995: USD 19.95",
            "4006381333931: GTIN 4006381333931; not a book number",
            "9791090636071+99991: ISBN; ISBN-13 9791090636071 (979-10-90636-07-1); no ISBN-10 (979 prefix); France; "
                + "in an allocated range; \(builtIn); add-on 99991: internal use",
        ])
    }

    @Test("info errors quote the whole input", arguments: [
        ("9780306406158 51995", "9780306406158 51995: check digit should be 7"),
        ("9780306406157 5199", "9780306406157 5199: add-on 5199: 4 digits, expected 2 or 5"),
        ("9780306406157+", "9780306406157+: add-on missing"),
        ("978 0 306 40615 8", "978 0 306 40615 8: check digit should be 7"),
        ("0317-8472", "0317-8472: check digit should be 1"),
    ])
    func infoErrors(input: String, message: String) throws {
        let result = try CommandRunner.run(["isbn", "info", input])
        #expect(result.status == 1)
        #expect(result.output.isEmpty)
        #expect(result.errors == message + "\n")
    }

    @Test("info --json nests what each kind has")
    func infoJSON() throws {
        let result = try CommandRunner.run(["isbn", "info", "--json", "9780306406157+51995", "M-2306-7118-7",
                                            "9770317847056+05", "036000291452"])
        let objects = try lines(result.output).map(object)
        try #require(objects.count == 4)
        #expect(objects[0]["kind"] as? String == "ISBN")
        let rangeData = try #require(objects[0]["rangeData"] as? [String: Any])
        #expect(rangeData["builtIn"] as? Bool == true)
        #expect(rangeData["file"] == nil)
        #expect(rangeData["date"] as? String == "Thu, 9 Jul 2026 05:46:12 BST")
        #expect((objects[0]["isbn"] as? [String: Any])?["isbn10Hyphenated"] as? String == "0-306-40615-2")
        let addOn = try #require(objects[0]["addOn"] as? [String: Any])
        #expect(addOn["symbology"] as? String == "EAN-5")
        #expect(addOn["meaning"] as? String == "USD 19.95")
        #expect((addOn["price"] as? [String: Any])?["hundredths"] as? Int == 1995)
        #expect((objects[1]["ismn"] as? [String: Any])?["ismn10Hyphenated"] as? String == "M-2306-7118-7")
        #expect(objects[2]["issn"] as? String == "0317-8471")
        #expect(objects[2]["issnVariant"] as? String == "05")
        #expect((objects[2]["addOn"] as? [String: Any])?["issue"] as? Int == 5)
        #expect(objects[3]["gtin13"] as? String == "0036000291452")
        #expect((objects[3]["note"] as? String)?.hasPrefix("possibly a book") == true)
    }

    @Test("extract: line:column, ISBN-13 and the text as written for each ISBN")
    func extract() throws {
        let text = """
            Title: Example, ISBN-13: 978-0-306-40615-7 (paperback)
            call 555-123-4567 or +44 20 7946 0958
            see 0-8044-2957-X and 9791090636071

            """
        let result = try CommandRunner.run(["isbn", "extract"], input: text)
        #expect(result.status == 0)
        #expect(lines(result.output) == [
            "1:26\t9780306406157\t978-0-306-40615-7",
            "3:5\t9780804429573\t0-8044-2957-X",
            "3:23\t9791090636071\t9791090636071",
        ])
    }

    @Test("extract: arguments are lines; --json objects; nothing found exits 1")
    func extractArguments() throws {
        let result = try CommandRunner.run(["isbn", "extract", "--json", "call 555-123-4567", "or see 0-8044-2957-X"])
        #expect(result.status == 0)
        let found = try object(try #require(lines(result.output).first))
        #expect(found["isbn"] as? String == "9780804429573")
        #expect(found["line"] as? Int == 2)
        #expect(found["column"] as? Int == 8)
        #expect(found["utf8Offset"] as? Int == 7)
        let none = try CommandRunner.run(["isbn", "extract", "no numbers here", "555-123-4567"])
        #expect(none.status == 1)
        #expect(none.output.isEmpty)
    }
}
