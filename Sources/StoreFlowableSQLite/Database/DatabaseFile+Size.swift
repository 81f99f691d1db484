import Foundation

extension DatabaseFile {
    /// Throws ``SQLiteError/corrupt(_:)`` when the file is shorter than its header says it is (cut short
    /// by a copy, a full disk or a damaged sector). Opening reads no entity, so this is what finds such a
    /// file at once, in constant time, rather than at some later read.
    static func checkSize(at url: URL) throws(SQLiteError) {
        guard let handle = FileHandle(forReadingAtPath: url.path) else { return }
        defer { try? handle.close() }
        guard let header = try? handle.read(upToCount: 100), header.count == 100,
            let size = try? handle.seekToEnd()
        else { return }
        func number(_ range: Range<Int>) -> UInt64 {
            header[range].reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
        }
        let rawPageSize = number(16..<18)
        let pageSize = rawPageSize == 1 ? 65_536 : rawPageSize
        let pages = number(28..<32)
        // SQLite trusts the page count only when it was written with the change counter it holds.
        guard pages > 0, number(24..<28) == number(92..<96) else { return }
        if size < pages * pageSize {
            throw .corrupt("the file holds \(size) bytes; its header says \(pages * pageSize)")
        }
    }
}
