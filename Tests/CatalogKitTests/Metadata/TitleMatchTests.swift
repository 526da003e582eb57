import CatalogKit
import Testing

@Suite("Whether a typed title is the catalogue's title of the ISBN")
struct TitleMatchTests {
    @Test("case, accents, punctuation, articles, subtitles, series and small slips do not count",
          arguments: [
              ("the lord of the rings", "Lord of the Rings", nil),
              ("Dune", "Dune", "Deluxe Edition"),
              ("Dune: Deluxe Edition", "Dune", "Deluxe Edition"),
              ("Dune - deluxe edition", "Dune", "Deluxe Edition"),
              ("Dune", "Dune (Dune Chronicles, #1)", nil),
              ("Les Misérables", "Les miserables", nil),
              ("Misérables", "Les Misérables", nil),
              ("Pride & Prejudice", "Pride and Prejudice", nil),
              ("Harry Potter and the Philosopher's Stone", "Harry Poter and the Philosophers Stone", nil),
              ("Der Zauberberg", "Zauberberg", "Roman"),
              ("L'Étranger", "L'étranger", nil),
          ] as [(String, String, String?)])
    func matches(typed: String, title: String, subtitle: String?) {
        #expect(TitleMatch.matches(typed: typed, title: title, subtitle: subtitle))
    }

    @Test("another title is a clear difference, even a longer or shorter one of the same series",
          arguments: [
              ("Dune", "Dune Messiah", nil),
              ("Emma", "Persuasion", nil),
              ("The Hobbit", "The Silmarillion", nil),
              ("Dune", "Children of Dune", nil),
              ("Green Eggs and Ham", "Green Eggs", nil),
              ("It", "Ut", nil),
          ] as [(String, String, String?)])
    func differs(typed: String, title: String, subtitle: String?) {
        #expect(!TitleMatch.matches(typed: typed, title: title, subtitle: subtitle))
    }

    @Test("a title with no letters or digits is not evidence either way")
    func blank() {
        #expect(TitleMatch.matches(typed: "...", title: "Dune", subtitle: nil))
    }
}
