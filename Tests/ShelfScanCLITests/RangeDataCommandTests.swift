import Foundation
import Testing

@Suite("shelfscan isbn --ranges and isbn ranges")
struct RangeDataCommandTests {
    private func lines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    private func object(_ line: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    }

    /// A scratch folder for one test, removed by `body`'s end.
    private func inScratchFolder(_ body: (URL) throws -> Void) throws {
        let folder = try CommandRunner.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try body(folder)
    }

    @Test("ranges: built in by default, in text and JSON")
    func rangesBuiltIn() throws {
        let text = try CommandRunner.run(["isbn", "ranges"])
        #expect(text.status == 0)
        #expect(text.errors.isEmpty)
        let facts = lines(text.output)
        #expect(facts.first == "source: built in")
        #expect(facts.map { $0.prefix { $0 != ":" } }
                    == ["source", "issued by", "date", "serial number", "prefixes", "registration groups", "rules"])
        let json = try object(try CommandRunner.run(["isbn", "ranges", "--json"]).output)
        #expect(json["builtIn"] as? Bool == true)
        #expect(json["file"] == nil)
        #expect(json["messageSource"] as? String == "International ISBN Agency")
        #expect(json["prefixes"] as? Int == 2)
        #expect((json["groups"] as? Int ?? 0) > 200)
        #expect(facts.contains("date: \(json["date"] as? String ?? "?")"))
    }

    @Test("--ranges with the agency's file: the same data as built in, read from the file")
    func sharedFile() throws {
        let builtIn = try object(try CommandRunner.run(["isbn", "ranges", "--json"]).output)
        let result = try CommandRunner.run(["isbn", "ranges", "--json", "--ranges", RangeFiles.shared])
        #expect(result.status == 0)
        let fromFile = try object(result.output)
        #expect(fromFile["builtIn"] as? Bool == false)
        #expect(fromFile["file"] as? String == RangeFiles.shared)
        // The built-in table was generated from this very file.
        for key in ["date", "serialNumber", "messageSource"] {
            #expect(fromFile[key] as? String == builtIn[key] as? String, "\(key)")
        }
        for key in ["prefixes", "groups", "rules"] {
            #expect(fromFile[key] as? Int == builtIn[key] as? Int, "\(key)")
        }
        let xml = try String(contentsOfFile: RangeFiles.shared, encoding: .utf8)
        let date = try #require(fromFile["date"] as? String)
        #expect(xml.contains("<MessageDate>\(date)</MessageDate>"))

        let info = try CommandRunner.run(["isbn", "info", "--ranges", RangeFiles.shared, "9780306406157"])
        #expect(info.output == "9780306406157: ISBN; ISBN-13 9780306406157 (978-0-306-40615-7); ISBN-10 0306406152 "
                    + "(0-306-40615-2); English language; in an allocated range; "
                    + "range data of \(date) (\(RangeFiles.shared))\n")
    }

    @Test("--ranges with hand-written data: hyphens, groups and validity come from the file")
    func handWrittenFile() throws {
        try inScratchFolder { folder in
            let path = try RangeFiles.write(RangeFiles.handWritten, in: folder)
            let hyphenated = try CommandRunner.run(["isbn", "hyphenate", "--ranges", path,
                                                    "9780306406157", "9780804429573", "9791090636071"])
            #expect(hyphenated.status == 1)
            #expect(hyphenated.output == "978-0-30-640615-7\n")
            #expect(hyphenated.errors == """
                9780804429573: not in an allocated range (registration group Test language)
                9791090636071: in no known registration group

                """)
            let builtIn = try CommandRunner.run(["isbn", "hyphenate", "9780306406157"])
            #expect(builtIn.output == "978-0-306-40615-7\n")

            let checked = try CommandRunner.run(["isbn", "check", "--ranges", path, "9780306406157", "9791090636071"])
            #expect(lines(checked.output) == [
                "9780306406157: valid ISBN 978-0-30-640615-7 (in an allocated range)",
                "9791090636071: valid ISBN 9791090636071 (well-formed, registration group unknown)",
            ])

            let converted = try object(try CommandRunner.run(["isbn", "convert", "--json", "--ranges", path,
                                                              "9780306406157"]).output)
            #expect(converted["hyphenated"] as? String == "978-0-30-640615-7")
            #expect(converted["isbn10Hyphenated"] as? String == "0-30-640615-2")
            #expect(converted["registrationGroup"] as? String == "Test language")
        }
    }

    @Test("info with hand-written data names the file and its date, in text and JSON")
    func infoNamesTheFile() throws {
        try inScratchFolder { folder in
            let path = try RangeFiles.write(RangeFiles.handWritten, in: folder)
            let text = try CommandRunner.run(["isbn", "info", "--ranges", path, "9780306406157+90000"])
            #expect(text.output == "9780306406157+90000: ISBN; ISBN-13 9780306406157 (978-0-30-640615-7); "
                        + "ISBN-10 0306406152 (0-30-640615-2); Test language; in an allocated range; "
                        + "range data of \(RangeFiles.handWrittenDate) (\(path)); add-on 90000: no price\n")
            let json = try CommandRunner.run(["isbn", "info", "--json", "--ranges", path, "9780306406157", "M-2306-7118-7"])
            let objects = try lines(json.output).map(object)
            try #require(objects.count == 2)
            #expect((objects[0]["isbn"] as? [String: Any])?["hyphenated"] as? String == "978-0-30-640615-7")
            let rangeData = try #require(objects[0]["rangeData"] as? [String: Any])
            #expect(rangeData["builtIn"] as? Bool == false)
            #expect(rangeData["file"] as? String == path)
            #expect(rangeData["date"] as? String == RangeFiles.handWrittenDate)
            // An ISMN is not looked up in the ISBN range data.
            #expect(objects[1]["rangeData"] == nil)
        }
    }

    @Test("extract with hand-written data accepts the hyphens it places and refuses the real ones")
    func extractUsesTheFile() throws {
        try inScratchFolder { folder in
            let path = try RangeFiles.write(RangeFiles.handWritten, in: folder)
            let line = "see 978-0-30-640615-7 and 978-0-306-40615-7"
            let fromFile = try CommandRunner.run(["isbn", "extract", "--ranges", path, line])
            #expect(fromFile.output == "1:5\t9780306406157\t978-0-30-640615-7\n")
            let builtIn = try CommandRunner.run(["isbn", "extract", line])
            #expect(builtIn.output == "1:27\t9780306406157\t978-0-306-40615-7\n")
        }
    }

    @Test("ranges with hand-written data: source, issuer, date, serial number and counts")
    func rangesHandWritten() throws {
        try inScratchFolder { folder in
            let path = try RangeFiles.write(RangeFiles.handWritten, in: folder)
            let text = try CommandRunner.run(["isbn", "ranges", "--ranges", path])
            #expect(text.status == 0)
            #expect(lines(text.output) == [
                "source: \(path)",
                "issued by: ShelfScan tests",
                "date: \(RangeFiles.handWrittenDate)",
                "serial number: test-ranges-1",
                "prefixes: 1",
                "registration groups: 1",
                "rules: 3",
            ])
            let json = try object(try CommandRunner.run(["isbn", "ranges", "--ranges", path, "--json"]).output)
            #expect(json["builtIn"] as? Bool == false)
            #expect(json["file"] as? String == path)
            #expect(json["serialNumber"] as? String == "test-ranges-1")
            #expect(json["rules"] as? Int == 3)
        }
    }

    static let subcommands: [[String]] = [
        ["check", "9780306406157"], ["convert", "9780306406157"], ["hyphenate", "9780306406157"],
        ["info", "9780306406157"], ["extract", "9780306406157"], ["ranges"],
    ]

    @Test("a missing --ranges file is named, with exit status 2 and no output", arguments: subcommands)
    func missingFile(command: [String]) throws {
        try inScratchFolder { folder in
            let path = folder.appendingPathComponent("absent/RangeMessage.xml").path
            let result = try CommandRunner.run(["isbn"] + command + ["--ranges", path])
            #expect(result.status == 2)
            #expect(result.output.isEmpty)
            #expect(result.errors == "range data \(path): cannot read: No such file or directory\n")
        }
    }

    @Test("a malformed --ranges file is named with the place and the reason, exit status 2",
          arguments: RangeFiles.broken.indices)
    func malformedFile(index: Int) throws {
        try inScratchFolder { folder in
            let (text, reason) = RangeFiles.broken[index]
            let path = try RangeFiles.write(text, in: folder)
            for command in Self.subcommands {
                let result = try CommandRunner.run(["isbn"] + command + ["--ranges", path])
                #expect(result.status == 2, "\(command)")
                #expect(result.output.isEmpty, "\(command)")
                #expect(result.errors == "range data \(path)\(reason)\n", "\(command)")
            }
        }
    }

    @Test("an empty --ranges is a usage error")
    func emptyPath() throws {
        let result = try CommandRunner.run(["isbn", "hyphenate", "--ranges", "", "9780306406157"])
        #expect(result.status == 64)
        #expect(result.errors.contains("--ranges needs the path of a RangeMessage.xml"))
    }

    @Test("a file at $XDG_DATA_HOME/shelfscan/RangeMessage.xml is used without --ranges")
    func defaultLocation() throws {
        try inScratchFolder { dataHome in
            let path = try RangeFiles.writeDefault(RangeFiles.handWritten, dataHome: dataHome)
            let hyphenated = try CommandRunner.run(["isbn", "hyphenate", "9780306406157"], dataHome: dataHome)
            #expect(hyphenated.output == "978-0-30-640615-7\n")
            let ranges = try CommandRunner.run(["isbn", "ranges"], dataHome: dataHome)
            #expect(lines(ranges.output).first == "source: \(path)")
            let chosen = try CommandRunner.run(["isbn", "hyphenate", "--ranges", RangeFiles.shared, "9780306406157"],
                                               dataHome: dataHome)
            #expect(chosen.output == "978-0-306-40615-7\n")
        }
    }

    @Test("a broken file at the default location is an error naming it, unless --ranges chooses another")
    func brokenDefaultLocation() throws {
        try inScratchFolder { dataHome in
            let (text, reason) = RangeFiles.broken[0]
            let path = try RangeFiles.writeDefault(text, dataHome: dataHome)
            let result = try CommandRunner.run(["isbn", "check", "9780306406157"], dataHome: dataHome)
            #expect(result.status == 2)
            #expect(result.output.isEmpty)
            #expect(result.errors == "range data at the default location \(path)\(reason) "
                        + "(fix or remove the file, or choose one with --ranges)\n")
            let chosen = try CommandRunner.run(["isbn", "check", "--ranges", RangeFiles.shared, "9780306406157"],
                                               dataHome: dataHome)
            #expect(chosen.status == 0)
            #expect(chosen.output == "9780306406157: valid ISBN 978-0-306-40615-7 (in an allocated range)\n")
        }
    }
}
