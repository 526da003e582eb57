import Foundation
import ISBNKit
import ShelfScanTestSupport
import Testing

@Suite("Range message parsing")
struct RangeMessageParsingTests {
    private typealias Fixture = RangeMessageFixture

    private static func parse(_ xml: String) throws(RangeMessageError) -> ISBNRangeMessage {
        try ISBNRangeMessage(xml: xml, file: Fixture.file)
    }

    @Test("a valid message: header, prefixes, groups, entities")
    func valid() throws {
        let message = try Self.parse(Fixture.valid)
        #expect(message.source == "Test & Co")
        #expect(message.serialNumber == "test-1")
        #expect(message.date == "Mon, 1 Jun 2026 10:00:00 BST")
        #expect(message.prefixes.map(\.prefix) == ["978"])
        #expect(message.prefixes[0].rules.map(\.range) == [0...5_999_999, 6_000_000...9_999_999])
        #expect(message.prefixes[0].rules.map(\.length) == [1, 0])
        #expect(message.groups.map(\.prefix) == ["978-0"])
        #expect(message.groups[0].name == "English & more ☺")
        #expect(message.groups[0].rules.map(\.isAllocated) == [true, true, false])
    }

    @Test("self-closing elements, a byte order mark and CRLF line ends are fine")
    func xmlVariants() throws {
        let plain = try Self.parse(Fixture.valid)
        #expect(try Self.parse("\u{FEFF}" + Fixture.valid.replacingOccurrences(of: "\n", with: "\r\n")) == plain)
        let agency = "<Agency>English &#38; more &#x263A;</Agency>"
        #expect(throws: RangeMessageError.duplicateElement(Fixture.location(21, "RegistrationGroups/Group[1]/Rules[2]"))) {
            try Self.parse(Fixture.replacing(agency, with: agency + "<Rules />"))
        }
    }

    @Test("a table made from a small message hyphenates by its rules only")
    func customTable() throws {
        let ranges = ISBNRanges(try Self.parse(Fixture.valid))
        #expect(ranges.date == "Mon, 1 Jun 2026 10:00:00 BST")
        #expect(ranges.filePath == nil)
        let answers: [(String, String?, ISBNValidity)] = [
            ("9780306406157", "978-0-306-40615-7", .allocated),
            ("9780000000002", "978-0-00-000000-2", .allocated),
            ("9780850000009", nil, .knownGroup),   // 7000000-8499999: length 0
            ("9780900000003", nil, .knownGroup),   // after the last rule: no rule
            ("9781402894626", nil, .wellFormed),   // 978-1 has no group entry
            ("9786000000004", nil, .wellFormed),   // the 978 rules make no group here
            ("9791090636071", nil, .wellFormed),   // no 979 rules at all
        ]
        for (digits, hyphenated, validity) in answers {
            let isbn = try ISBN(gtin13: digits)
            #expect(ranges.parts(of: isbn)?.hyphenated == hyphenated, "\(digits)")
            #expect(ranges.validity(of: isbn) == validity, "\(digits)")
        }
    }

    @Test("malformed XML names the line and the offending markup", arguments: [
        (Fixture.replacing("</MessageSource>", with: "</MessageSourc>"),
         RangeMessageError.mismatchedEndTag(file: Fixture.file, line: 4, open: "MessageSource", found: "MessageSourc")),
        (Fixture.replacing("</ISBNRangeMessage>", with: ""),
         .unexpectedEnd(file: Fixture.file, line: 29, inside: "<ISBNRangeMessage>")),
        (Fixture.replacing("Test &amp; Co", with: "Test &nbsp; Co"),
         .unknownEntity(file: Fixture.file, line: 4, entity: "&nbsp;")),
        (Fixture.replacing("Test &amp; Co", with: "Test & Co"),
         .unknownEntity(file: Fixture.file, line: 4, entity: "& Co")),
        (Fixture.replacing("&#38;", with: "&#-38;"),
         .unknownEntity(file: Fixture.file, line: 20, entity: "&#-38;")),
        (Fixture.replacing("<ISBNRangeMessage>", with: "<ISBNRangeMessage version=\"1\">"),
         .unsupportedMarkup(file: Fixture.file, line: 3, markup: "<ISBNRangeMessage version=\"1\">")),
        (Fixture.replacing("<!-- test data -->", with: "<!DOCTYPE ISBNRangeMessage>"),
         .unsupportedMarkup(file: Fixture.file, line: 2, markup: "<!DOCTYPE ISBNRangeMessage>")),
        (Fixture.replacing("<!-- test data -->", with: "<!-- test data"),
         .unexpectedEnd(file: Fixture.file, line: 2, inside: "a comment")),
        (Fixture.replacing("<Prefix>978</Prefix>", with: "< Prefix>978</Prefix>"),
         .malformedTag(file: Fixture.file, line: 9, tag: "< Prefix>")),
        (Fixture.replacing("<Prefix>978</Prefix>", with: "<Prefix>978</Prefix/>"),
         .malformedTag(file: Fixture.file, line: 9, tag: "</Prefix/>")),
        (Fixture.replacing("</ISBNRangeMessage>", with: "</ISBNRangeMessage></ISBNRangeMessage>"),
         .unexpectedEndTag(file: Fixture.file, line: 28, name: "ISBNRangeMessage")),
        (Fixture.replacing("</ISBNRangeMessage>", with: "</ISBNRangeMessage>\ntrailing words"),
         .textOutsideRootElement(file: Fixture.file, line: 28, text: "trailing words")),
        (Fixture.replacing("</ISBNRangeMessage>", with: "</ISBNRangeMessage>\n<ISBNRangeMessage/>"),
         .secondRootElement(file: Fixture.file, line: 29, name: "ISBNRangeMessage")),
        ("<?xml version=\"1.0\"?>\n<!-- nothing -->\n", .noRootElement(file: Fixture.file)),
        ("", .noRootElement(file: Fixture.file)),
    ])
    func malformedXML(xml: String, error: RangeMessageError) {
        #expect(throws: error) { try Self.parse(xml) }
    }

    @Test("missing, repeated, stray and empty elements are named by path", arguments: [
        (Fixture.replacing("<ISBNRangeMessage>", with: "<RangeMessage>")
            .replacingOccurrences(of: "</ISBNRangeMessage>", with: "</RangeMessage>"),
         RangeMessageError.wrongRootElement(file: Fixture.file, line: 3, name: "RangeMessage")),
        (Fixture.replacing("  <MessageDate>Mon, 1 Jun 2026 10:00:00 BST</MessageDate>\n", with: ""),
         .missingElement(Fixture.location(3, ""), name: "MessageDate")),
        (Fixture.replacing("<MessageSerialNumber>test-1</MessageSerialNumber>",
                           with: "<MessageSerialNumber>test-1</MessageSerialNumber><MessageSerialNumber>2</MessageSerialNumber>"),
         .duplicateElement(Fixture.location(5, "MessageSerialNumber[2]"))),
        (Fixture.replacing("<Length>3</Length></Rule>", with: "<Length>3</Length><Note/></Rule>"),
         .unexpectedElement(Fixture.location(23, "RegistrationGroups/Group[1]/Rules/Rule[2]/Note"))),
        (Fixture.replacing("<Rule><Range>0000000-5999999</Range><Length>1</Length></Rule>",
                           with: "<Rule><Range>0000000-5999999</Range><Length>1</Length></Rule> stray"),
         .unexpectedText(Fixture.location(11, "EAN.UCCPrefixes/EAN.UCC[1]/Rules"), text: "stray")),
        (Fixture.replacing("<Agency>International ISBN Agency</Agency>", with: "<Agency> </Agency>"),
         .emptyElement(Fixture.location(10, "EAN.UCCPrefixes/EAN.UCC[1]/Agency"))),
        (Fixture.replacing("<Prefix>978-0</Prefix>", with: "<Prefix><b>978-0</b></Prefix>"),
         .unexpectedElement(Fixture.location(19, "RegistrationGroups/Group[1]/Prefix/b"))),
    ])
    func structure(xml: String, error: RangeMessageError) {
        #expect(throws: error) { try Self.parse(xml) }
    }

    @Test("bad values quote the text and point at the element", arguments: [
        ("<Range>2000000-6999999</Range>", "<Range>2000000-699999</Range>",
         RangeMessageError.invalidRange(Fixture.location(23, "RegistrationGroups/Group[1]/Rules/Rule[2]/Range"),
                                        text: "2000000-699999")),
        ("<Range>2000000-6999999</Range>", "<Range>6999999-2000000</Range>",
         .invalidRange(Fixture.location(23, "RegistrationGroups/Group[1]/Rules/Rule[2]/Range"), text: "6999999-2000000")),
        ("<Range>2000000-6999999</Range>", "<Range>2000000 6999999</Range>",
         .invalidRange(Fixture.location(23, "RegistrationGroups/Group[1]/Rules/Rule[2]/Range"), text: "2000000 6999999")),
        ("<Range>2000000-6999999</Range>", "<Range>20000O0-6999999</Range>",
         .invalidRange(Fixture.location(23, "RegistrationGroups/Group[1]/Rules/Rule[2]/Range"), text: "20000O0-6999999")),
        ("<Range>2000000-6999999</Range>", "<Range>1900000-6999999</Range>",
         .overlappingRange(Fixture.location(23, "RegistrationGroups/Group[1]/Rules/Rule[2]/Range"), text: "1900000-6999999")),
        ("<Length>3</Length>", "<Length>8</Length>",
         .invalidLength(Fixture.location(23, "RegistrationGroups/Group[1]/Rules/Rule[2]/Length"), text: "8", maximum: 7)),
        ("<Length>3</Length>", "<Length>three</Length>",
         .invalidLength(Fixture.location(23, "RegistrationGroups/Group[1]/Rules/Rule[2]/Length"), text: "three", maximum: 7)),
        ("<Length>3</Length>", "<Length>-3</Length>",
         .invalidLength(Fixture.location(23, "RegistrationGroups/Group[1]/Rules/Rule[2]/Length"), text: "-3", maximum: 7)),
        ("<Prefix>978</Prefix>", "<Prefix>977</Prefix>",
         .invalidPrefix(Fixture.location(9, "EAN.UCCPrefixes/EAN.UCC[1]/Prefix"), text: "977")),
        ("<Prefix>978-0</Prefix>", "<Prefix>978-</Prefix>",
         .invalidPrefix(Fixture.location(19, "RegistrationGroups/Group[1]/Prefix"), text: "978-")),
        ("<Prefix>978-0</Prefix>", "<Prefix>978-0a</Prefix>",
         .invalidPrefix(Fixture.location(19, "RegistrationGroups/Group[1]/Prefix"), text: "978-0a")),
        ("<Prefix>978-0</Prefix>", "<Prefix>978-12</Prefix>",
         .groupOutsidePrefixRules(Fixture.location(19, "RegistrationGroups/Group[1]/Prefix"), prefix: "978-12")),
        ("<Prefix>978-0</Prefix>", "<Prefix>978-6</Prefix>",
         .groupOutsidePrefixRules(Fixture.location(19, "RegistrationGroups/Group[1]/Prefix"), prefix: "978-6")),
        ("<Prefix>978-0</Prefix>", "<Prefix>979-1</Prefix>",
         .groupOutsidePrefixRules(Fixture.location(19, "RegistrationGroups/Group[1]/Prefix"), prefix: "979-1")),
    ])
    func badValues(old: String, new: String, error: RangeMessageError) {
        #expect(throws: error) { try Self.parse(Fixture.replacing(old, with: new)) }
    }

    @Test("a group's registrant length leaves the publication element a digit")
    func registrantLengthLimit() throws {
        let fiveDigitGroups = Fixture.replacing(
            "<Rule><Range>6000000-9999999</Range><Length>0</Length></Rule>",
            with: "<Rule><Range>6000000-9999999</Range><Length>5</Length></Rule>")
        let group = fiveDigitGroups
            .replacingOccurrences(of: "<Prefix>978-0</Prefix>", with: "<Prefix>978-99901</Prefix>")
        #expect(try Self.parse(group).groups[0].rules[1].length == 3)
        let tooLong = group.replacingOccurrences(of: "<Length>3</Length>", with: "<Length>4</Length>")
        #expect(throws: RangeMessageError.invalidLength(
            Fixture.location(23, "RegistrationGroups/Group[1]/Rules/Rule[2]/Length"), text: "4", maximum: 3)) {
            try Self.parse(tooLong)
        }
    }

    @Test("a prefix given twice")
    func duplicatePrefix() {
        let group = """
                <Group>
                  <Prefix>978-0</Prefix>
                  <Agency>Again</Agency>
                  <Rules/>
                </Group>
            """
        let twice = Fixture.replacing("  </RegistrationGroups>", with: group + "\n  </RegistrationGroups>")
        #expect(throws: RangeMessageError.duplicatePrefix(Fixture.location(28, "RegistrationGroups/Group[2]/Prefix"),
                                                          prefix: "978-0")) {
            try Self.parse(twice)
        }
    }

    @Test("descriptions say where and what", arguments: [
        (RangeMessageError.invalidRange(Fixture.location(23, "RegistrationGroups/Group[1]/Rules/Rule[2]/Range"),
                                        text: "2000000-699999"),
         "test.xml:23: ISBNRangeMessage/RegistrationGroups/Group[1]/Rules/Rule[2]/Range: "
            + "\"2000000-699999\" is not a range of two 7-digit numbers, first ≤ last"),
        (.mismatchedEndTag(file: "test.xml", line: 4, open: "MessageSource", found: "MessageSourc"),
         "test.xml:4: </MessageSourc> found where </MessageSource> should close <MessageSource>"),
        (.missingElement(Fixture.location(3, ""), name: "MessageDate"),
         "test.xml:3: ISBNRangeMessage: no <MessageDate>"),
        (.invalidLength(Fixture.location(23, "X"), text: "8", maximum: 7),
         "test.xml:23: ISBNRangeMessage/X: \"8\" is not a length from 0 to 7"),
        (.unknownEntity(file: "test.xml", line: 4, entity: "&nbsp;"), "test.xml:4: unknown entity \"&nbsp;\""),
        (.unexpectedEnd(file: "test.xml", line: 29, inside: "<ISBNRangeMessage>"),
         "test.xml:29: the text ends inside <ISBNRangeMessage>"),
        (.unreadableFile(path: "/nowhere/RangeMessage.xml", reason: "No such file or directory"),
         "/nowhere/RangeMessage.xml: cannot read: No such file or directory"),
        (.textOutsideRootElement(file: "a.xml", line: 1, text: String(repeating: "x", count: 50)),
         "a.xml:1: text \"\(String(repeating: "x", count: 40))…\" outside the root element"),
    ])
    func descriptions(error: RangeMessageError, text: String) {
        #expect(error.description == text)
    }
}
