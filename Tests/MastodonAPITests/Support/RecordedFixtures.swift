import Foundation

/// One recorded file: `{"source", "exchanges": [{"request", "response"}]}`.
struct RecordedFile: Decodable {
    struct Request: Decodable {
        var method: String
        var url: String
        var headers: [String: String]
    }

    struct Response: Decodable {
        var status: Int
        var headers: [String: String]
        var body: JSONValue
    }

    struct Exchange: Decodable {
        var request: Request
        var response: Response
    }

    var source: String
    var exchanges: [Exchange]
}

/// Locates the shared recorded Mastodon exchanges next to the package:
/// `<package root>/../shared/fixtures/mastodon-recorded`.
enum RecordedFixtures {
    /// The environment variable that turns a missing folder into a failure instead of a skip.
    static let requireVariable = "STOREFLOWABLE_REQUIRE_SHARED_FIXTURES"

    /// The expected folder location, computed from this file's path.
    static let expectedDirectory: URL = {
        var directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        let fileManager = FileManager.default
        while directory.path != "/" {
            if fileManager.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) {
                break
            }
            directory.deleteLastPathComponent()
        }
        return
            directory
            .appendingPathComponent("..")
            .appendingPathComponent("shared/fixtures/mastodon-recorded")
            .standardizedFileURL
    }()

    /// The folder, when it exists.
    static var directory: URL? {
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: expectedDirectory.path, isDirectory: &isDirectory)
        return exists && isDirectory.boolValue ? expectedDirectory : nil
    }

    /// Whether CI demands the folder (`STOREFLOWABLE_REQUIRE_SHARED_FIXTURES=1`).
    static var isRequired: Bool {
        ProcessInfo.processInfo.environment[requireVariable] == "1"
    }

    /// Run when the folder exists, or when it is required (so that its absence fails).
    static var shouldRun: Bool {
        directory != nil || isRequired
    }

    /// Loads one recorded file.
    static func load(_ name: String, from directory: URL) throws -> RecordedFile {
        let data = try Data(contentsOf: directory.appendingPathComponent(name))
        return try JSONDecoder().decode(RecordedFile.self, from: data)
    }
}
