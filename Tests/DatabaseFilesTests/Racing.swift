/// What `work` gives when `count` tasks run it at the same moment, as that many processes
/// opening one file would.
func racing<T: Sendable>(_ count: Int, _ work: @escaping @Sendable () throws -> T) async throws -> [T] {
    try await withThrowingTaskGroup(of: T.self) { group in
        for _ in 0..<count {
            group.addTask { try work() }
        }
        return try await group.reduce(into: []) { $0.append($1) }
    }
}
