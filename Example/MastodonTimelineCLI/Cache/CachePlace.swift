import Foundation

/// Where the partitions of one origin are kept: a folder per origin (scheme, host and port) under the
/// cache root, holding one database for what is read without a token (`public.sqlite`), one per account
/// (`account-ID.sqlite`), and the index of which account each token belongs to (`accounts.sqlite`,
/// keyed by a digest of the token, never the token).
struct CachePlace: Equatable {
    /// The folder every origin's folder is in.
    let root: URL
    /// The folder of this origin's partitions.
    let folder: URL

    /// The place of the origin of `instance`, or of the embedded demo instance when `nil`.
    init(root: URL, instance: URL?) {
        self.root = root
        folder = root.appendingPathComponent(Self.folderName(for: instance))
    }

    /// The database of what is read without a token, which every account of the origin could read too.
    var publicFile: URL { folder.appendingPathComponent("public.sqlite") }

    /// The index of the accounts the tokens used with this origin belong to.
    var accountIndexFile: URL { folder.appendingPathComponent("accounts.sqlite") }

    /// The database of the account with `id`: everything read with its token.
    func accountFile(_ id: String) -> URL {
        folder.appendingPathComponent("account-\(Self.fileName(id)).sqlite")
    }

    /// `scheme_host_port` of the instance's origin (default ports made explicit), or `demo`.
    static func folderName(for instance: URL?) -> String {
        guard let instance else { return "demo" }
        let scheme = instance.scheme?.lowercased() ?? "https"
        let port = instance.port ?? (scheme == "http" ? 80 : 443)
        return fileName("\(scheme)_\(instance.host?.lowercased() ?? "")_\(port)")
    }

    /// `text` with anything but letters, digits, dots, dashes and underscores replaced, so it is one
    /// file name that cannot climb out of its folder.
    static func fileName(_ text: String) -> String {
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.-_")
        let name = String(text.map { allowed.contains($0) ? $0 : "_" })
        return name.isEmpty || name.hasPrefix(".") ? "_\(name)" : name
    }
}
