/// Digits in text joined by single hyphens or spaces, perhaps ending in an ISBN-10 check `X`:
/// where the extractor looks for ISBNs.
///
/// A run is cut into words at its spaces; an ISBN candidate is one or more whole words with 10 or
/// 13 digits, so a number written next to another one (`1999 978-0-306-40615-7`) is still found,
/// while an unbroken run of 14 digits yields nothing.
struct DigitRun {
    /// A separator inside the run: how many digits precede it, and its byte.
    struct Separator {
        let digitIndex: Int
        let byte: UInt8
    }

    /// The digits (and a final `X`) as ASCII bytes.
    private(set) var digits: [UInt8] = []
    /// The byte offset of each of `digits` in the text.
    private(set) var offsets: [Int] = []
    /// The separators, in order.
    private(set) var separators: [Separator] = []

    /// Reads the run starting with the digit at `start`.
    init(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) {
        var index = start
        while index < bytes.count {
            if TextBytes.isDigit(bytes[index]) {
                append(bytes[index], at: index)
            } else if TextBytes.isFinalX(bytes, at: index) {
                append(UInt8(ascii: "X"), at: index)
                return
            } else if TextBytes.isSeparator(bytes[index]), index + 1 < bytes.count,
                      TextBytes.isDigit(bytes[index + 1]) || TextBytes.isFinalX(bytes, at: index + 1) {
                separators.append(Separator(digitIndex: digits.count, byte: bytes[index]))
            } else {
                return
            }
            index += 1
        }
    }

    /// The byte offset just after the run.
    var end: Int { (offsets.last ?? -1) + 1 }

    /// Offers `accept` the digit ranges of the candidates, whole words holding 10 or 13 digits, in
    /// order; after it takes one (returns `true`), the next starts with the word after it.
    func offerCandidates(to accept: (Range<Int>) -> Bool) {
        let bounds = wordBounds
        var first = 0
        while first < bounds.count {
            var taken = false
            for last in first..<bounds.count {
                let range = bounds[first].lowerBound..<bounds[last].upperBound
                if range.count > 13 { break }
                if range.count == 10 || range.count == 13, accept(range) {
                    first = last + 1
                    taken = true
                    break
                }
            }
            if !taken { first += 1 }
        }
    }

    /// The separators strictly inside `range`, with their digit index relative to its start.
    /// Found by bisection, as a run of thousands of numbers on one line is asked this once per number.
    func separators(in range: Range<Int>) -> [Separator] {
        var low = 0
        var high = separators.count
        while low < high {
            let middle = (low + high) / 2
            if separators[middle].digitIndex <= range.lowerBound { low = middle + 1 } else { high = middle }
        }
        return separators[low...].prefix { $0.digitIndex < range.upperBound }.map { separator in
            Separator(digitIndex: separator.digitIndex - range.lowerBound, byte: separator.byte)
        }
    }

    /// The digit ranges of the words, which spaces separate.
    private var wordBounds: [Range<Int>] {
        let cuts = separators.filter { $0.byte == UInt8(ascii: " ") }.map(\.digitIndex)
        return zip([0] + cuts, cuts + [digits.count]).map { $0..<$1 }
    }

    private mutating func append(_ digit: UInt8, at offset: Int) {
        digits.append(digit)
        offsets.append(offset)
    }
}
