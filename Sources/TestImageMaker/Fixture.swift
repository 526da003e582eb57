/// One file to write with what a reader should get from it.
struct Fixture {
    let name: String
    let bytes: [UInt8]
    let expected: ExpectedResult
}
