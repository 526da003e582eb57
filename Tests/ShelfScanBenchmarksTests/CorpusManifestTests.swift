import ShelfScanBenchmarks
import Testing

@Suite("Benchmark manifests")
struct CorpusManifestTests {
    @Test("Columns are found by name; EAN-8 and UPC-A values are padded to 13 digits")
    func parse() throws {
        let text = """
            file\tformat\texpected_main_gtin\texpected_addon
            books/a.png\tEAN-13\t9780306406157\t51299
            tags/b.png\tEAN-8\t96385074\t
            c.png\tUPC-A\t036000291452\t

            """
        let manifest = try CorpusManifest(text: text, path: "m.tsv", baseFolder: "/corpus")
        #expect(manifest.entries.map(\.expectedGTIN13) == ["9780306406157", "0000096385074", "0036000291452"])
        #expect(manifest.entries.map(\.expectedAddOn) == ["51299", nil, nil])
        #expect(manifest.entries.map(\.folder) == ["books", "tags", "."])
        #expect(manifest.entries[0].path == "/corpus/books/a.png")
    }

    @Test("A missing column, a short row or a bad number names the line")
    func errors() {
        #expect(throws: CorpusManifest.ManifestError(path: "m.tsv", line: 1, problem: "no 'expected_addon' column in the header")) {
            try CorpusManifest(text: "file\texpected_main_gtin\n", path: "m.tsv", baseFolder: "")
        }
        #expect(throws: CorpusManifest.ManifestError(path: "m.tsv", line: 2, problem: "expected 3 fields, found 2")) {
            try CorpusManifest(text: "file\texpected_main_gtin\texpected_addon\na.png\t123\n", path: "m.tsv", baseFolder: "")
        }
        let bad = CorpusManifest.ManifestError(path: "m.tsv", line: 3, problem: "expected_main_gtin '978030640' is not 8, 12 or 13 digits")
        #expect(throws: bad) {
            try CorpusManifest(text: "file\texpected_main_gtin\texpected_addon\na\t96385074\t\nb\t978030640\t\n",
                               path: "m.tsv", baseFolder: "")
        }
        #expect(bad.description == "m.tsv:3: expected_main_gtin '978030640' is not 8, 12 or 13 digits")
    }

    @Test("An unreadable manifest is an error, not an empty corpus")
    func unreadable() {
        #expect(throws: CorpusManifest.ManifestError(path: "/no/manifest.tsv", line: 0, problem: "cannot read the file")) {
            try CorpusManifest(path: "/no/manifest.tsv")
        }
    }
}
