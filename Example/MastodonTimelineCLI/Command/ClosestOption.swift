/// What a mistyped option or command most likely meant: the closest name by edit distance, when it is
/// close enough to be worth suggesting (`--pagse` → `--pages`, `stauts` → `status`).
enum ClosestOption {
    /// The name among `candidates` closest to `typed`, or `nil` when none is within
    /// ``tolerance(for:)``. Between names as close as each other, one in `preferred` (what the current
    /// mode takes) wins, then the first in alphabetical order; a closer name wins even when the mode does
    /// not take it (`post hi --folow` suggests `--follow`, not `--color`), as the error that follows
    /// then says which options the mode takes. Leading dashes and case do not count: `-pages` and
    /// `--Pages` both suggest `--pages`.
    static func suggestion(
        for typed: String, among candidates: some Collection<String>,
        preferring preferred: some Collection<String> = [String]()
    ) -> String? {
        let bare = stem(typed)
        guard !bare.isEmpty else { return nil }
        let scored = candidates.map { name in
            (name: name, distance: distance(bare, stem(name)), other: preferred.contains(name) ? 0 : 1)
        }
        let best = scored.min { first, second in
            (first.distance, first.other, first.name) < (second.distance, second.other, second.name)
        }
        guard let best, best.distance <= tolerance(for: bare) else { return nil }
        return best.name
    }

    /// The most edits a suggestion may be away from `name`: 2, or a third of its length for long names.
    static func tolerance(for name: String) -> Int {
        max(2, name.count / 3)
    }

    /// The optimal string alignment distance (Damerau–Levenshtein without moves across edits): how many
    /// insertions, deletions, substitutions and swaps of two neighbours turn `a` into `b`.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        // rows[i][j]: the distance between the first i characters of a and the first j of b.
        var rows = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { rows[i][0] = i }
        for j in 0...b.count { rows[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var best = min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    best = min(best, rows[i - 2][j - 2] + 1)
                }
                rows[i][j] = best
            }
        }
        return rows[a.count][b.count]
    }

    /// `name` without its leading dashes, in lowercase.
    private static func stem(_ name: String) -> String {
        String(name.drop { $0 == "-" }).lowercased()
    }
}
