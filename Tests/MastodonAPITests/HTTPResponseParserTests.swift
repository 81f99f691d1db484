import Foundation
import Testing

@testable import MastodonAPI

@Suite struct HTTPResponseParserTests {
    @Test func givenAChunkedResponse_whenParsed_thenTheBodyIsJoined() throws {
        let raw =
            "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\nLink: <a>\r\n\r\n3;x=y\r\n[{}\r\n1\r\n]\r\n0\r\n\r\n"

        let response = try HTTPResponseParser(Array(raw.utf8))

        #expect(response.statusCode == 200)
        #expect(response.body == Data("[{}]".utf8))
        #expect(response.headers["Link"] == "<a>")
    }

    @Test func givenContentLength_whenParsed_thenTheBodyStopsThere() throws {
        let raw = "HTTP/1.1 302 Found\r\nLocation: /x\r\nContent-Length: 2\r\n\r\nokEXTRA"

        let response = try HTTPResponseParser(Array(raw.utf8))

        #expect(response.statusCode == 302)
        #expect(response.body == Data("ok".utf8))
    }

    @Test(arguments: [
        "", "HTTP/1.1 200 OK\r\n", "SMTP 200\r\n\r\n", "HTTP/1.1 abc OK\r\n\r\n",
        "HTTP/1.1 200 OK\r\nContent-Length: 9\r\n\r\nshort",
        "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n",
    ])
    func givenAMalformedResponse_whenParsed_thenThrows(raw: String) {
        #expect(throws: HTTPResponseParser.Malformed.self) {
            try HTTPResponseParser(Array(raw.utf8))
        }
    }
}
