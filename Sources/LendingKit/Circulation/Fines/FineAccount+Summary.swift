extension FineAccount {
    /// What is owed, charged and accruing, in the words every view of an account uses (the
    /// `fines`, `pay` and `waive` commands, the event log), so they never disagree:
    /// `bob owes alice 1.50 EUR (1.00 EUR charged, 0.50 EUR accruing), blocked`.
    ///
    /// "Charged" is what was charged less payments and waivers; "accruing" is what overdue books
    /// still out have accrued beyond what was charged of it.
    public var summary: String {
        "\(borrower) owes \(owner) \(owed) (\(breakdown))" + (isBlocked ? ", blocked" : "")
    }

    /// The same account as its borrower is told it, at a station, in `loans` or in their inbox:
    /// `you owe 1.50 EUR in fines (1.00 EUR charged, 0.50 EUR accruing); your account is blocked:
    /// please pay at the desk`. It does not name the lender, whom the borrower is dealing with.
    public var borrowerNotice: String {
        "you owe \(owed) in fines (\(breakdown))"
            + (isBlocked ? "; your account is blocked: please pay at the desk" : "")
    }

    /// `1.00 EUR charged, 0.50 EUR accruing`.
    private var breakdown: String {
        "\(balance) charged, \(accruing) accruing"
    }
}
