import Foundation

/// Reads a service's JSON answer leniently, as the dump parser reads records: every value
/// generically, fields picked afterwards, so one odd field reads as absent instead of losing the
/// whole answer, and every text cleaned before it can reach a terminal.
enum OnlineJSON {
    /// The top-level object of `response`'s body; `.malformedJSON` with the parser's reason when
    /// the body is not JSON or not an object.
    static func object(_ response: OnlineResponse) throws(OnlineLookupError) -> OpenLibraryDumpObject {
        guard let value = OpenLibraryDumpJSON.parse(response.body) else {
            throw .malformedJSON(url: response.url, reason: reason(body: response.body))
        }
        guard let members = value.object else {
            throw .malformedJSON(url: response.url, reason: "the answer is not a JSON object")
        }
        return OpenLibraryDumpObject(members)
    }

    /// What is wrong with the body, and how it starts: the dump reader says only that it is not
    /// JSON, so `JSONSerialization` is asked where (on this error path alone).
    private static func reason(body: [UInt8]) -> String {
        let start = OpenLibraryDumpText.excerpt(String(decoding: body.prefix(200), as: UTF8.self))
        let shown = body.isEmpty ? "the body is empty" : "the body starts \"\(start)\""
        do {
            _ = try JSONSerialization.jsonObject(with: Data(body), options: [.fragmentsAllowed])
        } catch {
            let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
            return (detail.map { $0 + " " } ?? "") + "(\(shown))"
        }
        return "not valid JSON (\(shown))"
    }
}
