/// An origin's error, for tests that fail requests.
struct Offline: Error, Equatable, CustomStringConvertible {
    var code = 0

    var description: String { "Offline(\(code))" }
}
