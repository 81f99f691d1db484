import Foundation
import Testing

/// Every ```swift block of the README and the DocC articles is in the file the text puts it in, as
/// written: the snippet targets under `Tests/Snippets` compile in the layout the docs describe, so a reader
/// who follows them builds what this package builds.
@Suite struct SnippetLayoutTests {
    @Test(arguments: SnippetLayout.files.keys.sorted())
    func everyBlockIsInItsFileAsWrittenAndInTheDocsOrder(doc: String) throws {
        let files = try #require(SnippetLayout.files[doc])
        let contents = try files.map { try PackageRoot.lines(of: $0) }
        var cursor = (file: 0, line: 0)
        for block in try DocBlock.blocks(inDoc: doc) where block.kind == .source {
            let (lines, dropped) = Verbatim.trimmed(block.lines)
            let found = Self.first(lines, in: contents, from: cursor)
            guard let found else {
                if let earlier = Self.first(lines, in: contents, from: (0, 0)) {
                    Issue.record(
                        """
                        \(block.location): the block is in \(files[earlier.file]):\(earlier.line + 1), before \
                        the block the doc has before it; a doc's blocks are in its files in its order
                        """)
                } else {
                    Issue.record(Comment(rawValue: Self.mismatch(block, lines, dropped, files, contents)))
                }
                continue
            }
            if lines[0].hasPrefix("import ") {
                let before = contents[found.file][..<found.line]
                #expect(
                    before.allSatisfy { $0.isEmpty || $0.hasPrefix("//") },
                    "\(block.location) opens a file: \(files[found.file]) must start with it")
            }
            cursor = (found.file, found.line + lines.count)
        }
    }

    @Test func everyDocWithSwiftHasItsFiles() throws {
        var docs = ["README.md"]
        for catalog in SnippetLayout.catalogs {
            let names = try FileManager.default.contentsOfDirectory(atPath: PackageRoot.url(catalog).path)
            docs += names.filter { $0.hasSuffix(".md") }.sorted().map { "\(catalog)/\($0)" }
        }
        for doc in docs where try DocBlock.blocks(inDoc: doc).contains(where: { $0.kind == .source }) {
            #expect(SnippetLayout.files[doc] != nil, "\(doc) has Swift but no files in SnippetLayout")
        }
        #expect(Set(SnippetLayout.files.keys).isSubset(of: docs), "SnippetLayout names a doc that is gone")
    }

    /// A snippet file's `// Copied from DOC, as written:` marks the lines after it, up to the first empty
    /// line, as a copy of part of one of the doc's blocks (the second program of the README declares the
    /// first one's `FeedFetcher` again, as the README says): it must not drift from the doc.
    @Test func everyCopyMarkedInASnippetFileIsInItsDoc() throws {
        var copies = 0
        for file in try Self.snippetFiles() {
            let lines = try PackageRoot.lines(of: file)
            for (index, line) in lines.enumerated() {
                guard let doc = Self.copiedDoc(line) else { continue }
                copies += 1
                let copy = Verbatim.dedented(Array(lines[(index + 1)...].prefix { !$0.isEmpty }))
                let blocks = try DocBlock.blocks(inDoc: doc)
                #expect(
                    blocks.contains { Verbatim.find(copy, in: $0.lines) != nil },
                    "\(file):\(index + 2): the copy is not in \(doc) as written")
            }
        }
        #expect(copies > 0)
    }

    /// The first place at or after `cursor` where `block` is, as written, in `files`, in order.
    static func first(_ block: [String], in files: [[String]], from cursor: (file: Int, line: Int)) -> (
        file: Int, line: Int
    )? {
        for file in cursor.file..<files.count {
            let start = file == cursor.file ? cursor.line : 0
            if let line = Verbatim.find(block, in: files[file], from: start) { return (file, line) }
        }
        return nil
    }

    /// Why `block` is in none of `files`: the closest place, and the first line that differs there.
    static func mismatch(
        _ block: DocBlock, _ lines: [String], _ dropped: Int, _ files: [String], _ contents: [[String]]
    ) -> String {
        let head = "\(block.location): the block is not in \(files.joined(separator: " or ")) as written"
        let candidates = contents.indices.compactMap { index in
            Verbatim.closest(lines, in: contents[index]).map { (file: index, $0.start, $0.matched) }
        }
        guard let best = candidates.max(by: { $0.2 < $1.2 }) else {
            return "\(head): its first line, `\(lines[0])`, is in none of them"
        }
        let differing = best.2
        let file = contents[best.file]
        let found = best.1 + differing < file.count ? "`\(file[best.1 + differing])`" : "the end of the file"
        return """
            \(head). Closest: \(files[best.file]):\(best.1 + 1), which differs at \
            \(block.doc):\(block.line + dropped + differing):
              doc:  `\(lines[differing])`
              file: \(found)
            """
    }

    /// The doc a `// Copied from DOC, as written:` line names.
    static func copiedDoc(_ line: String) -> String? {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        let prefix = "// Copied from "
        let suffix = ", as written:"
        guard trimmed.hasPrefix(prefix), trimmed.hasSuffix(suffix) else { return nil }
        return String(trimmed.dropFirst(prefix.count).dropLast(suffix.count))
    }

    /// The Swift files under `Tests/Snippets`, from the package root.
    static func snippetFiles() throws -> [String] {
        let folder = PackageRoot.url(SnippetLayout.snippets)
        let enumerator = try #require(FileManager.default.enumerator(atPath: folder.path))
        return enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted()
            .map { "\(SnippetLayout.snippets)/\($0)" }
    }
}
