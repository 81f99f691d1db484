import Foundation
import StoreFlowable

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The delegate of the client's own session: refuses every redirect, so that the 3xx response
/// comes back to the client, which decides, and hands each task's events to its collector.
///
/// A delegate-driven session is used because swift-corelibs-foundation follows redirects for
/// `URLSession.data(for:)` and for per-task delegates without asking anyone, and would send the
/// request's headers (the token) to wherever `Location` points.
final class TaskRouter: NSObject, URLSessionDataDelegate, Sendable {
    // Guarded by its own lock: the collector of every running task, by task identifier.
    private let collectors = Locked<[Int: DataTaskCollector]>([:])

    /// Sends `request` on `session` (whose delegate is this router) and returns the body and the
    /// response, 3xx responses included. A body of more than `limit` bytes (decompressed) stops the task.
    ///
    /// - Throws: The task's error (`URLError`), ``DataTaskCollector/TooLarge``, or `CancellationError`
    ///   when the calling task is cancelled.
    func load(_ request: URLRequest, on session: URLSession, limit: Int) async throws -> (Data, URLResponse) {
        let collector = DataTaskCollector(limit: limit)
        let task = session.dataTask(with: request)
        collectors.withLock { $0[task.taskIdentifier] = collector }
        defer { _ = collectors.withLock { $0.removeValue(forKey: task.taskIdentifier) } }
        return try await withTaskCancellationHandler {
            try await collector.wait { task.resume() }
        } onCancel: {
            collector.finish(throwing: CancellationError())
            task.cancel()
        }
    }

    private func collector(of task: URLSessionTask) -> DataTaskCollector? {
        collectors.withLock { $0[task.taskIdentifier] }
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        completionHandler(nil)
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        guard collector(of: dataTask)?.received(response) != false else {
            completionHandler(.cancel)
            return
        }
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        if collector(of: dataTask)?.received(data) == false { dataTask.cancel() }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        collector(of: task)?.completed(task: task, error: error)
    }
}
