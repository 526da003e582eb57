/// A result or error other than the test expected, shown with its value.
struct Unexpected: Error, CustomStringConvertible {
    let value: String

    init(_ value: Any?) {
        self.value = String(describing: value)
    }

    var description: String { "unexpected: \(value)" }
}
