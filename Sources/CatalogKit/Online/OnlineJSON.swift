import Foundation

/// Reads a service's JSON answer leniently, as the dump parser reads records: every value
/// generically, fields picked afterwards, so one odd field reads as absent instead of losing the
/// whole answer, and every text cleaned before it can reach a terminal.
enum OnlineJSON {
    /// The top-level object of `response`'s body; `.malformedJSON` with the parser's reason when
    /// the body is not JSON or not an object.
    static func object(_ response: OnlineResponse) throws(OnlineLookupError) -> OpenLibraryDumpObject {
        let value: OpenLibraryDumpJSON
        do {
            value = try JSONDecoder().decode(OpenLibraryDumpJSON.self, from: Data(response.body))
        } catch {
            throw .malformedJSON(url: response.url, reason: reason(error, body: response.body))
        }
        guard let members = value.object else {
            throw .malformedJSON(url: response.url, reason: "the answer is not a JSON object")
        }
        return OpenLibraryDumpObject(members)
    }

    /// What the JSON parser found wrong, and how the body starts. `JSONDecoder` says only that
    /// the data is not valid JSON; `JSONSerialization` says where.
    private static func reason(_ error: any Error, body: [UInt8]) -> String {
        let start = OpenLibraryDumpText.excerpt(String(decoding: body.prefix(200), as: UTF8.self))
        let shown = body.isEmpty ? "the body is empty" : "the body starts \"\(start)\""
        do {
            _ = try JSONSerialization.jsonObject(with: Data(body), options: [.fragmentsAllowed])
        } catch {
            let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
            return (detail.map { $0 + " " } ?? "") + "(\(shown))"
        }
        return "\(error) (\(shown))"
    }
}
