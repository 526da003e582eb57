extension OnlineClient {
    /// What `attempt` gives, or `nil` when `limit` of real time passes first, in which case the
    /// attempt is cancelled (AsyncHTTPClient then closes its connection).
    ///
    /// AsyncHTTPClient's own deadline ends when the head arrives and its read timeout restarts
    /// with every byte, so a body sent a byte at a time would otherwise hold a lookup for ever.
    static func outcome<Value: Sendable>(within limit: Duration,
                                         of attempt: @escaping @Sendable () async -> Value) async -> Value? {
        await withTaskGroup(of: Value?.self) { group in
            group.addTask { await attempt() }
            group.addTask {
                // Cancelled when the attempt ends first; its nil then comes second and is not read.
                try? await Task.sleep(for: limit)
                return nil
            }
            let first = await group.next() ?? nil
            group.cancelAll()
            return first
        }
    }
}
