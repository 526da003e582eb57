import DatabaseFiles
import Foundation
import GRDB

/// The lending store: every rule of LendingKit runs here, one SQLite transaction per operation.
///
/// Open a file with `open(atPath:)` (WAL mode, readable by its owner only) or use `inMemory()` for
/// tests. Photos are files in a folder beside the database (`lending.sqlite.photos`), named by
/// their SHA-256; their rows live in the database. Operations take the acting `User` and throw
/// `LendingError`; a failed operation changes nothing. Every timestamp comes from `clock`.
///
/// Each operation has a synchronous form, for threads that may block (a command line, a worker),
/// and an `async` form of the same name for services: it suspends instead of blocking, running its
/// transaction on GRDB's own queues and photo preparation on `WorkerThreads`, so Swift's
/// cooperative pool is never held up by a database lock or a decode.
///
/// ```swift
/// let db = try AppDatabase.open(atPath: "/var/lib/shelfscan/lending.sqlite")
/// let alice = try db.createUser(UserProfile(username: "alice"))
/// let book = try await db.addBook(BookDraft(isbn: isbn, title: "Dune", authors: ["Frank Herbert"]), by: alice)
/// ```
public struct AppDatabase: Sendable {
    /// The connection (pool) every read and write goes through.
    let dbWriter: any DatabaseWriter
    /// The folder of photo files.
    let photoStore: PhotoStore
    /// The limits photos are checked against.
    public let photoRules: PhotoRules
    /// Where every operation reads the time.
    public let clock: LendingClock
    /// How new PINs are hashed: `.standard` unless a caller chose a lower cost, as tests do.
    public let pinHashing: PINHashing
    /// Called at the moments where a crash would leave photo files and rows out of step; a test
    /// throws from it to stop the operation there, as a crash would.
    var crashHook: (@Sendable (PhotoCrashPoint) throws -> Void)?

    /// A store over `dbWriter`, after migrating its schema to the latest version (also when other
    /// processes migrate the same new file at the same moment: `SharedMigration`), keeping photo
    /// files in `photoFolder` (by default a new folder under the temporary directory, made on the
    /// first photo), reading the time from `clock` and hashing PINs with `pinHashing`.
    ///
    /// ```swift
    /// let db = try AppDatabase(DatabaseQueue(), photoFolder: "/srv/shelfscan/photos")
    /// ```
    public init(_ dbWriter: any DatabaseWriter, photoFolder: String? = nil,
                photoRules: PhotoRules = .standard, clock: LendingClock = .system,
                pinHashing: PINHashing = .standard) throws(LendingError) {
        self.dbWriter = dbWriter
        photoStore = PhotoStore(folder: photoFolder ?? Self.temporaryPhotoFolder())
        self.photoRules = photoRules
        self.clock = clock
        self.pinHashing = pinHashing
        do {
            try SharedMigration.migrate(dbWriter, with: Self.migrator)
        } catch {
            throw LendingError(error)
        }
    }

    /// A store in memory, gone when the value is; for tests and demos. Photo files go to
    /// `photoFolder`, by default a new folder under the temporary directory made on the first photo.
    ///
    /// ```swift
    /// let db = try AppDatabase.inMemory()
    /// let quick = try AppDatabase.inMemory(pinHashing: PINHashing(rounds: 1_000))   // cheap PINs for tests
    /// ```
    public static func inMemory(photoFolder: String? = nil, photoRules: PhotoRules = .standard,
                                clock: LendingClock = .system,
                                pinHashing: PINHashing = .standard) throws(LendingError) -> AppDatabase {
        do {
            return try AppDatabase(DatabaseQueue(configuration: configuration), photoFolder: photoFolder,
                                   photoRules: photoRules, clock: clock, pinHashing: pinHashing)
        } catch let error as LendingError {
            throw error
        } catch {
            throw LendingError(error)
        }
    }

