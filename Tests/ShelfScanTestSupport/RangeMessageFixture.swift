import Foundation
import ISBNKit

/// A small, valid range message for parser and loader tests; each test breaks one thing in it.
///
/// The line numbers in the tests' expected errors are those of this text.
public enum RangeMessageFixture {
    public static let file = "test.xml"

    public static let valid = """
        <?xml version="1.0" encoding="utf-8"?>
        <!-- test data -->
        <ISBNRangeMessage>
          <MessageSource>Test &amp; Co</MessageSource>
          <MessageSerialNumber>test-1</MessageSerialNumber>
          <MessageDate>Mon, 1 Jun 2026 10:00:00 BST</MessageDate>
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
              <Agency>English &#38; more &#x263A;</Agency>
              <Rules>
                <Rule><Range>0000000-1999999</Range><Length>2</Length></Rule>
                <Rule><Range>2000000-6999999</Range><Length>3</Length></Rule>
                <Rule><Range>7000000-8499999</Range><Length>0</Length></Rule>
              </Rules>
            </Group>
          </RegistrationGroups>
        </ISBNRangeMessage>

        """

    /// The valid text with `old` (which must occur in it) replaced by `new`.
    public static func replacing(_ old: String, with new: String) -> String {
        precondition(valid.contains(old), "the fixture has no \(old)")
        return valid.replacingOccurrences(of: old, with: new)
    }

    /// Where the element at `path` under `ISBNRangeMessage/` on `line` is.
    public static func location(_ line: Int, _ path: String) -> RangeMessageLocation {
        RangeMessageLocation(file: file, line: line, element: "ISBNRangeMessage" + (path.isEmpty ? "" : "/" + path))
    }
}
