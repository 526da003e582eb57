import Testing
@testable import LendingKit

/// Runs `body`, expecting a `LendingError` of `kind`, and returns it.
@discardableResult
func expectError<T>(_ kind: LendingError.Kind, sourceLocation: SourceLocation = #_sourceLocation,
                    _ body: () throws -> T) -> LendingError? {
    do {
        _ = try body()
        Issue.record("expected a \(kind) error, got success", sourceLocation: sourceLocation)
        return nil
    } catch let error as LendingError {
        #expect(error.kind == kind, "\(error)", sourceLocation: sourceLocation)
        return error
    } catch {
        Issue.record("expected a LendingError, got \(error)", sourceLocation: sourceLocation)
        return nil
    }
}
