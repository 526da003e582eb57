/// One `<Rule>` of the range data: for numbers whose next seven digits fall in `range`, how many
/// digits the next part of the ISBN has.
///
/// Under an `EAN.UCC` prefix the length is the registration group's; under a registration group it
/// is the registrant's. Length 0 means the agency has not allocated the range.
///
/// The seven digits are those after the prefix, without the check digit, padded with zeros on the
/// right when fewer remain; so `978-0-306-40615-7` looks up `0306406` under `978` and `3064061`
/// under `978-0`, which falls in `2290000-3689999`, length 3: registrant `306`.
public struct ISBNRangeRule: Hashable, Sendable {
    /// The first and last 7-digit values the rule covers, e.g. `2290000...3689999`.
    public let range: ClosedRange<Int>
    /// The number of digits of the next part; 0 for a range that is not allocated.
    public let length: Int

    /// Whether numbers in `range` can be split: the agency has allocated it.
    public var isAllocated: Bool { length > 0 }

    init(range: ClosedRange<Int>, length: Int) {
        self.range = range
        self.length = length
    }
}
