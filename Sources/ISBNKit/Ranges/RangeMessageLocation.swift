/// Where in a range message something was found: the file, the line and the element's path.
///
/// Paths number repeated elements from 1, so a bad rule reads as
/// `RangeMessage.xml:90: ISBNRangeMessage/RegistrationGroups/Group[1]/Rules/Rule[1]/Range`.
public struct RangeMessageLocation: Hashable, Sendable, CustomStringConvertible {
    /// The file name or path given when parsing, e.g. `"RangeMessage.xml"`.
    public let file: String
    /// The 1-based line of the element's start tag.
    public let line: Int
    /// The element's path from the root, e.g. `"ISBNRangeMessage/EAN.UCCPrefixes/EAN.UCC[2]/Prefix"`.
    public let element: String

    /// Where the element at `element` starting on `line` of `file` is.
    public init(file: String, line: Int, element: String) {
        self.file = file
        self.line = line
        self.element = element
    }

    /// `file:line: element`, the way compilers point at a place.
    public var description: String { "\(file):\(line): \(element)" }
}
