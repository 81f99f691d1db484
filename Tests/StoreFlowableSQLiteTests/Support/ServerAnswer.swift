import Foundation

/// One server call the test answers: the operation waits in `call()` until `answer(_:)`.
final class ServerAnswer<Value: Sendable>: Sendable {
    private let calls = AsyncStream.makeStream(of: Void.self)
    private let answers = AsyncStream.makeStream(of: Result<Value, URLError>.self)

    func call() async throws -> Value {
        calls.continuation.yield()
        for await answer in answers.stream { return try answer.get() }
        throw CancellationError()
    }

    func waitForCall() async {
        for await _ in calls.stream { return }
    }

    func answer(_ result: Result<Value, URLError>) {
        answers.continuation.yield(result)
    }
}
