/// One page of a list and how long the whole list is.
///
/// A page is the collection of its entries, so it can be iterated and mapped like an array.
///
/// ```swift
/// let page = try db.search("dune", page: PageRequest(limit: 50))
/// print("showing \(page.count) of \(page.total)")
/// page.nextOffset   // 50 when there are more, else nil
/// ```
public struct Page<Item: Sendable>: Sendable {
    /// The entries of this page, in the list's order.
    public let items: [Item]
    /// How many entries the whole list has.
    public let total: Int
    /// How many entries come before this page.
    public let offset: Int

    /// A page of `items` starting after `offset` entries of a list of `total`.
    public init(items: [Item], total: Int, offset: Int) {
        self.items = items
        self.total = total
        self.offset = offset
    }

    /// The offset of the next page, or `nil` when this page reaches the end.
    public var nextOffset: Int? {
        offset + items.count < total ? offset + items.count : nil
    }
}

extension Page: Equatable where Item: Equatable {}

extension Page: RandomAccessCollection {
    /// The first entry's index, 0.
    public var startIndex: Int { items.startIndex }
    /// One past the last entry's index.
    public var endIndex: Int { items.endIndex }
    /// The entry at `position` on this page.
    public subscript(position: Int) -> Item { items[position] }
}
