import Hummingbird
import ShelfScan

/// `POST /scan`: the barcodes in an uploaded photo, as `shelfscan scan --json` prints them. Scans
/// run on a pool of their own: when 16 wait already the answer is 503 at once, a scan past 5 s
/// answers 504, and a request whose task is cancelled stops its scan.
func addScanRoute(to router: Router<BasicRequestContext>, scanner: PhotoScanner) {
    router.post("scan") { request, _ -> Response in
        var request = request
        let body = try await request.collectBody(upTo: 25 << 20)
        let codes: [Barcode]
        do {
            codes = try await scanner.scan(bytes: Array(buffer: body), name: "upload", timeLimit: .seconds(5))
        } catch is WorkerThreadsError {
            throw HTTPError(.serviceUnavailable)
        } catch is WorkStopped {
            throw HTTPError(.gatewayTimeout)
        } catch let error as ImageError {
            throw HTTPError(.badRequest, message: error.description)
        }
        let json = ShelfScanJSON.line(codes.map { BarcodeRecord(file: "upload", code: $0) })
        return Response(status: .ok, headers: [.contentType: "application/json"],
                        body: ResponseBody(byteBuffer: ByteBuffer(string: json)))
    }
}

let uploads = PhotoScanner(workers: WorkerThreads(count: 4, queueLimit: 16))
