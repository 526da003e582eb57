import Foundation
import HTTPTypes
import Hummingbird
import Logging

/// A Hummingbird server on 127.0.0.1 (a free port), answering each path from a script and
/// recording every request: the stand-in for the book services in tests that must not reach the
/// network. Start one per test; stop it at the end, or use `withServer`.
///
/// ```swift
/// try await LoopbackServer.withServer { server in
///     server.script("/api/books", .status(429, headers: ["Retry-After": "2"]), .json("{}"))
///     // … point the client at server.baseURL …
///     server.requests(to: "/api/books").count   // 2
/// }
/// ```
public final class LoopbackServer: Sendable {
    /// The port the server listens on.
    public let port: Int
    private let script: LoopbackScript
    private let running: Task<Void, Never>

    private init(port: Int, script: LoopbackScript, running: Task<Void, Never>) {
        self.port = port
        self.script = script
        self.running = running
    }

    /// `http://127.0.0.1:{port}`.
    public var baseURL: URL {
        URL(string: "http://127.0.0.1:\(port)")!
    }

    /// Starts a server and returns once it listens.
    public static func start() async throws -> LoopbackServer {
        let script = LoopbackScript()
        let (ports, portSink) = AsyncStream<Int>.makeStream()
        let responder = CallbackResponder<BasicRequestContext> { request, _ in try await answer(request, from: script) }
        let app = Application(responder: responder,
                              configuration: ApplicationConfiguration(address: .hostname("127.0.0.1", port: 0)),
                              onServerRunning: { channel in
                                  portSink.yield(channel.localAddress?.port ?? 0)
                                  portSink.finish()
                              },
                              logger: Logger(label: "loopback", factory: { _ in SwiftLogNoOpLogHandler() }))
        let running = Task {
            // A server that failed to start ends the stream, so `start` throws instead of waiting.
            try? await app.run()
            portSink.finish()
        }
        var iterator = ports.makeAsyncIterator()
        guard let port = await iterator.next(), port > 0 else {
            running.cancel()
            throw LoopbackServerError.notListening
        }
        return LoopbackServer(port: port, script: script, running: running)
    }

    /// Runs `body` with a new server and stops the server afterwards, whether `body` throws or not.
    public static func withServer<Value>(_ body: (LoopbackServer) async throws -> Value) async throws -> Value {
        let server = try await start()
        do {
            let value = try await body(server)
            await server.stop()
            return value
        } catch {
            await server.stop()
            throw error
        }
    }

    /// Stops the server and waits until it has.
    public func stop() async {
        running.cancel()
        await running.value
    }

    /// Answers requests to `path` with `responses` in turn, the last one for every later request.
    public func script(_ path: String, _ responses: ScriptedResponse...) {
        script.set(.sequence(responses), for: path)
    }

    /// Answers requests to `path` with what `handler` makes of each.
    public func script(_ path: String, handler: @escaping @Sendable (RecordedRequest) -> ScriptedResponse) {
        script.set(.handler(handler), for: path)
    }

    /// Every request so far, in order of arrival.
    public var requests: [RecordedRequest] {
        script.requests
    }

    /// The requests so far to `path`.
    public func requests(to path: String) -> [RecordedRequest] {
        requests.filter { $0.path == path }
    }

    private static func answer(_ request: Request, from script: LoopbackScript) async throws -> Response {
        var headers: [String: String] = [:]
        for field in request.headers {
            let name = field.name.canonicalName
            headers[name] = headers[name].map { $0 + ", " + field.value } ?? field.value
        }
        let recorded = RecordedRequest(path: request.uri.path, query: request.uri.query, headers: headers, arrivedAt: Date())
        let scripted = script.answer(recorded)
        if let delay = scripted.delay { try await Task.sleep(for: delay) }
        var fields = HTTPFields()
        for (name, value) in scripted.headers {
            if let name = HTTPField.Name(name) { fields.append(HTTPField(name: name, value: value)) }
        }
        return Response(status: .init(code: scripted.status), headers: fields, body: body(of: scripted))
    }

    /// The body whole, or a byte at a time when the script trickles it.
    private static func body(of scripted: ScriptedResponse) -> ResponseBody {
        guard let interval = scripted.byteInterval else { return ResponseBody(byteBuffer: ByteBuffer(bytes: scripted.body)) }
        let bytes = scripted.body
        return ResponseBody(contentLength: bytes.count) { writer in
            for byte in bytes {
                try await writer.write(ByteBuffer(bytes: [byte]))
                try await Task.sleep(for: interval)
            }
            try await writer.finish(nil)
        }
    }
}
