/// What the lexer knows of sums and products (docs/language.md#sums-and-products).
extension Lexer {
    /// The letters named as an index right after `sum(`, `prod(`, `Σ(` or `∏(`: one letter, then `=`.
    static func indexLetters(in characters: [Unicode.Scalar]) -> Set<Character> {
        var letters = Set<Character>()
        func skipSpace(_ i: inout Int) {
            while i < characters.count, characters[i].properties.isWhitespace { i += 1 }
        }
        for (start, c) in characters.enumerated() {
            var i: Int
            if Lexer.seriesSymbols[c] != nil {
                i = start + 1
            } else if let name = ["sum", "prod"].first(where: { word in
                Array(word.unicodeScalars).elementsEqual(characters[start..<min(characters.count, start + word.unicodeScalars.count)])
            }) {
                i = start + name.unicodeScalars.count
            } else {
                continue
            }
            skipSpace(&i)
            guard i < characters.count, characters[i] == "(" else { continue }
            i += 1
            skipSpace(&i)
            guard i < characters.count, Lexer.isLetter(characters[i]) else { continue }
            let letter = Character(characters[i])
            i += 1
            if i < characters.count, Lexer.isLetter(characters[i]) { continue }
            skipSpace(&i)
            if i < characters.count, characters[i] == "=" { letters.insert(letter) }
        }
        return letters
    }

    /// The signs of sums and products: `Σ` (and the n-ary `∑`), `∏`.
    static let seriesSymbols: [Unicode.Scalar: ExpressionNode.SeriesKind] = ["Σ": .sum, "∑": .sum, "∏": .product]
}
