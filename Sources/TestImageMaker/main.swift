import Foundation

// Regenerates the project's test images: `swift run TestImageMaker TestImages`.
// Every run writes byte-identical files (seeded noise, fixed encoder settings).

func makeTestImages(root: URL) throws -> FixtureWriter {
    var writer = FixtureWriter(root: root)
    for scene in BarcodeCatalog.scenes {
        try writer.write(try scene.render(), folder: "barcodes", name: scene.fileName, expected: scene.expected)
    }
    for cover in CoverScene.covers {
        try writer.write(try cover.render(), folder: "barcodes", name: cover.fileName, expected: cover.expected)
    }
    let formats = try FormatCatalog.fixtures()
    for fixture in formats {
        try writer.write(fixture.bytes, folder: "formats", name: fixture.name, expected: fixture.expected)
    }
    func bytes(of name: String) -> [UInt8] {
        formats.first { $0.name == name }?.bytes ?? []
    }
    let broken = BrokenCatalog.fixtures(png: bytes(of: "png-gray8.png"), jpeg: bytes(of: "jpeg-baseline-rgb.jpg"),
                                        webp: bytes(of: "webp-lossy.webp"))
    for fixture in broken {
        try writer.write(fixture.bytes, folder: "broken", name: fixture.name, expected: fixture.expected)
    }
    try writer.removeStaleFiles()
    return writer
}

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 1, let folder = arguments.first, !folder.hasPrefix("-") else {
    FileHandle.standardError.write(Data((MakerError.usage.description + "\n").utf8))
    exit(2)
}
do {
    let writer = try makeTestImages(root: URL(fileURLWithPath: folder, isDirectory: true))
    for file in writer.written {
        let label = file.expected.difficulty?.rawValue ?? file.expected.error?.rawValue ?? ""
        print(file.path.padding(toLength: 52, withPad: " ", startingAt: 0), String(file.bytes).leftPadded(8), label)
    }
    let total = writer.written.reduce(0) { $0 + $1.bytes }
    print("\(writer.written.count) images, \(total) bytes, in \(folder)")
} catch {
    FileHandle.standardError.write(Data("TestImageMaker: \(error)\n".utf8))
    exit(1)
}

extension String {
    func leftPadded(_ length: Int) -> String {
        String(repeating: " ", count: max(0, length - count)) + self
    }
}
