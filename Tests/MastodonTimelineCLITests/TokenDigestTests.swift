import Testing

@testable import MastodonTimelineCLI

/// The digest a token is remembered by: SHA-256, checked against FIPS 180-4's examples.
@Suite struct TokenDigestTests {
    @Test(arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        (
            "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
        ),
    ])
    func givenAKnownMessage_whenDigested_thenTheStandardDigestComesOut(message: String, digest: String) {
        #expect(SHA256.hex(of: Array(message.utf8)) == digest)
    }

    @Test func givenAMillionAs_whenDigested_thenTheStandardDigestComesOut() {
        let digest = SHA256.hex(of: [UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000))
        #expect(digest == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    @Test func givenOneTokenOnTwoOrigins_whenDigested_thenTheNamesDifferAndNeitherHoldsTheToken() {
        let token = "secret-token-123"
        let first = AccountIndex.digest(of: token, origin: "https_a.example_443")
        let second = AccountIndex.digest(of: token, origin: "https_b.example_443")

        #expect(first != second)
        #expect(first.count == 64)
        #expect(!first.contains(token))
    }
}
