/// The range data flattened for lookups: the ISBNs in order, cut into stretches that share a
/// registration group and a registrant length.
///
/// An ISBN's key is its nine digits after the Bookland prefix, plus 1,000,000,000 for 979, so the
/// keys of all ISBNs fit a `UInt32` and sort like the ISBNs. `starts` holds the first key of each
/// stretch in ascending order (the first is 0), so a lookup is one binary search over about two
/// thousand integers and allocates nothing.
struct RangeTable: Sendable {
    /// The first key of each stretch, ascending.
    private(set) var starts: [UInt32] = [0]
    /// What `starts[i]` begins.
    private(set) var segments: [RangeSegment] = [.outside]

    /// The table for `groups`, whose rules must be ascending and whose digit blocks must not
    /// overlap, as `RangeMessageReader` makes sure.
    init(groups: [ISBNRegistrationGroup]) {
        let blocks = groups.indices.compactMap { Block(group: groups[$0], index: $0) }.sorted { $0.start < $1.start }
        for block in blocks {
            let unallocated = RangeSegment(group: block.index, groupLength: block.groupLength, registrantLength: 0)
            mark(block.start, unallocated)
            for rule in block.group.rules {
                guard let keys = block.keys(of: rule) else { continue }
                mark(keys.lowerBound, RangeSegment(group: block.index, groupLength: block.groupLength,
                                                   registrantLength: UInt8(rule.length)))
                mark(keys.upperBound + 1, unallocated)
            }
            mark(block.start + block.size, .outside)
        }
    }

    /// The stretch that holds `key`.
    func segment(for key: UInt32) -> RangeSegment {
        // starts[low] <= key always holds, since starts[0] is 0; the answer stays in low..<high.
        var low = 0
        var high = starts.count
        while high - low > 1 {
            let middle = (low + high) / 2
            if starts[middle] <= key {
                low = middle
            } else {
                high = middle
            }
        }
        return segments[low]
    }

    /// Starts `segment` at `start`: a later mark at the same key replaces the earlier one, and a
    /// mark that changes nothing is dropped so equal neighbours merge.
    private mutating func mark(_ start: UInt32, _ segment: RangeSegment) {
        if starts.last == start {
            segments[segments.count - 1] = segment
            if segments.count > 1, segments[segments.count - 2] == segment {
                starts.removeLast()
                segments.removeLast()
            }
        } else if segments.last != segment {
            starts.append(start)
            segments.append(segment)
        }
    }

    /// A registration group's keys: all ISBNs that start with its prefix.
    private struct Block {
        let group: ISBNRegistrationGroup
        let index: UInt32
        let groupLength: UInt8
        /// The first key.
        let start: UInt32
        /// The number of keys, 10 to the power of the digits after the group.
        let size: UInt32

        init?(group: ISBNRegistrationGroup, index: Int) {
            guard let digits = UInt32(group.digits), (1...7).contains(group.digits.count),
                  group.bookland == "978" || group.bookland == "979" else { return nil }
            self.group = group
            self.index = UInt32(index)
            groupLength = UInt8(group.digits.count)
            size = Block.power(9 - Int(groupLength))
            start = (group.bookland == "979" ? 1_000_000_000 : 0) + digits * size
        }

        /// The keys of the ISBNs that `rule` covers, or `nil` if none.
        ///
        /// A rule compares the seven digits after the group, padded with zeros; with `k` digits
        /// between group and check digit, the digits `rest` compare as `rest * 10^7 / 10^k`.
        /// For `k` below 7 a rule's bounds may fall between two `rest` values, so they round up.
        func keys(of rule: ISBNRangeRule) -> ClosedRange<UInt32>? {
            let restDigits = 9 - Int(groupLength)
            let first = UInt32(rule.range.lowerBound)
            let afterLast = UInt32(rule.range.upperBound) + 1
            let lower: UInt32
            let upperEnd: UInt32
            if restDigits >= 7 {
                let scale = Block.power(restDigits - 7)
                lower = first * scale
                upperEnd = afterLast * scale
            } else {
                let scale = Block.power(7 - restDigits)
                lower = (first + scale - 1) / scale
                upperEnd = (afterLast + scale - 1) / scale
            }
            guard lower < upperEnd else { return nil }
            return (start + lower)...(start + upperEnd - 1)
        }

        private static func power(_ exponent: Int) -> UInt32 {
            (0..<exponent).reduce(1) { result, _ in result * 10 }
        }
    }
}
