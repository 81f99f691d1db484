import CSQLite
import Foundation
import MastodonAPI

/// The smallest plain way to keep the timeline on disk, for `sqlite_bytes_per_status_over_floor`: the
/// statuses and their authors as normalized rows, a column per field, the author as a foreign key, the
/// nested values that are not entities (tags, mentions, media…) as JSON where present, and the list as
/// one row per item. Built with the SQLite C API in a file of its own, checkpointed, and measured whole.
enum PersistenceSizeFloor {
    static func bytesPerStatus(_ statuses: [Status], in folder: URL) -> Double {
        let url = folder.appendingPathComponent("size-floor.sqlite")
        defer {
            for suffix in ["", "-wal", "-shm"] {
                try? FileManager.default.removeItem(atPath: url.path + suffix)
            }
        }
        do {
            let database = RawSQLite(path: url.path, creating: true)
            database.execute("PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL")
            database.execute(schema)
            database.execute("BEGIN")
            var authors: Set<String> = []
            let account = database.prepare(
                "INSERT INTO accounts VALUES (\(Array(repeating: "?", count: 21).joined(separator: ", ")))")
            let status = database.prepare(
                "INSERT INTO statuses VALUES (\(Array(repeating: "?", count: 29).joined(separator: ", ")))")
            let item = database.prepare("INSERT INTO list_items VALUES (?, ?, ?, ?)")
            for (position, value) in statuses.enumerated() {
                if authors.insert(value.account.id).inserted {
                    bind(value.account, to: account)
                    database.run(account)
                }
                bind(value, to: status)
                database.run(status)
                Row(item).text(1, TimelineDatabase.listName).text(2, TimelineDatabase.paramText)
                    .int(3, position).text(4, value.id)
                database.run(item)
            }
            database.execute("COMMIT")
            for statement in [account, status, item] { sqlite3_finalize(statement) }
            database.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        }
        let bytes =
            TimelineDatabase.fileBytes(url)
            + TimelineDatabase.fileBytes(URL(fileURLWithPath: url.path + "-wal"))
        return Double(bytes) / Double(statuses.count)
    }

    private static let schema = """
        CREATE TABLE accounts(id TEXT PRIMARY KEY, username TEXT, acct TEXT, display_name TEXT, note TEXT,
            url TEXT, avatar TEXT, avatar_static TEXT, header TEXT, header_static TEXT, locked INTEGER,
            bot INTEGER, is_group INTEGER, discoverable INTEGER, followers_count INTEGER,
            following_count INTEGER, statuses_count INTEGER, created_at REAL, last_status_at REAL,
            emojis BLOB, fields BLOB);
        CREATE TABLE statuses(id TEXT PRIMARY KEY, account_id TEXT NOT NULL REFERENCES accounts(id),
            created_at REAL, edited_at REAL, in_reply_to_id TEXT, in_reply_to_account_id TEXT,
            sensitive INTEGER, spoiler_text TEXT, visibility TEXT, language TEXT, uri TEXT, url TEXT,
            replies_count INTEGER, reblogs_count INTEGER, favourites_count INTEGER, favourited INTEGER,
            reblogged INTEGER, muted INTEGER, bookmarked INTEGER, pinned INTEGER, content TEXT,
            reblog_id TEXT, application BLOB, media_attachments BLOB, mentions BLOB, tags BLOB, emojis BLOB,
            card BLOB, poll BLOB);
        CREATE TABLE list_items(name TEXT NOT NULL, param TEXT NOT NULL, position INTEGER NOT NULL,
            status_id TEXT NOT NULL, PRIMARY KEY(name, param, position)) WITHOUT ROWID;
        """

    private static func bind(_ account: Account, to statement: OpaquePointer) {
        Row(statement).text(1, account.id).text(2, account.username).text(3, account.acct)
            .text(4, account.displayName).text(5, account.note).text(6, account.url?.absoluteString)
            .text(7, account.avatar?.absoluteString).text(8, account.avatarStatic?.absoluteString)
            .text(9, account.header?.absoluteString).text(10, account.headerStatic?.absoluteString)
            .int(11, account.locked ? 1 : 0).int(12, account.bot ? 1 : 0).int(
                13, account.group.map { $0 ? 1 : 0 }
            )
            .int(14, account.discoverable.map { $0 ? 1 : 0 }).int(15, account.followersCount)
            .int(16, account.followingCount).int(17, account.statusesCount)
            .real(18, account.createdAt.timeIntervalSince1970).real(
                19, account.lastStatusAt?.timeIntervalSince1970
            )
            .json(20, account.emojis).json(21, account.fields)
    }

    private static func bind(_ status: Status, to statement: OpaquePointer) {
        Row(statement).text(1, status.id).text(2, status.account.id)
            .real(3, status.createdAt.timeIntervalSince1970).real(4, status.editedAt?.timeIntervalSince1970)
            .text(5, status.inReplyToId).text(6, status.inReplyToAccountId).int(7, status.sensitive ? 1 : 0)
            .text(8, status.spoilerText.isEmpty ? nil : status.spoilerText).text(
                9, status.visibility.rawValue
            )
            .text(10, status.language).text(11, status.uri).text(12, status.url?.absoluteString)
            .int(13, status.repliesCount).int(14, status.reblogsCount).int(15, status.favouritesCount)
            .int(16, status.favourited.map { $0 ? 1 : 0 }).int(17, status.reblogged.map { $0 ? 1 : 0 })
            .int(18, status.muted.map { $0 ? 1 : 0 }).int(19, status.bookmarked.map { $0 ? 1 : 0 })
            .int(20, status.pinned.map { $0 ? 1 : 0 }).text(21, status.content).text(22, status.reblog?.id)
            .json(23, status.application).json(24, status.mediaAttachments).json(25, status.mentions)
            .json(26, status.tags).json(27, status.emojis).json(28, status.card).json(29, status.poll)
    }

    /// Binds the parameters of one statement; `nil`, and an empty array, as `NULL`.
    private struct Row {
        let statement: OpaquePointer

        init(_ statement: OpaquePointer) {
            self.statement = statement
        }

        @discardableResult
        func text(_ index: Int32, _ value: String?) -> Row {
            if let value {
                sqlite3_bind_text(statement, index, value, -1, transientDestructor)
            } else {
                sqlite3_bind_null(statement, index)
            }
            return self
        }

        @discardableResult
        func int(_ index: Int32, _ value: Int?) -> Row {
            if let value {
                sqlite3_bind_int64(statement, index, Int64(value))
            } else {
                sqlite3_bind_null(statement, index)
            }
            return self
        }

        @discardableResult
        func real(_ index: Int32, _ value: Double?) -> Row {
            if let value {
                sqlite3_bind_double(statement, index, value)
            } else {
                sqlite3_bind_null(statement, index)
            }
            return self
        }

        @discardableResult
        func json(_ index: Int32, _ value: (some Encodable)?) -> Row {
            let empty = (value as? any Collection)?.isEmpty ?? false
            guard let value, !empty, let data = try? JSONEncoder().encode(value) else {
                sqlite3_bind_null(statement, index)
                return self
            }
            data.withUnsafeBytes { bytes in
                _ = sqlite3_bind_blob(
                    statement, index, bytes.baseAddress, Int32(bytes.count), transientDestructor)
            }
            return self
        }
    }
}

/// SQLite's `SQLITE_TRANSIENT`: it copies bound text and blobs before the call returns.
private let transientDestructor = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
