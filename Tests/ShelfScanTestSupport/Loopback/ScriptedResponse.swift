import Foundation

/// One answer a `LoopbackServer` gives: status, headers, body, and how long it waits first.
///
/// ```swift
/// server.script("/api/books", .status(429, headers: ["Retry-After": "2"]), .json("{}"))
/// server.script("/slow.json", ScriptedResponse(body: Array("{}".utf8), delay: .seconds(2)))
/// server.script("/trickle.json", ScriptedResponse(body: Array(repeating: 32, count: 100), byteInterval: .seconds(1)))
/// ```
public struct ScriptedResponse: Sendable {
    /// The HTTP status.
    public var status: Int
    /// Headers, by name.
    public var headers: [String: String]
    /// The body.
    public var body: [UInt8]
    /// How long the server waits before answering (really waiting: for timeouts).
    public var delay: Duration?
    /// When set, the head goes at once and the body a byte at a time, this long apart (really
    /// waiting: for deadlines that must cover the body).
    public var byteInterval: Duration?

    /// An answer with the given parts.
    public init(status: Int = 200, headers: [String: String] = [:], body: [UInt8] = [], delay: Duration? = nil,
                byteInterval: Duration? = nil) {
        self.status = status
        self.headers = headers
        self.body = body
        self.delay = delay
        self.byteInterval = byteInterval
    }

    /// `text` as `application/json`.
    public static func json(_ text: String, status: Int = 200) -> ScriptedResponse {
        ScriptedResponse(status: status, headers: ["Content-Type": "application/json"], body: Array(text.utf8))
    }

    /// The file at `url` as `application/json`.
    public static func jsonFile(_ url: URL, status: Int = 200) throws -> ScriptedResponse {
        ScriptedResponse(status: status, headers: ["Content-Type": "application/json"], body: Array(try Data(contentsOf: url)))
    }

    /// A redirect to `location`.
    public static func redirect(to location: String, status: Int = 302) -> ScriptedResponse {
        ScriptedResponse(status: status, headers: ["Location": location])
    }

    /// An empty answer with `status`.
    public static func status(_ status: Int, headers: [String: String] = [:]) -> ScriptedResponse {
        ScriptedResponse(status: status, headers: headers)
    }
}
