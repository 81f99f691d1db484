import Dispatch
import Foundation
import StoreFlowable

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The `URLProtocol` that serves requests for `DemoInstance` hosts without any network.
///
/// Requests for hosts without a live instance are left to other protocols. The class cannot be
/// `Sendable` (FoundationNetworking marks `URLProtocol`'s conformance unavailable); see
/// `startLoading` for how a delayed response reaches it.
final class DemoURLProtocol: URLProtocol {
    /// Set by `stopLoading`; a delayed response is dropped once it is set.
    private let stopped = Locked(false)

    override class func canInit(with request: URLRequest) -> Bool {
        instance(for: request) != nil
    }

    override class func canonicalRequest(for request: URLRequest) -> URLRequest {
        request
    }

    override func startLoading() {
        guard let instance = Self.instance(for: request) else {
            client?.urlProtocol(self, didFailWithError: URLError(.cannotFindHost))
            return
        }
        let (reply, latency) = instance.respond(to: request)
        guard latency > .zero else {
            deliver(reply)
            return
        }
        // URLProtocol objects are handed between threads by URLSession itself; the timer only reads
        // the immutable `request`/`client` and the `stopped` flag, read under its own `Locked`.
        nonisolated(unsafe) let loader = self
        DispatchQueue.global().asyncAfter(deadline: .now() + Self.dispatchInterval(latency)) {
            loader.deliver(reply)
        }
    }

    override func stopLoading() {
        stopped.withLock { $0 = true }
    }

    private func deliver(_ reply: DemoReply) {
        guard !stopped.withLock({ $0 }) else { return }
        switch reply {
        case .transport(let code):
            client?.urlProtocol(self, didFailWithError: URLError(code))
        case .http(let response):
            guard
                let url = request.url,
                let httpResponse = HTTPURLResponse(
                    url: url, statusCode: response.statusCode, httpVersion: "HTTP/1.1",
                    headerFields: response.headers
                )
            else {
                client?.urlProtocol(self, didFailWithError: URLError(.badServerResponse))
                return
            }
            client?.urlProtocol(self, didReceive: httpResponse, cacheStoragePolicy: .notAllowed)
            client?.urlProtocol(self, didLoad: response.body)
            client?.urlProtocolDidFinishLoading(self)
        }
    }

    private static func instance(for request: URLRequest) -> DemoInstance? {
        guard let url = request.url, let host = URLComponents(url: url, resolvingAgainstBaseURL: false)?.host
        else { return nil }
        return DemoInstanceRegistry.instance(for: host)
    }

    private static func dispatchInterval(_ duration: Duration) -> DispatchTimeInterval {
        let (seconds, attoseconds) = duration.components
        let (nanoseconds, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
        guard !overflow else { return .never }
        return .nanoseconds(
            Int(clamping: nanoseconds.addingReportingOverflow(attoseconds / 1_000_000_000).partialValue))
    }
}
