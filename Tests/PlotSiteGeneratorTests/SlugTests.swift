import Testing
@testable import PlotSiteGenerator

/// Slugs made from titles: ASCII spellings for other letters, and the 64-character limit kept
/// by the `-2`, `-3` of duplicates too.
@Suite struct SlugTests {
    private func slugs(_ lines: [String]) throws -> [String] {
        try ManifestReader.parse(lines.joined(separator: "\n"), file: "plots.txt", format: .plainList).plots.map(\.slug)
    }

    @Test func germanUmlautsAndSharpSAreSpelledOut() {
        #expect(Slug.make(from: "Analysis für Ärzte — Größe") == "analysis-fuer-aerzte-groesse")
        #expect(Slug.make(from: "ÖL UND ÜBEL") == "oel-und-uebel")
    }

    @Test func greekLettersAreSpelledByNameInBothCases() {
        #expect(Slug.make(from: "π/2 und α") == "pi-2-und-alpha")
        #expect(Slug.make(from: "Σ und ω, Ω") == "sigma-und-omega-omega")
        #expect(Slug.make(from: "Δx → 0") == "deltax-0")
        // Accented Greek decomposes to the plain letter.
        #expect(Slug.make(from: "ά") == "alpha")
    }

    @Test func otherDiacriticsAreDropped() {
        #expect(Slug.make(from: "Café crème, façade, niño") == "cafe-creme-facade-nino")
        #expect(Slug.make(from: "Ångström, Øre, Æther, Œuvre") == "angstroem-ore-aether-oeuvre")
        #expect(Slug.make(from: "Łódź") == "lodz")
    }

    @Test func decomposedInputGivesTheSameSlug() {
        // "ü" as u + combining diaeresis, as macOS file names and some editors write it.
        #expect(Slug.make(from: "fu\u{308}r") == "fuer")
        #expect(Slug.make(from: "e\u{301}te\u{301}") == "ete")
    }

    @Test func cyrillicTitlesAreTransliterated() {
        #expect(Slug.make(from: "Функция синус") == "funktsiya-sinus")
    }

    @Test func onlyTitlesWithNothingSpellableBecomePlot() throws {
        #expect(Slug.make(from: "正弦函数") == "plot")
        #expect(try slugs(["x | title=\"Größe\"", "x | title=\"Größe\"", "x | title=\"正弦\"", "x | title=\"余弦\""])
                == ["groesse", "groesse-2", "plot", "plot-2"])
    }

    @Test func numberedDuplicatesOfALongTitleStayWithinTheLimitAndDistinct() throws {
        let title = String(repeating: "abcdefghi ", count: 10)  // 100 characters
        #expect(title.count == 100)
        let made = try slugs(Array(repeating: "x | title=\"\(title)\"", count: 3))
        #expect(made.count == 3)
        #expect(Set(made).count == 3)
        for slug in made {
            #expect(slug.count <= Slug.maximumLength, "\(slug) has \(slug.count) characters")
            #expect(Slug.problem(with: slug) == nil, "\(slug)")
        }
        // Six whole words of ten characters (the seventh would not fit): cut at a word boundary.
        #expect(made[0] == Array(repeating: "abcdefghi", count: 6).joined(separator: "-"))
        #expect(made[1].hasSuffix("-2"))
        #expect(made[2].hasSuffix("-3"))
    }

    @Test func aLongTitleIsCutAtAWordBoundary() {
        let slug = Slug.make(from: "The derivative as the limit of slopes of secant lines that approach the tangent")
        #expect(slug == "the-derivative-as-the-limit-of-slopes-of-secant-lines-that")
        #expect(slug.count <= Slug.maximumLength)
        // A single word longer than the limit is still cut where it must.
        #expect(Slug.make(from: String(repeating: "a", count: 70)) == String(repeating: "a", count: 64))
        // A cut that falls right before a hyphen keeps the whole last word.
        #expect(Slug.make(from: String(repeating: "b", count: 64) + " c") == String(repeating: "b", count: 64))
    }

    @Test func numberingNeverLeavesADoubleHyphen() {
        // Cutting "…-abcdefghi" to make room for "-2" could end the base on a hyphen.
        let base = String(repeating: "a", count: 61) + "-bc"
        #expect(Slug.numbered(base, 2) == String(repeating: "a", count: 61) + "-2")
        #expect(Slug.numbered("short", 12) == "short-12")
    }
}
