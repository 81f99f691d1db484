/// Finds a doc's block in a file as written: every line the same, with the same indentation added to each
/// (none on empty lines); trailing spaces are ignored.
enum Verbatim {
    /// `lines` without leading and trailing empty lines, and without trailing spaces; the number of leading
    /// lines dropped.
    static func trimmed(_ lines: [String]) -> (lines: [String], dropped: Int) {
        let stripped = lines.map(withoutTrailingSpaces)
        let first = stripped.firstIndex { !$0.isEmpty } ?? stripped.endIndex
        let last = stripped.lastIndex { !$0.isEmpty } ?? first
        return (first < stripped.endIndex ? Array(stripped[first...last]) : [], first)
    }

    /// The first index at or after `start` where `file` holds `block`, as written.
    static func find(_ block: [String], in file: [String], from start: Int = 0) -> Int? {
        guard !block.isEmpty, start <= file.count else { return nil }
        return (start..<file.count).first { matchedLines(block, in: file, at: $0) == block.count }
    }

    /// The place in `file` that holds the most of `block`'s first lines, as written, and how many it holds;
    /// `nil` when no line of `file` is `block`'s first line.
    static func closest(_ block: [String], in file: [String]) -> (start: Int, matched: Int)? {
        var best: (start: Int, matched: Int)?
        for start in file.indices {
            let matched = matchedLines(block, in: file, at: start)
            if matched > 0, matched > (best?.matched ?? 0) { best = (start, matched) }
        }
        return best
    }

    /// How many of `block`'s lines `file` holds as written from `start`, with the indentation its line at
    /// `start` adds.
    static func matchedLines(_ block: [String], in file: [String], at start: Int) -> Int {
        guard let first = block.first, start < file.count else { return 0 }
        let line = withoutTrailingSpaces(file[start])
        guard line.hasSuffix(first) else { return 0 }
        let indentation = String(line.dropLast(first.count))
        guard indentation.allSatisfy({ $0 == " " }) else { return 0 }
        var matched = 1
        while matched < block.count, start + matched < file.count {
            let expected = block[matched].isEmpty ? "" : indentation + block[matched]
            guard withoutTrailingSpaces(file[start + matched]) == expected else { break }
            matched += 1
        }
        return matched
    }

    /// `lines` with their common indentation removed.
    static func dedented(_ lines: [String]) -> [String] {
        let indentation = lines.filter { !$0.isEmpty }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
        return lines.map { String($0.dropFirst(min(indentation, $0.count))) }
    }

    private static func withoutTrailingSpaces(_ line: String) -> String {
        var line = Substring(line)
        while line.last == " " || line.last == "\t" { line = line.dropLast() }
        return String(line)
    }
}
