import ShelfScanErrors

/// An environment variable read by `OnlineSettings(environment:)` holds something unusable.
///
/// ```swift
/// OnlineSettingsError.invalid(variable: "SHELFSCAN_OFFLINE", value: "maybe", expected: "1 or 0").description
/// // SHELFSCAN_OFFLINE="maybe": expected 1 or 0
/// ```
public enum OnlineSettingsError: Error, Sendable, Equatable, CustomStringConvertible {
    /// `variable` holds `value`, which is not `expected`.
    case invalid(variable: String, value: String, expected: String)

    /// The variable, its value and what was expected.
    public var description: String {
        switch self {
        case let .invalid(variable, value, expected):
            return "\(variable)=\"\(OpenLibraryDumpText.excerpt(value, limit: 80))\": expected \(expected)"
        }
    }
}

extension OnlineSettingsError: ShelfScanError {
    /// `onlineSettings.` and what went wrong, e.g. `onlineSettings.invalid`: stable, for programs to act on.
    public var code: String {
        switch self {
        case .invalid: return "onlineSettings.invalid"
        }
    }
}
