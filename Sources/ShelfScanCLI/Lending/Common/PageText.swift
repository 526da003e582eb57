import ShelfScan

/// What a list says about its paging.
enum PageText {
    /// `showing 51-100 of 66,806 books; next: --offset 100`, or `nil` when the page is the whole list.
    static func footer<Item>(_ page: Page<Item>, noun: String) -> String? {
        guard page.offset > 0 || page.nextOffset != nil else { return nil }
        let all = LendingText.count(page.total, noun)
        guard !page.isEmpty else { return "nothing past \(all) (--offset \(page.offset))" }
        let shown = "showing \(page.offset + 1)-\(page.offset + page.count) of \(all)"
        return shown + (page.nextOffset.map { "; next: --offset \($0)" } ?? "")
    }
}
