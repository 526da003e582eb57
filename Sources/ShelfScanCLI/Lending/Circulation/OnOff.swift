import ArgumentParser

/// A setting's `on` or `off`, as `--self-service on` and `book edit --reference off` take it.
enum OnOff: String, ExpressibleByArgument, CaseIterable {
    case on, off

    /// Whether it is `on`.
    var isOn: Bool { self == .on }
}
