import Foundation
import MastodonDemoInstance
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A tiny HTTP client over the demo instance's `URLSession`.
struct DemoClient {
    let instance: DemoInstance
    let session: URLSession

    init(_ instance: DemoInstance) {
        self.instance = instance
        session = instance.makeSession()
    }

    func get(_ pathAndQuery: String, token: String? = nil) async throws -> Exchange {
        try await send("GET", url: try #require(instance.url(pathAndQuery)), token: token)
    }

    func get(url: URL, token: String? = nil) async throws -> Exchange {
        try await send("GET", url: url, token: token)
    }

    func post(_ path: String, token: String? = DemoInstance.accessToken) async throws -> Exchange {
        try await send("POST", url: try #require(instance.url(path)), token: token)
    }

    /// Sends `form` (`name=value&…`, already encoded) as the body of a `POST`.
    func post(
        _ path: String, form: String, headers: [String: String] = [:],
        token: String? = DemoInstance.accessToken
    ) async throws -> Exchange {
        var all = headers
        all["Content-Type"] = all["Content-Type"] ?? "application/x-www-form-urlencoded"
        return try await send(
            "POST", url: try #require(instance.url(path)), token: token, body: Data(form.utf8), headers: all)
    }

    func send(
        _ method: String, url: URL, token: String?, body: Data? = nil, headers: [String: String] = [:]
    ) async throws -> Exchange {
        var request = URLRequest(url: url)
        request.httpMethod = method
        request.httpBody = body
        for (name, value) in headers {
            request.setValue(value, forHTTPHeaderField: name)
        }
        if let token {
            request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
        }
        let (data, response) = try await session.data(for: request)
        let http = try #require(response as? HTTPURLResponse)
        var headers: [String: String] = [:]
        for name in [
            "Link", "Content-Type", "X-RateLimit-Limit", "X-RateLimit-Remaining", "X-RateLimit-Reset",
        ] {
            headers[name] = http.value(forHTTPHeaderField: name)
        }
        return Exchange(statusCode: http.statusCode, headers: headers, body: data)
    }
}
