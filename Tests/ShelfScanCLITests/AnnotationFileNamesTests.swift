@testable import ShelfScanCLI
import Testing

@Suite("Annotated picture names")
struct AnnotationFileNamesTests {
    @Test("Each photo's name without its extension, then .annotated.png")
    func unique() {
        #expect(AnnotationFileNames.names(for: ["shelf/IMG_1.jpg", "cover.png", "/tmp/scan.v2.webp", "raw"])
                == ["IMG_1.annotated.png", "cover.annotated.png", "scan.v2.annotated.png", "raw.annotated.png"])
    }

    @Test("Names shared in any letter case are numbered in input order, around names already taken")
    func shared() {
        let names = AnnotationFileNames.names(for: ["a/cover.jpg", "b/Cover.png", "c/cover-1.jpg", "d/cover.webp"])
        #expect(names == ["cover-2.annotated.png", "Cover-3.annotated.png", "cover-1.annotated.png",
                          "cover-4.annotated.png"])
        #expect(Set(names.map { $0.lowercased() }).count == names.count)
    }
}
