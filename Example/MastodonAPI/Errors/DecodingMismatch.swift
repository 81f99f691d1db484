/// How a response failed to be what the client asked for, from the most to the least telling that
/// the server is not a Mastodon server.
public enum DecodingMismatch: Sendable, Hashable {
    /// The body is not JSON at all, but what ``BodyKind`` says.
    case notJSON(BodyKind)
    /// The body starts like JSON but does not parse: cut short, or broken.
    case malformed
    /// The body is JSON of another shape: an object where a list was asked for, a list where an
    /// object was, or an object without a key every answer of that kind has.
    case topLevel
    /// The body has the right shape, but a value inside it does not read (a missing key or an odd
    /// value in an element).
    case inside
}
