import ShelfScanTestSupport

/// What the decoding fixtures' `.expected.json` files say.
extension TestImageFiles {
    /// The `<file>.expected.json` next to a fixture.
    static func expected(_ folder: String, _ name: String) throws -> Expected {
        try expectation(Expected.self, folder, name)
    }

    /// The fields of an `.expected.json` that decoding tests use.
    struct Expected: Decodable {
        var width: Int?
        var height: Int?
        /// The name of the `ImageError.Reason` case a broken file must produce.
        var error: String?
        /// Mean absolute pixel error allowed against the reference picture, when the file states one.
        var meanError: Double?
    }
}
