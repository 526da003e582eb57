/// What the range data says about a stretch of consecutive ISBNs: which registration group they
/// belong to, if any, and how long their registrant element is, if allocated.
struct RangeSegment: Hashable, Sendable {
    /// `group` of ISBNs in no known registration group.
    static let noGroup = UInt32.max

    /// The index of the group in `ISBNRangeMessage.groups`, or `noGroup`.
    let group: UInt32
    /// The number of digits of the registration group element; 0 with `noGroup`.
    let groupLength: UInt8
    /// The number of digits of the registrant element; 0 where the agency has not allocated them.
    let registrantLength: UInt8

    /// The stretch between and around the known registration groups.
    static let outside = RangeSegment(group: noGroup, groupLength: 0, registrantLength: 0)
}
