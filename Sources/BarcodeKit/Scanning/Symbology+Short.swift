extension Symbology {
    /// Whether this is a short code (UPC-E, EAN-8): half as long as an EAN-13 or UPC-A and
    /// guarded the same way, so zbar finds one in fragments of longer codes and in text.
    var isShort: Bool { self == .upcE || self == .ean8 }
}
