import Foundation

/// One link of a `Link` header: a target URL and its parameters.
public struct LinkHeaderEntry: Sendable, Hashable {
    /// The absolute target URL.
    public var url: URL
    /// The parameters with lower-cased names and unquoted values (e.g. `["rel": "next last"]`).
    public var parameters: [String: String]

    /// Creates a link.
    ///
    /// - Parameters:
    ///   - url: The absolute target URL.
    ///   - parameters: The parameters, names lower-cased.
    public init(url: URL, parameters: [String: String]) {
        self.url = url
        self.parameters = parameters
    }

    /// The relation types of the `rel` parameter, lower-cased and split on whitespace.
    public var relations: [String] {
        (parameters["rel"] ?? "").lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" }).map(
            String.init)
    }
}
