import ShelfScan
import Testing

@Suite("text wrapping")
struct TextWrappingTests {
    @Test("rows break between words, later ones indented; a word wider than a row goes on below, never cut")
    func wraps() {
        #expect(TextWrapping.rows("\"A very long title\" is a reference book", width: 20, indent: 2)
                == ["\"A very long title\"", "  is a reference", "  book"])
        #expect(TextWrapping.rows("ISBN 97802620338489780262033848 x", width: 12, indent: 2)
                == ["ISBN", "  9780262033", "  8489780262", "  033848 x"])
        #expect(TextWrapping.rows("short", width: 78, indent: 2) == ["short"])
        #expect(TextWrapping.rows("", width: 78, indent: 2) == [])
    }
}
