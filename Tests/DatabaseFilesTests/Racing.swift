import Foundation
import ShelfScanTestSupport

/// What `work` gave in each of `rounds` rounds, in which `tasks` tasks ran it at the same moment
/// on the path of one new file, as that many processes opening it would.
func racingOnNewFiles<T: Sendable>(_ name: String, rounds: Int = 25, tasks: Int = 4,
                                   _ work: @escaping @Sendable (String) throws -> T) async throws -> [[T]] {
    let folder = try TestPaths.scratchFolder(name)
    var results: [[T]] = []
    for round in 0..<rounds {
        let path = folder.appendingPathComponent("race-\(round).sqlite").path
        results.append(try await withThrowingTaskGroup(of: T.self) { group in
            for _ in 0..<tasks {
                group.addTask { try work(path) }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        })
    }
    return results
}
