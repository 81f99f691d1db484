import Foundation
import MastodonAPI
import StoreFlowable
import StoreFlowableSQLite

/// `logout`: clears one partition of the cache — the token's account on an instance, or what was read
/// there without a token, or the demo account — or, with `--all`, every partition of every instance; says
/// so in one line. Nothing is sent to the instance.
enum Logout {
    /// Clears the cache; returns 0, or 1 when a file exists but cannot be cleared.
    static func run(
        options: CommandOptions, environment: [String: String], output: any TextSink,
        errorOutput: any TextSink
    ) async -> Int32 {
        guard let root = options.cache.root(environment: environment) else {
            output.write("nothing to clear: there is no cache location (HOME is not set)\n")
            return 0
        }
        if options.all { return await clearEverything(under: root, output: output, errorOutput: errorOutput) }
        let place = CachePlace(root: root, instance: options.instance)
        let origin = TerminalText.clean(options.instance == nil ? "demo" : place.folder.lastPathComponent)
        let file: URL
        var forget: (AccountIndex, String)?
        if options.instance == nil {
            file = place.accountFile("demo")
        } else if let token = Connection.token(in: environment) {
            let index = AccountIndex(file: place.accountIndexFile)
            let digest = AccountIndex.digest(of: token, origin: place.folder.lastPathComponent)
            guard let account = await index.account(for: digest) else {
                output.write("nothing to clear: no account is known for this token on \(origin)\n")
                return 0
            }
            file = place.accountFile(account)
            forget = (index, digest)
        } else {
            file = place.publicFile
        }
        let path = TerminalText.clean(file.path)
        guard FileManager.default.fileExists(atPath: file.path) else {
            output.write("nothing to clear: there is no cache of \(origin) at \(path)\n")
            return 0
        }
        do {
            let cleared = try await clear(file)
            if let (index, digest) = forget { try await index.forget(digest) }
            output.write(
                cleared
                    ? "logged out: cleared the cache of \(origin) at \(path)\n"
                    : "nothing to clear: the cache of \(origin) at \(path) is empty\n")
            return 0
        } catch {
            errorOutput.write("error: cannot clear the cache \(path): \(ErrorMessage.line(for: error))\n")
            return 1
        }
    }

    /// Empties the partition in `file` through a ``CachePartition`` that owns it; returns whether there
    /// was anything to clear.
    static func clear(_ file: URL) async throws -> Bool {
        guard FileManager.default.fileExists(atPath: file.path) else { return false }
        let partition = CachePartition(id: file.path)
        let persisted = partition.own(try await SQLiteStore.open(at: file, entities: []))
        defer { persisted.close() }
        let empty = try await persisted.isEmpty()
        try await partition.clearAll()
        return !empty
    }

    /// `logout --all`: clears every database of ours under `root`, those of earlier versions too.
    private static func clearEverything(
        under root: URL, output: any TextSink, errorOutput: any TextSink
    ) async -> Int32 {
        let files = databases(under: root)
        var cleared = 0
        var status: Int32 = 0
        for file in files {
            do {
                if try await clear(file) { cleared += 1 }
            } catch {
                errorOutput.write(
                    "error: cannot clear the cache \(TerminalText.clean(file.path)): \(ErrorMessage.line(for: error))\n"
                )
                status = 1
            }
        }
        let place = TerminalText.clean(root.path)
        output.write(
            cleared == 0
                ? "nothing to clear under \(place)\n"
                : "logged out everywhere: cleared \(cleared) caches under \(place)\n")
        return status
    }

    /// The `.sqlite` files in `root` and in its folders, one level down.
    private static func databases(under root: URL) -> [URL] {
        let manager = FileManager.default
        let top = (try? manager.contentsOfDirectory(atPath: root.path)) ?? []
        return top.sorted().flatMap { name -> [URL] in
            let url = root.appendingPathComponent(name)
            if name.hasSuffix(".sqlite") { return [url] }
            let inner = (try? manager.contentsOfDirectory(atPath: url.path)) ?? []
            return inner.sorted().filter { $0.hasSuffix(".sqlite") }.map { url.appendingPathComponent($0) }
        }
    }
}
