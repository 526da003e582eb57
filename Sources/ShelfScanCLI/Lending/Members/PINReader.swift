import ShelfScan

/// Where a command gets a PIN: `SHELFSCAN_PIN` (`SHELFSCAN_OLD_PIN` for the old one) when set
/// (scripts, tests), else typed on the terminal without echo; with neither, an error saying so.
/// `member add`, `member pin` and the self-service commands read PINs through it, and never print one.
///
/// ```swift
/// let pin = try PINReader(environment: environment).read(confirm: true)   // asks twice on a terminal
/// ```
struct PINReader {
    let environment: LendingEnvironment

    /// The PIN from `SHELFSCAN_PIN`, or typed after `prompt`. When `confirm`, a typed PIN is
    /// checked (`PIN`) and asked for again, and the two must match: no one should get a PIN they
    /// mistyped unseen. Errors are `.invalidPIN`, never showing what was typed.
    func read(prompt: String = "PIN: ", confirm: Bool = false) throws(LendingError) -> String {
        try read(given: environment.pin, variable: "SHELFSCAN_PIN", prompt: prompt, confirm: confirm)
    }

    /// The old PIN of a member changing theirs: from `SHELFSCAN_OLD_PIN`, or typed once after
    /// `Old PIN: ` (a mistyped one is simply wrong, and counted as such).
    func readOld() throws(LendingError) -> String {
        try read(given: environment.oldPIN, variable: "SHELFSCAN_OLD_PIN", prompt: "Old PIN: ", confirm: false)
    }

    /// `given`, the value of `variable`, else the PIN typed after `prompt`, as `read(prompt:confirm:)` says.
    private func read(given: String?, variable: String, prompt: String, confirm: Bool) throws(LendingError) -> String {
        if let given { return given }
        guard let terminal = PINTerminal.attach() else {
            throw .circulation(.invalidPIN(reason: "none was given: standard input is not a terminal to type it on,"
                                           + " and \(variable) is not set"))
        }
        defer { terminal.detach() }
        let pin = try terminal.readHidden(prompt: prompt)
        guard confirm else { return pin }
        do {
            _ = try PIN(pin)
        } catch {
            throw .circulation(error)
        }
        guard try terminal.readHidden(prompt: "Again: ") == pin else {
            throw .circulation(.invalidPIN(reason: "the two PINs typed differ"))
        }
        return pin
    }
}
