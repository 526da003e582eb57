/// The moments of a photo operation where a crash would leave files and rows out of step; tests
/// stop an operation there (see `AppDatabase.crashHook`) and check that `gc` repairs the store.
enum PhotoCrashPoint: Sendable, Equatable {
    /// The files are written and the rows inserted, but the transaction has not committed.
    case beforeCommit
    /// The rows are deleted and committed; the files no row needs any more are still there.
    case beforeFileRemoval
}
