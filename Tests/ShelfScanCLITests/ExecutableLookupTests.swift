import Testing
@testable import ShelfScanCLI

@Suite("Finding executables")
struct ExecutableLookupTests {
    @Test("Executables are found on the search path as a shell finds them")
    func lookup() throws {
        #expect(ExecutableLookup.path(of: "sh", searchPath: "/nonexistent:/bin") == "/bin/sh")
        #expect(ExecutableLookup.path(of: "sh", searchPath: "/nonexistent") == nil)
        #expect(ExecutableLookup.path(of: "/bin/sh") == "/bin/sh")
        #expect(ExecutableLookup.path(of: "/etc/passwd") == nil)
        #expect(ExecutableLookup.path(of: "/bin") == nil)
    }

    @Test("An empty search path finds nothing, as the photo opener has it when PATH is unset")
    func emptySearchPath() {
        #expect(ExecutableLookup.path(of: "sh", searchPath: "") == nil)
    }
}
