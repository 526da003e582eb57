/// A one-line progress bar on standard error, shown only when it is a terminal and there are
/// more than 20 items, so logs and pipes stay clean.
final class ProgressBar {
    private let total: Int
    private let enabled: Bool
    private var done = 0
    private var drawn = false

    init(total: Int) {
        self.total = total
        enabled = total > 20 && StandardError.isTerminal
    }

    /// Counts one item and redraws.
    func advance() {
        done += 1
        draw()
    }

    /// Erases the bar so a result line can be printed cleanly.
    func clear() {
        guard enabled, drawn else { return }
        StandardError.raw("\r\u{1B}[2K")
        drawn = false
    }

    /// Removes the bar for good.
    func finish() {
        clear()
    }

    private func draw() {
        guard enabled else { return }
        let width = 30
        let filled = total == 0 ? width : done * width / total
        let bar = String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled)
        StandardError.raw("\r[\(bar)] \(done)/\(total)")
        drawn = true
    }
}
