import Foundation
import ShelfScanTestSupport

/// Range data for the `--ranges` tests: the agency's real file beside the project, and small
/// hand-written ones written into a test's scratch folder.
enum RangeFiles {
    /// `../shared/isbn/ranges/RangeMessage.xml` from the package root.
    static let shared = SharedRangeData.path

    static let handWrittenDate = "Mon, 1 Jun 2026 10:00:00 BST"

    /// Data that cannot be mistaken for the real one: its only group, 978-0 "Test language", gives
    /// every allocated number a two-digit registrant, so 9780306406157 is 978-0-30-640615-7 (the
    /// real data says 978-0-306-40615-7), and leaves 978-0-5… to 978-0-9… unallocated. 979 is no
    /// prefix here. One prefix, one group, three rules.
    static let handWritten = """
        <?xml version="1.0" encoding="utf-8"?>
        <ISBNRangeMessage>
          <MessageSource>ShelfScan tests</MessageSource>
          <MessageSerialNumber>test-ranges-1</MessageSerialNumber>
          <MessageDate>\(handWrittenDate)</MessageDate>
          <EAN.UCCPrefixes>
            <EAN.UCC>
              <Prefix>978</Prefix>
              <Agency>International ISBN Agency</Agency>
              <Rules>
                <Rule><Range>0000000-5999999</Range><Length>1</Length></Rule>
                <Rule><Range>6000000-9999999</Range><Length>0</Length></Rule>
              </Rules>
            </EAN.UCC>
          </EAN.UCCPrefixes>
          <RegistrationGroups>
            <Group>
              <Prefix>978-0</Prefix>
              <Agency>Test language</Agency>
              <Rules>
                <Rule><Range>0000000-4999999</Range><Length>2</Length></Rule>
              </Rules>
            </Group>
          </RegistrationGroups>
        </ISBNRangeMessage>

        """

    /// Broken range data and the message after the file's path: XML cut short, and well-formed
    /// XML with a six-digit range bound.
    static let broken: [(text: String, reason: String)] = [
        ("<ISBNRangeMessage>\n  <MessageSource>x</MessageSource>\n", ":3: the text ends inside <ISBNRangeMessage>"),
        (handWritten.replacingOccurrences(of: "0000000-4999999", with: "0000000-499999"),
         ":21: ISBNRangeMessage/RegistrationGroups/Group[1]/Rules/Rule[1]/Range: "
             + "\"0000000-499999\" is not a range of two 7-digit numbers, first ≤ last"),
    ]

    /// Writes `text` as `RangeMessage.xml` in `folder` and returns its path.
    @discardableResult
    static func write(_ text: String, in folder: URL) throws -> String {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent("RangeMessage.xml")
        try Data(text.utf8).write(to: url)
        return url.path
    }

    /// Writes `text` where a command with `XDG_DATA_HOME` set to `dataHome` looks for range data.
    @discardableResult
    static func writeDefault(_ text: String, dataHome: URL) throws -> String {
        try write(text, in: dataHome.appendingPathComponent("shelfscan"))
    }
}
