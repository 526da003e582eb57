import Foundation

extension OnlineSettings {
    /// `url` without a trailing slash, for paths to be appended.
    static func base(_ url: URL) -> String {
        var text = url.absoluteString
        while text.hasSuffix("/") { text.removeLast() }
        return text
    }
}
