import ShelfScan

/// The kiosk's screen: 24 rows of at most 80 columns, built from the station's state and what is
/// being typed, so it fits the smallest terminal.
///
/// A big headline says the one thing to do now; every outcome carries a word (`[ OK ]`, `[ NO ]`)
/// as well as its colour, so colour is never the only signal; the time left before the session
/// ends counts down at the bottom. Text from the store (titles, names) is escaped before it is shown.
struct KioskScreen: Equatable {
    /// One row and how it is shown.
    struct Row: Equatable {
        var text: String
        var style: Style
    }

    /// How a row is shown: the style's colour only adds to what its words say.
    enum Style: Equatable {
        case plain, bar, headline(Tone), good, bad, attention
    }

    /// The headline's mood.
    enum Tone: Equatable {
        case neutral, good, bad, attention
    }

    static let width = 80
    static let height = 24

    /// Exactly `height` rows.
    private(set) var rows: [Row]

    /// The screen for `station` with `typed` in its field.
    init(station: KioskStation, typed: String) {
        self.init(station.state, library: station.library.displayName, mode: station.settings.mode,
                  secondsLeft: station.secondsLeft, typed: typed)
    }

    /// The screen of `library`'s station in `mode` when it is in `state`.
    init(_ state: KioskState, library: String, mode: KioskMode, secondsLeft: Int?, typed: String) {
        var layout = KioskLayout(library: library, mode: mode)
        layout.fill(state, typed: typed, secondsLeft: secondsLeft)
        rows = layout.rows
    }

    /// The escape sequences that turn `previous` (or a cleared screen) into this one, rewriting
    /// only the rows that changed.
    func drawing(from previous: KioskScreen?, colour: Bool) -> String {
        var output = previous == nil ? "\u{1B}[2J" : ""
        for (index, row) in rows.enumerated() where previous?.rows[index] != row {
            output += "\u{1B}[\(index + 1);1H" + Self.start(row.style, colour: colour) + row.text + "\u{1B}[0m\u{1B}[K"
        }
        return output
    }

    /// The rows as plain text, for a capture.
    var text: String {
        rows.map(\.text).joined(separator: "\n")
    }

    private static func start(_ style: Style, colour: Bool) -> String {
        switch style {
        case .plain: return ""
        case .bar: return "\u{1B}[7m"
        case let .headline(tone): return "\u{1B}[1m" + (colour ? toneColour(tone) : "")
        case .good: return colour ? "\u{1B}[32m" : ""
        case .bad: return colour ? "\u{1B}[31m" : ""
        case .attention: return colour ? "\u{1B}[33m" : "\u{1B}[1m"
        }
    }

    private static func toneColour(_ tone: Tone) -> String {
        switch tone {
        case .neutral: return ""
        case .good: return "\u{1B}[32m"
        case .bad: return "\u{1B}[31m"
        case .attention: return "\u{1B}[33m"
        }
    }
}