    /// Opens (creating if needed) the store at `path` as a WAL database pool.
    ///
    /// A new file is created with mode 0600, and the `-wal` and `-shm` files are kept at 0600 too,
    /// since the store holds contact details. Other processes may open the same file: writes are
    /// `BEGIN IMMEDIATE` transactions that wait up to `busyTimeout` seconds for each other, and
    /// an open waits as long for another turning a new file to WAL (`SharedDatabasePool`).
    /// Photo files go to the folder `<path>.photos` (mode 0700, files 0600), made on the first photo.
    ///
    /// ```swift
    /// let db = try AppDatabase.open(atPath: "lending.sqlite")   // photos in lending.sqlite.photos/
    /// ```
    public static func open(atPath path: String, busyTimeout: TimeInterval = 10, photoRules: PhotoRules = .standard,
                            clock: LendingClock = .system,
                            pinHashing: PINHashing = .standard) throws(LendingError) -> AppDatabase {
        do {
            try PrivateStoreFile.create(atPath: path)
        } catch {
            throw .storage(error.description)
        }
        var config = configuration
        config.busyMode = .timeout(busyTimeout)
        config.prepareDatabase { db in
            // In WAL mode NORMAL cannot corrupt the file and loses no commit when the process
            // crashes, only at a power loss; it saves an fsync per transaction (per scan).
            try db.execute(sql: "PRAGMA synchronous = NORMAL")
            // A statement that fires triggers keeps a statement journal, which SQLite spills to a
            // file in /var/tmp past 64 KiB: importing 100,000 books wrote 2.7 million times to such
            // files, and their pages hold contact details, which stay out of shared folders this way.
            try db.execute(sql: "PRAGMA temp_store = MEMORY")
        }
        let pool: DatabasePool
        do {
            pool = try SharedDatabasePool.open(atPath: path, configuration: config)
        } catch {
            throw LendingError(error)
        }
        let database = try AppDatabase(pool, photoFolder: path + ".photos", photoRules: photoRules, clock: clock,
                                       pinHashing: pinHashing)
        PrivateStoreFile.restrictSidecars(ofPath: path)
        return database
    }

    /// A folder name under the temporary directory that no other store uses.
    private static func temporaryPhotoFolder() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("shelfscan-photos-\(UUID().uuidString)").path
    }

    /// Settings shared by files and memory; foreign keys are on (GRDB's default).
    private static var configuration: Configuration {
        var config = Configuration()
        config.foreignKeysEnabled = true
        return config
    }

    /// Runs `work` in one write transaction and turns any failure into a `LendingError`.
    ///
    /// GRDB opens write transactions as `BEGIN IMMEDIATE`, so the checks `work` makes hold until it
    /// commits even when another process writes the same file: a competing writer waits for the
    /// lock instead of failing halfway.
    func write<T>(_ work: (Database) throws -> T) throws(LendingError) -> T {
        do {
            return try dbWriter.write(work)
        } catch {
            throw LendingError(error)
        }
    }

    /// `write(_:)` for async callers: the transaction runs on GRDB's writer queue while the caller
    /// is suspended.
    func write<T: Sendable>(_ work: @Sendable (Database) throws -> T) async throws(LendingError) -> T {
        do {
            return try await dbWriter.write(work)
        } catch {
            throw LendingError(error)
        }
    }

    /// Runs `work` in one write transaction as `actor`, with the time read once from `clock` when
    /// the transaction has begun.
    func write<T>(by actor: User, _ work: (LendingTransaction) throws -> T) throws(LendingError) -> T {
        try write { db in try work(LendingTransaction(db: db, actor: actor, now: clock.now)) }
    }

    /// `write(by:_:)` for async callers.
    func write<T: Sendable>(by actor: User,
                            _ work: @Sendable (LendingTransaction) throws -> T) async throws(LendingError) -> T {
        try await write { db in try work(LendingTransaction(db: db, actor: actor, now: clock.now)) }
    }

    /// Runs `work` on a read-only snapshot and turns any failure into a `LendingError`.
    func read<T>(_ work: (Database) throws -> T) throws(LendingError) -> T {
        do {
            return try dbWriter.read(work)
        } catch {
            throw LendingError(error)
        }
    }

    /// `read(_:)` for async callers: the snapshot is read on GRDB's reader queues while the caller
    /// is suspended.
    func read<T: Sendable>(_ work: @Sendable (Database) throws -> T) async throws(LendingError) -> T {
        do {
            return try await dbWriter.read(work)
        } catch {
            throw LendingError(error)
        }
    }
}
