/// "Did you mean …?" for a mistyped manifest key, option or command name.
public enum Suggestion {
    /// The candidate closest to `word` by edit distance (ignoring case), when close enough to be a
    /// typo: one edit for names of up to four letters, two for longer ones. `--outt` → `out`,
    /// `--fromat` → `format`, `smaples` → `samples`, but `--bogus` → nil.
    public static func closest(to word: String, among candidates: [String]) -> String? {
        // Within two edits, lengths differ by two at most: a 2 MB key is never compared letter by letter.
        let length = word.count
        let scored = candidates.filter { Swift.abs($0.count - length) <= 2 }.map { ($0, distance(word.lowercased(), $0.lowercased())) }
        guard let (best, score) = scored.min(by: { $0.1 < $1.1 }) else { return nil }
        return score <= (best.count <= 4 ? 1 : 2) ? best : nil
    }

    /// Optimal-string-alignment distance: insertions, deletions, substitutions and swaps of two
    /// neighbouring characters each cost one, so `widht` is one edit from `width`.
    public static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }
}
