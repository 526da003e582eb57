import ISBNKit
import RasterKit

/// The clips the camera tests and `bench frames` play: each a thing people do at a desk camera.
extension DeskClip {
    /// The ISBNs the clips show.
    public static let firstNumber = "9780441172719"
    /// A second book's ISBN.
    public static let secondNumber = "9780140449136"
    /// A shop's in-store price code (GS1 prefix 20–29), printed beside an ISBN.
    public static let priceCode: String = {
        let payload = "201234567890"
        return payload + String(CheckDigit.gtin(payload: payload) ?? 0)
    }()

    /// Every clip, for loops over all of them.
    public static func all() throws -> [DeskClip] {
        [try slideInAndHold(), try handOverCode(), try leaveAndReturn(), try twoBooks(), try oneAfterAnother(),
         try sweep(), try tilted(), try dimNoisyVGA(), try isbnBesidePriceCode(), emptyDesk()]
    }

    /// An empty desk for 2 s, then a book slides in over 15 frames and is held still for 50.
    public static func slideInAndHold() throws -> DeskClip {
        let book = try ClipBook(number: firstNumber)
        let shots = (0..<75).map { index -> ClipShot in
            switch index {
            case ..<10: return ClipShot()
            case ..<25: return ClipShot([ClipPlacement(x: -250 + Double(index - 10) * 890 / 15, y: 360)])
            default: return ClipShot([ClipPlacement(x: 640, y: 360)])
            }
        }
        return DeskClip(name: "slide in and hold", books: [book], shots: shots, expectedEvents: [firstNumber],
                        settledFrames: [25])
    }

    /// A book held still for 3 s; a hand covers its code for 0.3 s in the middle.
    public static func handOverCode() throws -> DeskClip {
        let book = try ClipBook(number: firstNumber)
        let hand = PixelRect(x: 380, y: 330, width: 520, height: 200)
        let shots = (0..<90).map { index in
            ClipShot([ClipPlacement(x: 640, y: 360)], hand: (40..<49).contains(index) ? hand : nil)
        }
        return DeskClip(name: "hand over the code for 0.3 s", books: [book], shots: shots,
                        expectedEvents: [firstNumber], settledFrames: [0])
    }

    /// A book held for 1 s, taken away for 2.5 s, and held again for 1 s.
    public static func leaveAndReturn() throws -> DeskClip {
        let book = try ClipBook(number: firstNumber)
        let shots = (0..<135).map { index in
            (30..<105).contains(index) ? ClipShot() : ClipShot([ClipPlacement(x: 640, y: 360)])
        }
        return DeskClip(name: "leaves for 2.5 s and comes back", books: [book], shots: shots,
                        expectedEvents: [firstNumber, firstNumber], settledFrames: [0, 105])
    }

    /// Two books side by side, held for 2 s.
    public static func twoBooks() throws -> DeskClip {
        let books = [try ClipBook(number: firstNumber), try ClipBook(number: secondNumber)]
        let shots = (0..<60).map { _ in
            ClipShot([ClipPlacement(book: 0, x: 330, y: 360, scale: 0.75), ClipPlacement(book: 1, x: 950, y: 360, scale: 0.75)])
        }
        return DeskClip(name: "two books at once", books: books, shots: shots,
                        expectedEvents: [firstNumber, secondNumber], settledFrames: [0, 0])
    }

    /// One book for 1 s, a third of a second of empty desk, then another for 1 s.
    public static func oneAfterAnother() throws -> DeskClip {
        let books = [try ClipBook(number: firstNumber), try ClipBook(number: secondNumber)]
        let shots = (0..<70).map { index -> ClipShot in
            switch index {
            case ..<30: return ClipShot([ClipPlacement(book: 0, x: 640, y: 360)])
            case ..<40: return ClipShot()
            default: return ClipShot([ClipPlacement(book: 1, x: 640, y: 360)])
            }
        }
        return DeskClip(name: "one after another", books: books, shots: shots,
                        expectedEvents: [firstNumber, secondNumber], settledFrames: [0, 40])
    }

    /// A book swept sideways through the view, its code wholly in the picture on 5 frames: sideways,
    /// since a code cut off at its top or bottom still reads and one cut at a side does not.
    public static func sweep() throws -> DeskClip {
        let book = try ClipBook(number: firstNumber)
        let scale = 0.87
        let codeWidth = Double(book.codeBox.width) * scale
        let codeOffset = (Double(book.codeBox.x) + Double(book.codeBox.width) / 2 - Double(book.cover.width) / 2) * scale
        let step = (1280 - codeWidth) / 4.6
        let centres = (0..<16).map { -400 + Double($0) * step }
        let shots = centres.map { ClipShot([ClipPlacement(x: $0, y: 360, scale: scale)]) }
        let settled = centres.firstIndex { $0 + codeOffset - codeWidth / 2 >= 0 } ?? 0
        return DeskClip(name: "a quick sweep", books: [book], shots: shots, expectedEvents: [firstNumber],
                        settledFrames: [settled])
    }

    /// A book held still for 2 s, turned 15°.
    public static func tilted() throws -> DeskClip {
        let book = try ClipBook(number: firstNumber)
        let shots = (0..<60).map { _ in ClipShot([ClipPlacement(x: 640, y: 360, degrees: 15)]) }
        return DeskClip(name: "a tilted book", books: [book], shots: shots, expectedEvents: [firstNumber],
                        settledFrames: [0])
    }

    /// A 640×480 camera in a dim room: half the light, twice the noise, a smaller code.
    public static func dimNoisyVGA() throws -> DeskClip {
        let book = try ClipBook(number: firstNumber)
        let shots = (0..<60).map { _ in ClipShot([ClipPlacement(x: 320, y: 240, scale: 0.7)]) }
        return DeskClip(name: "dim, noisy VGA", width: 640, height: 480, books: [book], shots: shots,
                        expectedEvents: [firstNumber], settledFrames: [0], light: 0.5, noise: 12)
    }

    /// A book with a shop's price label printed beside its ISBN, held for 2 s.
    public static func isbnBesidePriceCode() throws -> DeskClip {
        let book = try ClipBook(number: firstNumber, secondCode: priceCode)
        let shots = (0..<60).map { _ in ClipShot([ClipPlacement(x: 640, y: 360, scale: 0.8)]) }
        return DeskClip(name: "an ISBN beside a shop's price code", books: [book], shots: shots,
                        expectedEvents: [firstNumber, priceCode], settledFrames: [0, 0])
    }

    /// Two seconds of desk with nothing on it.
    public static func emptyDesk() -> DeskClip {
        DeskClip(name: "an empty desk", books: [], shots: Array(repeating: ClipShot(), count: 60), expectedEvents: [],
                 settledFrames: [])
    }
}
