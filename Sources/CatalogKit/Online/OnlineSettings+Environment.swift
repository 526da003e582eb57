import Foundation

extension OnlineSettings {
    /// The environment variables read by `init(environment:)`.
    public enum Variable {
        /// Open Library's address, e.g. a mirror or a test server.
        public static let openLibraryURL = "SHELFSCAN_OPENLIBRARY_URL"
        /// Google Books' API address.
        public static let googleBooksURL = "SHELFSCAN_GOOGLEBOOKS_URL"
        /// Open Library's cover server.
        public static let coversURL = "SHELFSCAN_COVERS_URL"
        /// The contact sent in the `User-Agent`.
        public static let contact = "SHELFSCAN_CONTACT"
        /// A Google Books API key.
        public static let googleBooksKey = "SHELFSCAN_GOOGLEBOOKS_KEY"
        /// `1` for no network at all.
        public static let offline = "SHELFSCAN_OFFLINE"
        /// The services to ask, in order: `openlibrary`, `googlebooks`, comma separated.
        public static let providers = "SHELFSCAN_PROVIDERS"
        /// The longest one request may take, in seconds (`OnlineSettings.timeout`).
        public static let timeout = "SHELFSCAN_TIMEOUT"
        /// The longest wait for a connection, in seconds (`OnlineSettings.connectTimeout`).
        public static let connectTimeout = "SHELFSCAN_CONNECT_TIMEOUT"
    }

    /// The defaults, with what the environment sets: `SHELFSCAN_OPENLIBRARY_URL`,
    /// `SHELFSCAN_GOOGLEBOOKS_URL`, `SHELFSCAN_COVERS_URL` (http or https addresses),
    /// `SHELFSCAN_CONTACT`, `SHELFSCAN_GOOGLEBOOKS_KEY`, `SHELFSCAN_OFFLINE` (`1`, `true` or
    /// `yes`; `0`, `false`, `no` or empty for online), `SHELFSCAN_PROVIDERS` (the services in
    /// the order to ask them, e.g. `googlebooks,openlibrary` or `openlibrary` alone),
    /// `SHELFSCAN_TIMEOUT` and `SHELFSCAN_CONNECT_TIMEOUT` (seconds, e.g. `10` or `0.5`). Empty
    /// variables count as unset.
    ///
    /// ```swift
    /// let settings = try OnlineSettings(environment: ["SHELFSCAN_OFFLINE": "1"])
    /// settings.offline   // true
    /// ```
    public init(environment: [String: String]) throws(OnlineSettingsError) {
        self.init()
        func value(_ name: String) -> String? {
            environment[name].flatMap { $0.trimmingCharacters(in: .whitespaces).isEmpty ? nil : $0 }
        }
        if let text = value(Variable.openLibraryURL) { openLibraryURL = try Self.address(text, Variable.openLibraryURL) }
        if let text = value(Variable.googleBooksURL) { googleBooksURL = try Self.address(text, Variable.googleBooksURL) }
        if let text = value(Variable.coversURL) { coversURL = try Self.address(text, Variable.coversURL) }
        contact = value(Variable.contact)
        googleBooksKey = value(Variable.googleBooksKey)?.trimmingCharacters(in: .whitespaces)
        if let text = value(Variable.offline) { offline = try Self.flag(text, Variable.offline) }
        if let text = value(Variable.providers) { providers = try Self.providers(text) }
        if let text = value(Variable.timeout) { timeout = try Self.seconds(text, Variable.timeout) }
        if let text = value(Variable.connectTimeout) { connectTimeout = try Self.seconds(text, Variable.connectTimeout) }
    }

    /// A positive number of seconds, at most a day: a longer wait is a typo, not a setting.
    private static func seconds(_ text: String, _ variable: String) throws(OnlineSettingsError) -> Duration {
        guard let seconds = Double(text.trimmingCharacters(in: .whitespaces)), seconds > 0, seconds <= 86_400 else {
            throw .invalid(variable: variable, value: text, expected: "a number of seconds above 0, such as 10 or 0.5")
        }
        return .seconds(seconds)
    }

    private static func address(_ text: String, _ variable: String) throws(OnlineSettingsError) -> URL {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard let url = URL(string: trimmed), OnlineClient.isRequestable(url) else {
            throw .invalid(variable: variable, value: text, expected: "an http or https address")
        }
        return url
    }

    /// `openlibrary,googlebooks`: each named once, case and spaces aside.
    private static func providers(_ text: String) throws(OnlineSettingsError) -> [OnlineProvider] {
        var providers: [OnlineProvider] = []
        for name in text.split(separator: ",") {
            let key = name.trimmingCharacters(in: .whitespaces).lowercased()
            guard let provider = OnlineProvider.allCases.first(where: { $0.rawValue.lowercased() == key }),
                  !providers.contains(provider)
            else {
                throw .invalid(variable: Variable.providers, value: text,
                               expected: "openlibrary and googlebooks, comma separated, each at most once")
            }
            providers.append(provider)
        }
        return providers
    }

    private static func flag(_ text: String, _ variable: String) throws(OnlineSettingsError) -> Bool {
        switch text.trimmingCharacters(in: .whitespaces).lowercased() {
        case "1", "true", "yes": return true
        case "0", "false", "no": return false
        default: throw .invalid(variable: variable, value: text, expected: "1 or 0")
        }
    }
}
