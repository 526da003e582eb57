import Foundation
import Hummingbird
import HummingbirdTesting
import ShelfScan
import Testing

/// The README's Hummingbird route, served by HummingbirdTesting's router: an upload gives its
/// codes as JSON; bytes that are no image give 400 naming the upload.
@Suite("The README's service example")
struct ReadmeServiceExampleTests {
    @Test("a photo's barcodes come back as scan --json records; a text file is a 400")
    func scansUploads() async throws {
        let router = Router()
        addScanRoute(to: router, scanner: uploads)
        let photo = try PNGEncoder().encode(try BarcodeRenderer(moduleWidth: 3).render(.ean13, digits: "9780306406157"))
        try await Application(router: router).test(.router) { client in
            try await client.execute(uri: "/scan", method: .post, body: ByteBuffer(bytes: photo)) { response in
                #expect(response.status == .ok)
                #expect(String(buffer: response.body).contains(#""digits":"9780306406157""#))
            }
            try await client.execute(uri: "/scan", method: .post, body: ByteBuffer(string: "not a photo")) { response in
                #expect(response.status == .badRequest)
            }
        }
    }
}
