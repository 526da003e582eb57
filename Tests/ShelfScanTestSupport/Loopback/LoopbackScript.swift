import Foundation
import Synchronization

/// What a `LoopbackServer` answers on each path, and the requests it has had.
final class LoopbackScript: Sendable {
    /// How one path is answered.
    enum Route: Sendable {
        /// These answers in turn, the last one repeated.
        case sequence([ScriptedResponse])
        /// Whatever the handler makes of the request.
        case handler(@Sendable (RecordedRequest) -> ScriptedResponse)
    }

    private struct State {
        var routes: [String: Route] = [:]
        var requests: [RecordedRequest] = []
    }

    private let state = Mutex(State())

    func set(_ route: Route, for path: String) {
        state.withLock { $0.routes[path] = route }
    }

    var requests: [RecordedRequest] {
        state.withLock { $0.requests }
    }

    /// Records `request` and picks its answer: 404 on a path with no script.
    func answer(_ request: RecordedRequest) -> ScriptedResponse {
        state.withLock { state in
            state.requests.append(request)
            switch state.routes[request.path] {
            case let .sequence(responses)?:
                guard let first = responses.first else { return .status(404) }
                if responses.count > 1 { state.routes[request.path] = .sequence(Array(responses.dropFirst())) }
                return first
            case let .handler(handler)?:
                return handler(request)
            case nil:
                return .json(#"{"error": "nothing scripted for \#(request.path)"}"#, status: 404)
            }
        }
    }
}
