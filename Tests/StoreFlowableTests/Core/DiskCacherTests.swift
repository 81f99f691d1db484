import Foundation
import StoreFlowable
import StoreFlowableTesting
import Testing

/// A cacher that stores encoded bytes in files, written the way the docs suggest: `Data` is Foundation's,
/// unqualified, because the cacher's value type is named `Value`.
private final class FileUserCacher: Cacher {
    struct User: Codable, Sendable, Equatable {
        var id: String
        var name: String
    }

    let directory: URL
    var expireSeconds: Double { 300 }

    init(directory: URL) {
        self.directory = directory
    }

    private func file(_ param: String, _ suffix: String) -> URL {
        directory.appendingPathComponent("\(param).\(suffix)")
    }

    func loadData(param: String) async -> User? {
        guard let data: Data = try? Data(contentsOf: file(param, "json")) else { return nil }
        return try? JSONDecoder().decode(User.self, from: data)
    }

    func saveData(data: User?, param: String) async {
        guard let data else {
            try? FileManager.default.removeItem(at: file(param, "json"))
            return
        }
        let bytes: Data? = try? JSONEncoder().encode(data)
        try? bytes?.write(to: file(param, "json"))
    }

    func loadDataCachedAt(param: String) async -> Double? {
        guard let data: Data = try? Data(contentsOf: file(param, "time")) else { return nil }
        return Double(String(decoding: data, as: UTF8.self))
    }

    func saveDataCachedAt(epochSeconds: Double?, param: String) async {
        guard let epochSeconds else {
            try? FileManager.default.removeItem(at: file(param, "time"))
            return
        }
        try? Data(String(epochSeconds).utf8).write(to: file(param, "time"))
    }

    func removeAllData() async throws {
        try FileManager.default.removeItem(at: directory)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }
}

@Suite struct DiskCacherTests {
    @Test
    func givenADiskCacherUsingFoundationData_whenAFlowableFetches_thenANewCacherReadsItBackWithoutAFetch()
        async throws
    {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "storeflowable-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let fetcher = TestFetcher<String, FileUserCacher.User> { request in
            .init(id: request.param, name: "Ada")
        }

        let first = AnyStoreFlowable.from(
            cacher: FileUserCacher(directory: directory), fetcher: fetcher, param: "42")
        #expect(try await first.requireData().name == "Ada")
        let second = AnyStoreFlowable.from(
            cacher: FileUserCacher(directory: directory), fetcher: fetcher, param: "42")

        #expect(try await second.requireData() == FileUserCacher.User(id: "42", name: "Ada"))
        #expect(fetcher.requestCount == 1)
    }
}
