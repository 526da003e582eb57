import BarcodeKit

/// The confirmation rules applied frame after frame: which codes read on a frame fire now.
///
/// Only stream time counts, never the time of the machine, so a clip gives the same events
/// however fast it is scanned and whichever frames a loop that fell behind dropped.
///
/// ```swift
/// var confirmation = CodeConfirmation(rules: .standard)
/// for frame in frames {
///     for event in confirmation.events(reading: scanner.scan(frame.image), on: frame) { print(event.barcode.gtin13) }
/// }
/// ```
public struct CodeConfirmation: Sendable {
    /// The rules applied.
    public let rules: ConfirmationRules
    private var tracks: [String: CodeTrack] = [:]

    /// A confirmation that has seen no frame.
    public init(rules: ConfirmationRules = .standard) {
        self.rules = rules
    }

    /// Records the codes read on `frame` and returns the events they confirm, in the order read.
    public mutating func events(reading codes: [Barcode], on frame: Frame) -> [ScanEvent] {
        var events: [ScanEvent] = []
        var seen: Set<String> = []
        for code in codes where seen.insert(code.gtin13).inserted {
            var track = tracks[code.gtin13] ?? CodeTrack()
            if track.record(code, at: frame.time, rules: rules) {
                var confirmed = code
                confirmed.addOn = track.lastAddOn
                events.append(ScanEvent(barcode: confirmed, frame: frame))
            }
            tracks[code.gtin13] = track
        }
        tracks = tracks.filter { number, track in seen.contains(number) || !track.isForgotten(at: frame.time, rules: rules) }
        return events
    }
}

/// What the confirmation remembers of one number: its sightings, and the add-on last read with it.
private struct CodeTrack: Sendable {
    var sightings = SightingTrack()
    var lastAddOn: String?

    /// Adds a sighting of `code` at `time`; true when it makes the number fire.
    mutating func record(_ code: Barcode, at time: Duration, rules: ConfirmationRules) -> Bool {
        if let addOn = code.addOn { lastAddOn = addOn }
        return sightings.record(at: time, rules: rules)
    }

    func isForgotten(at time: Duration, rules: ConfirmationRules) -> Bool {
        sightings.isForgotten(at: time, rules: rules)
    }
}
