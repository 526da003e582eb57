/// What a confirmation remembers of one code, book or card: when it was read lately, and whether
/// it fired.
struct SightingTrack: Sendable {
    /// Stream times of recent frames that read the code, oldest first.
    private var sightings: [Duration] = []
    /// Whether the code fired and has not been out of view for the re-arm time since.
    private var fired = false

    /// Adds a sighting at `time`; true when it makes the code fire.
    mutating func record(at time: Duration, rules: ConfirmationRules) -> Bool {
        sightings.removeAll { time - $0 >= rules.window }
        sightings.append(time)
        guard !fired, sightings.count >= rules.sightings else { return false }
        fired = true
        return true
    }

    /// Whether nothing is left to remember at `time`: a fired code unread for the re-arm time, or
    /// sightings all older than the window.
    func isForgotten(at time: Duration, rules: ConfirmationRules) -> Bool {
        guard let last = sightings.last else { return true }
        return time - last >= (fired ? rules.rearm : rules.window)
    }
}
