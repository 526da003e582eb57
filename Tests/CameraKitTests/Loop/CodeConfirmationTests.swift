import BarcodeKit
import CameraKit
import RasterKit
import Testing

@Suite("The confirmation rules, frame by frame")
struct CodeConfirmationTests {
    private static let dune = "9780441172719"
    private static let other = "9780140449136"

    /// Feeds `reads[i]` as the codes of frame `i` at 30 frames per second; returns the frames that fired each code.
    private func fired(_ reads: [[String]], rules: ConfirmationRules = .standard,
                       addOns: [Int: String] = [:]) -> [(number: String, frame: Int, addOn: String?)] {
        var confirmation = CodeConfirmation(rules: rules)
        let image = GrayImage(width: 4, height: 4)
        var result: [(String, Int, String?)] = []
        for (index, numbers) in reads.enumerated() {
            let codes = numbers.map { number in
                Barcode(symbology: .ean13, digits: number, gtin13: number, addOn: addOns[index],
                        bounds: BoundingBox(x: 0, y: 0, width: 1, height: 1), confidence: 4)
            }
            let frame = Frame(image: image, index: index, time: .nanoseconds(Int64(index) * 1_000_000_000 / 30))
            result += confirmation.events(reading: codes, on: frame).map { ($0.barcode.gtin13, $0.frameIndex, $0.barcode.addOn) }
        }
        return result
    }

    @Test("a code read on every frame fires once, on the frame of its third sighting")
    func firesOnce() {
        let events = fired(Array(repeating: [Self.dune], count: 90))
        #expect(events.map(\.frame) == [2])
    }

    @Test("a code read on two frames, or on three spread over more than the window, never fires")
    func tooFewSightings() {
        #expect(fired([[Self.dune], [Self.dune]] + Array(repeating: [], count: 40)).isEmpty)
        let spread = (0..<100).map { $0 % 31 == 0 ? [Self.dune] : [] }
        #expect(fired(spread).isEmpty)
    }

    @Test("a code hidden for 0.3 s does not fire again; one away for 2.5 s does")
    func rearm() {
        let hidden = Array(repeating: [Self.dune], count: 30) + Array(repeating: [], count: 9)
            + Array(repeating: [Self.dune], count: 30)
        #expect(fired(hidden).map(\.frame) == [2])
        let away = Array(repeating: [Self.dune], count: 30) + Array(repeating: [], count: 75)
            + Array(repeating: [Self.dune], count: 30)
        #expect(fired(away).map(\.frame) == [2, 107])
    }

    @Test("a re-arm just under the gap lets the code fire again; just over it does not")
    func rearmBoundary() {
        let reads = Array(repeating: [Self.dune], count: 10) + Array(repeating: [], count: 15)
            + Array(repeating: [Self.dune], count: 10)
        #expect(fired(reads, rules: ConfirmationRules(rearm: .milliseconds(500))).count == 2)
        #expect(fired(reads, rules: ConfirmationRules(rearm: .milliseconds(600))).count == 1)
    }

    @Test("two codes in view together fire once each, in the order read")
    func twoCodes() {
        let events = fired(Array(repeating: [Self.dune, Self.other], count: 60))
        #expect(events.map(\.number) == [Self.dune, Self.other])
    }

    @Test("a code read twice on one frame counts one sighting")
    func duplicateOnFrame() {
        #expect(fired([[Self.dune, Self.dune], [Self.dune, Self.dune]]).isEmpty)
    }

    @Test("the event carries the add-on read most recently, even from an earlier frame")
    func addOn() {
        let events = fired(Array(repeating: [Self.dune], count: 5), addOns: [0: "51299"])
        #expect(events.first?.addOn == "51299")
    }

    @Test("one sighting is enough when the rules ask for one")
    func singleSighting() {
        #expect(fired([[Self.dune]], rules: ConfirmationRules(sightings: 1)).map(\.frame) == [0])
    }
}
