extension Barcode {
    /// Whether GS1 lets the code carry an add-on: periodicals (ISSN, 977) and books (ISBN and
    /// ISMN, 978 and 979) as EAN-13, and UPC-A, which US periodicals use.
    var mayCarryAddOn: Bool {
        switch symbology {
        case .upcA: return true
        case .ean13: return ["977", "978", "979"].contains(gtin13.prefix(3))
        case .upcE, .ean8: return false
        }
    }
}
