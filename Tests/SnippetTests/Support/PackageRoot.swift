import Foundation

/// The package's folder, found from this file's path.
enum PackageRoot {
    /// The folder holding `Package.swift`.
    static let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The file at `path`, relative to the package's folder.
    static func url(_ path: String) -> URL {
        url.appendingPathComponent(path)
    }

    /// The lines of the file at `path`, relative to the package's folder.
    static func lines(of path: String) throws -> [String] {
        let text = try String(contentsOf: url(path), encoding: .utf8)
        return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
}
