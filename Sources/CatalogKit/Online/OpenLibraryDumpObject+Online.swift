extension OpenLibraryDumpObject {
    /// The object in field `name`, read the same lenient way.
    func object(_ name: String) -> OpenLibraryDumpObject? {
        members[name]?.object.map(OpenLibraryDumpObject.init)
    }

    /// The `name` of each object in the list field `field`, as the Books API lists authors,
    /// publishers and subjects (`[{"name": "…", "url": "…"}]`), cleaned, without repeats.
    func names(_ field: String, limit: Int) -> [String] {
        var names: [String] = []
        for element in members[field]?.array ?? [] {
            guard let name = element.object?["name"]?.string.flatMap({ OpenLibraryDumpText.line($0, limit: limit) }),
                  !names.contains(name)
            else { continue }
            names.append(name)
            if names.count == Self.maximumListCount { break }
        }
        return names
    }
}
