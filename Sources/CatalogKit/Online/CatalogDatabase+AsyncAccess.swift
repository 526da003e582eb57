internal import GRDB

extension CatalogDatabase {
    /// `write(_:)` for async callers: the transaction runs on GRDB's writer queue while the caller
    /// suspends, so a catalogue locked by another process never holds a thread of the cooperative pool.
    func write<T: Sendable>(_ work: @escaping @Sendable (Database) throws -> T) async throws(CatalogStoreError) -> T {
        do {
            return try await dbWriter.write(work)
        } catch {
            throw CatalogStoreError(error, path: dbWriter.path)
        }
    }

    /// `read(_:)` for async callers.
    func read<T: Sendable>(_ work: @escaping @Sendable (Database) throws -> T) async throws(CatalogStoreError) -> T {
        do {
            return try await dbWriter.read(work)
        } catch {
            throw CatalogStoreError(error, path: dbWriter.path)
        }
    }
}
