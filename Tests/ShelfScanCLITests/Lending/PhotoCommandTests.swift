import Foundation
import Testing

@Suite("shelfscan photo commands")
struct PhotoCommandTests {
    private func withScratch(_ body: (LendingScratch) throws -> Void) throws {
        let scratch = try LendingScratch()
        defer { scratch.remove() }
        try scratch.succeed(["user", "add", "alice"])
        try scratch.succeed(["user", "add", "bob"])
        try scratch.succeed(["book", "add", "--user", "alice", "--isbn", "9780306406157", "--title", "Numbers", "--author", "A"])
        try body(scratch)
    }

    private static let jpeg = CommandRunner.image("formats/jpeg-exif-orientation-6.jpg")
    private static let png = CommandRunner.image("formats/png-gray-alpha.png")
    private static let webp = CommandRunner.image("formats/webp-lossy.webp")

    private func json(_ line: Substring) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    }

    @Test("add, list and show a JPEG, a PNG and a WebP; --json gives ids, sizes and paths under <db>.photos")
    func addListShow() throws {
        try withScratch { scratch in
            let added = try scratch.succeed(["photo", "add", "1", Self.jpeg, Self.png, Self.webp, "--user", "alice", "--json"])
            let records = try added.split(separator: "\n").map(json)
            #expect(records.map { $0["format"] as? String } == ["JPEG", "PNG", "WebP"])
            #expect(records.map { $0["id"] as? Int } == [1, 2, 3])
            let path = try #require(records[0]["path"] as? String)
            #expect(path.hasPrefix(scratch.database + ".photos/"))
            #expect(records[0]["width"] as? Int != nil && records[0]["thumbnail"] as? String != nil)

            let list = try scratch.succeed(["photo", "list", "1"])
            #expect(list.split(separator: "\n").count == 3)
            #expect(list.hasPrefix("photo 1: JPEG "))
            #expect(list.contains(", thumbnail \(scratch.database).photos/"))
            #expect(try scratch.succeed(["book", "add", "--user", "bob", "--isbn", "9780306406157", "--title", "N",
                                         "--author", "A"]).hasPrefix("added book 2"))
            #expect(try scratch.succeed(["photo", "list", "2"]) == "book 2 has no photos\n")

            let shown = try scratch.succeed(["photo", "show", "2"])
            #expect(shown.hasPrefix("photo 2: PNG "))
            #expect(shown.contains("\nfile: \(scratch.database).photos/"))
            let output = scratch.folder.appendingPathComponent("copy.jpg").path
            #expect(try scratch.succeed(["photo", "show", "1", "--output", output]) == "wrote photo 1 to \(output)\n")
            #expect(FileManager.default.contents(atPath: output) == FileManager.default.contents(atPath: path))
            let thumbnailCopy = scratch.folder.appendingPathComponent("thumbnail.jpg").path
            try scratch.succeed(["photo", "show", "1", "--thumbnail", "--output", thumbnailCopy])
            let thumbnail = try #require(records[0]["thumbnail"] as? String)
            #expect(FileManager.default.contents(atPath: thumbnailCopy) == FileManager.default.contents(atPath: thumbnail))
            let piped = try scratch.run(["photo", "show", "1", "--thumbnail", "--output", "-"])
            #expect(piped.status == 0)
            #expect(piped.output.contains("JFIF"))
        }
    }

    @Test("Refusals name the file and the reason, exit 1, and store nothing of the other files")
    func refusals() throws {
        try withScratch { scratch in
            let text = CommandRunner.image("broken/text.jpg")
            let refused = try scratch.run(["photo", "add", "1", Self.jpeg, text, "--user", "alice"])
            #expect(refused.status == 1)
            #expect(refused.errors.hasPrefix("\(text): "))
            #expect(refused.errors.contains("not a JPEG, PNG or WebP photo"))
            let truncated = CommandRunner.image("broken/truncated.png")
            let cut = try scratch.run(["photo", "add", "1", truncated, "--user", "alice"])
            #expect(cut.status == 1)
            #expect(cut.errors.hasPrefix("\(truncated): "))
            #expect(try scratch.succeed(["photo", "list", "1"]) == "book 1 has no photos\n")
            #expect(try scratch.run(["photo", "add", "1", "/no/such.jpg", "--user", "alice"]).status == 3)
            let notOwner = try scratch.run(["photo", "add", "1", Self.jpeg, "--user", "bob"])
            #expect(notOwner.status == 4)
            #expect(notOwner.errors == "bob is not allowed to attach photos to book 1 (only its owner may)\n")
            #expect(try scratch.run(["photo", "show", "9"]).status == 3)
            #expect(try scratch.run(["photo", "add", "1", "--user", "alice"]).status == 64)
            #expect(try scratch.run(["photo", "show", "1", "--open", "--output", "x"]).status == 64)
        }
    }

    @Test("delete needs --yes without a terminal, only the owner deletes, and the files go")
    func delete() throws {
        try withScratch { scratch in
            let added = try scratch.succeed(["photo", "add", "1", Self.jpeg, "--user", "alice", "--json"])
            let path = try #require(try json(added.split(separator: "\n")[0])["path"] as? String)
            let unconfirmed = try scratch.run(["photo", "delete", "1", "--user", "alice"], input: "y\n")
            #expect(unconfirmed.status == 1)
            #expect(unconfirmed.errors == "not confirmed: give --yes to delete photo 1 when standard input is not a terminal\n")
            #expect(try scratch.run(["photo", "delete", "1", "--user", "bob", "--yes"]).status == 4)
            #expect(FileManager.default.fileExists(atPath: path))
            #expect(try scratch.succeed(["photo", "delete", "1", "--user", "alice", "--yes"]) == "deleted photo 1\n")
            #expect(!FileManager.default.fileExists(atPath: path))
            #expect(try scratch.run(["photo", "show", "1"]).status == 3)
        }
    }

    @Test("gc removes orphans (--dry-run only lists them) and reports missing files with exit 6")
    func gc() throws {
        try withScratch { scratch in
            let added = try scratch.succeed(["photo", "add", "1", Self.png, "--user", "alice", "--json"])
            let path = try #require(try json(added.split(separator: "\n")[0])["path"] as? String)
            let orphan = scratch.database + ".photos/ff/" + String(repeating: "f", count: 64) + ".jpg"
            try FileManager.default.createDirectory(atPath: scratch.database + ".photos/ff", withIntermediateDirectories: true)
            #expect(FileManager.default.createFile(atPath: orphan, contents: Data(count: 7)))
            #expect(try scratch.succeed(["photo", "gc", "--dry-run"]) == "would remove \(orphan)\nwould remove 1 orphan file (7 bytes); 0 missing\n")
            #expect(FileManager.default.fileExists(atPath: orphan))
            let report = try json(try scratch.succeed(["photo", "gc", "--json"]).dropLast())
            #expect(report["orphans"] as? [String] == [orphan])
            #expect(!FileManager.default.fileExists(atPath: orphan))
            try FileManager.default.removeItem(atPath: path)
            let missing = try scratch.run(["photo", "gc"])
            #expect(missing.status == 6)
            #expect(missing.output.hasPrefix("missing: photo 1 file \(path)\n"))
            #expect(try scratch.run(["photo", "show", "1", "--output", "-"]).status == 6)
        }
    }

    @Test("--open hands the stored file to xdg-open from PATH; without one it is an error")
    func open() throws {
        try withScratch { scratch in
            try scratch.succeed(["photo", "add", "1", Self.webp, "--user", "alice"])
            let bin = scratch.folder.appendingPathComponent("bin")
            try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
            let record = scratch.folder.appendingPathComponent("opened.txt").path
            let opener = bin.appendingPathComponent("xdg-open").path
            try "#!/bin/sh\nprintf '%s' \"$1\" > '\(record)'\n".write(toFile: opener, atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: opener)
            let opened = try scratch.run(["photo", "show", "1", "--open"], variables: ["PATH": bin.path])
            #expect(opened.status == 0)
            let shown = try String(contentsOfFile: record, encoding: .utf8)
            #expect(shown.hasPrefix(scratch.database + ".photos/") && shown.hasSuffix(".webp"))
            #expect(opened.output == "opened photo 1: \(shown)\n")
            let none = try scratch.run(["photo", "show", "1", "--open"], variables: ["PATH": scratch.folder.path])
            #expect(none.status == 3)
            #expect(none.errors.hasPrefix("no desktop opener (xdg-open or open) in PATH"))
        }
    }

    @Test("book add --image keeps the photo; deleting the book removes its files")
    func bookByImage() throws {
        try withScratch { scratch in
            let added = try scratch.succeed(["book", "add", "--user", "alice", "--image", LendingScratch.coverPhoto,
                                             "--title", "Flatland", "--author", "Abbott", "--json"])
            #expect(try json(added.dropLast())["photoID"] as? Int == 1)
            let list = try scratch.succeed(["photo", "list", "2", "--json"])
            let path = try #require(try json(list.dropLast())["path"] as? String)
            #expect(FileManager.default.fileExists(atPath: path))
            try scratch.succeed(["book", "delete", "2", "--user", "alice", "--yes"])
            #expect(!FileManager.default.fileExists(atPath: path))
            #expect(try scratch.succeed(["photo", "gc"]) == "removed 0 orphan files (0 bytes); 0 missing\n")
        }
    }

    @Test("user photo: set your own, anyone shows it, only you delete it")
    func profile() throws {
        try withScratch { scratch in
            let set = try scratch.succeed(["user", "photo", "set", Self.jpeg, "--user", "bob"])
            #expect(set.hasPrefix("set profile photo 1: JPEG "))
            let shown = try scratch.succeed(["user", "photo", "show", "BOB", "--json", "--user", "alice"])
            #expect(try json(shown.dropLast())["user"] as? String == "bob")
            #expect(try scratch.run(["user", "photo", "show", "alice"]).status == 3)
            #expect(try scratch.run(["user", "photo", "delete", "--user", "alice", "--yes"]).status == 3)
            #expect(try scratch.succeed(["user", "photo", "delete", "--user", "bob", "--yes"]) == "deleted the profile photo of bob\n")
            #expect(try scratch.run(["user", "photo", "show", "bob"]).errors == "bob has no profile photo\n")
        }
    }
}
