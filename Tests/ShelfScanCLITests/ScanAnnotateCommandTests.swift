import Foundation
import RasterKit
import Testing

@Suite("shelfscan scan --annotate")
struct ScanAnnotateCommandTests {
    private func inScratchFolder(_ body: (URL) throws -> Void) throws {
        let folder = try CommandRunner.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try body(folder)
    }

    @Test("Writes one colour PNG per photo, of the photo's size, found codes or not; stdout is unchanged")
    func annotates() throws {
        try inScratchFolder { scratch in
            let blank = scratch.appendingPathComponent("blank.pgm")
            try Data("P5 64 48 255\n".utf8 + [UInt8](repeating: 200, count: 64 * 48)).write(to: blank)
            let inputs = [CommandRunner.image("barcodes/isbn-ean5-module2.png"),
                          CommandRunner.image("barcodes/cover-isbn-ean5-and-ean8.jpg"),
                          CommandRunner.image("barcodes/isbn-ean5-rotate8.jpg"), blank.path]
            let folder = scratch.appendingPathComponent("out/annotated")
            let plain = try CommandRunner.run(["scan"] + inputs)
            let annotated = try CommandRunner.run(["scan", "--annotate", folder.path, "--jobs", "2"] + inputs)
            #expect(annotated.output == plain.output)
            #expect(annotated.status == plain.status && plain.status == 1)

            let names = ["isbn-ean5-module2", "cover-isbn-ean5-and-ean8", "isbn-ean5-rotate8", "blank"]
                .map { $0 + ".annotated.png" }
            let written = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            #expect(Set(written) == Set(names))
            for (input, name) in zip(inputs, names) {
                let output = folder.appendingPathComponent(name).path
                #expect(annotated.errors.contains("\(input): annotated as \(output)\n"))
                let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: output)))
                #expect(bytes.count > 25 && bytes[25] == 2, "\(name) is an RGB PNG")
                let picture = try ImageDecoder().decode(bytes)
                let photo = try ImageDecoder().decode(contentsOf: input)
                #expect(picture.width == photo.width && picture.height == photo.height)
            }
            let blankPicture = try ImageDecoder().decode(contentsOf: folder.appendingPathComponent(names[3]).path)
            #expect(blankPicture.pixels.allSatisfy { $0 == 200 })
        }
    }

    @Test("Photos with the same name in different folders get numbered pictures")
    func sameNames() throws {
        try inScratchFolder { scratch in
            for shelf in ["a", "b"] {
                let folder = scratch.appendingPathComponent(shelf)
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                try FileManager.default.copyItem(atPath: CommandRunner.image("barcodes/ean8-module2.png"),
                                                 toPath: folder.appendingPathComponent("tag.png").path)
            }
            let out = scratch.appendingPathComponent("out")
            let shelves = ["a", "b"].map { scratch.appendingPathComponent($0).path }
            let result = try CommandRunner.run(["scan", "--annotate", out.path] + shelves)
            #expect(result.status == 0)
            let written = try FileManager.default.contentsOfDirectory(atPath: out.path)
            #expect(Set(written) == ["tag-1.annotated.png", "tag-2.annotated.png"])
        }
    }

    @Test("Unreadable photos get no picture and exit 2; the others are still drawn")
    func unreadable() throws {
        try inScratchFolder { scratch in
            let good = CommandRunner.image("barcodes/isbn-module2.png")
            let broken = CommandRunner.image("broken/text.jpg")
            let result = try CommandRunner.run(["scan", "--annotate", scratch.path, broken, good])
            #expect(result.status == 2)
            #expect(result.errors.contains("\(broken): not an image"))
            #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path) == ["isbn-module2.annotated.png"])
        }
    }

    @Test("A folder that cannot take pictures is refused before scanning, naming it")
    func badFolder() throws {
        try inScratchFolder { scratch in
            let file = scratch.appendingPathComponent("notes.txt")
            try Data("x".utf8).write(to: file)
            let image = CommandRunner.image("barcodes/isbn-module2.png")

            let onFile = try CommandRunner.run(["scan", "--annotate", file.path, image])
            #expect(onFile.status == 2)
            #expect(onFile.output.isEmpty)
            #expect(onFile.errors == "\(file.path): cannot write annotated pictures there: not a folder\n")

            let below = file.appendingPathComponent("out").path
            let underFile = try CommandRunner.run(["scan", "--annotate", below, image])
            #expect(underFile.status == 2)
            #expect(underFile.output.isEmpty)
            #expect(underFile.errors.hasPrefix("\(below): cannot write annotated pictures there: cannot create it"))
        }
    }
}
