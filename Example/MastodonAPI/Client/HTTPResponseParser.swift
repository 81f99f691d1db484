import Foundation

/// Parses an HTTP/1.1 response read to the end of a `Connection: close` stream: the status line,
/// the header fields and the body (by `Content-Length`, `Transfer-Encoding: chunked`, or to the end).
struct HTTPResponseParser {
    /// A response whose head or body does not follow HTTP/1.1.
    struct Malformed: Error {}

    var statusCode: Int
    var headers: [String: String]
    var body: Data

    /// Parses `bytes`, a whole response.
    init(_ bytes: [UInt8]) throws(Malformed) {
        guard let headEnd = Self.find([13, 10, 13, 10], in: bytes, from: 0) else { throw Malformed() }
        let head = String(decoding: bytes[..<headEnd], as: UTF8.self)
        var lines = head.components(separatedBy: "\r\n")[...]
        let statusLine = lines.popFirst()?.split(separator: " ", maxSplits: 2) ?? []
        guard statusLine.count >= 2, statusLine[0].hasPrefix("HTTP/1."), let status = Int(statusLine[1]),
            (100...999).contains(status)
        else { throw Malformed() }
        var headers: [String: String] = [:]
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { throw Malformed() }
            let name = String(line[..<colon])
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            if let existing = headers[name] {
                headers[name] = existing + ", " + value
            } else {
                headers[name] = value
            }
        }
        let rest = Array(bytes[(headEnd + 4)...])
        statusCode = status
        self.headers = headers
        let field = { (wanted: String) in headers.first { $0.key.lowercased() == wanted }?.value }
        if field("transfer-encoding")?.lowercased().contains("chunked") == true {
            body = try Self.dechunk(rest)
        } else if let length = field("content-length").map({ Int($0) }) {
            guard let length, length >= 0, length <= rest.count else { throw Malformed() }
            body = Data(rest[..<length])
        } else {
            body = Data(rest)
        }
    }

    private static func dechunk(_ bytes: [UInt8]) throws(Malformed) -> Data {
        var body = Data()
        var index = 0
        while true {
            guard let lineEnd = find([13, 10], in: bytes, from: index) else { throw Malformed() }
            let sizeText = String(decoding: bytes[index..<lineEnd], as: UTF8.self)
            let digits = sizeText.prefix { $0 != ";" }.trimmingCharacters(in: .whitespaces)
            guard let size = Int(digits, radix: 16), size >= 0 else { throw Malformed() }
            index = lineEnd + 2
            if size == 0 { return body }
            guard size <= bytes.count - index else { throw Malformed() }
            body.append(contentsOf: bytes[index..<(index + size)])
            index += size + 2
        }
    }

    /// The index of the first occurrence of `pattern` at or after `start`.
    private static func find(_ pattern: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard bytes.count >= pattern.count, start <= bytes.count - pattern.count else { return nil }
        for index in start...(bytes.count - pattern.count)
        where bytes[index] == pattern[0] && Array(bytes[index..<(index + pattern.count)]) == pattern {
            return index
        }
        return nil
    }
}
