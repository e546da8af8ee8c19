import Foundation
import PlotCore
import PlotSVG
import Testing
@testable import PlotSiteGenerator
import TestSupport

/// The tables of the site's languages (docs/site.md#language), Public/js/words/<code>.js and <code>-figure.js, as the generator
/// reads them: the same texts in both, every text the Swift side asks for present, and a German site
/// that says and writes its numbers in German. Tests/JS/words.test.mjs checks the JS side's paths.
@Suite struct WordsTests {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    private let english = Words.english
    private let german = try! Words(language: .de, theme: Theme.embedded().assets)

    /// The `{blanks}` of a text, as a set.
    private func blanks(_ text: String) -> Set<String> {
        Set(text.matches(of: /\{(\w+)\}/).map { String($0.output.1) })
    }

    @Test func bothTablesHaveTheSameTextsWithTheSameBlanks() {
        let (englishPaths, germanPaths) = (english.paths, german.paths)
        #expect(Set(englishPaths).symmetricDifference(germanPaths).isEmpty)
        #expect(englishPaths.count > 100)
        for path in english.paths {
            #expect(blanks(english(path)) == blanks(german(path)), "\(path)")
        }
        #expect(german("language.code") == "de")
        #expect(english("language.code") == "en")
    }

    /// Every literal path the generator's Swift code looks up: `words("plot.print")`, the keypad's
    /// `"keys.sine"`, and the `svg` section's texts (``SVGWords``).
    @Test func everyPathTheGeneratorAsksForIsInBothTables() throws {
        let folder = Self.root.appendingPathComponent("Sources/PlotSiteGenerator")
        var asked: Set<String> = []
        let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)!
        for case let file as URL in files where file.pathExtension == "swift" {
            let source = try String(contentsOf: file, encoding: .utf8)
            for match in source.matches(of: /words\("([a-zA-Z0-9.]+)"[,)]/) { asked.insert(String(match.output.1)) }
            for match in source.matches(of: /"(keys\.[a-zA-Z]+)"/) { asked.insert(String(match.output.1)) }
        }
        for path in SVGWords.english.texts.keys { asked.insert("svg." + path) }
        #expect(asked.count > 60)
        for path in asked.sorted() {
            let (inEnglish, inGerman) = (english.has(path), german.has(path))
            #expect(inEnglish, "en.js lacks \(path)")
            #expect(inGerman, "de.js lacks \(path)")
        }
    }

    /// PlotSVG's own English (for `plotsite sample --format svg`, made without a site) is en.js's
    /// `svg` section, text for text: one table, not two.
    @Test func theSVGRenderersEnglishIsTheEnglishTable() {
        #expect(SVGWords.english.texts == english.svg.texts)
        #expect(SVGWords.english.decimalSeparator == ".")
        #expect(german.svg.decimalSeparator == ",")
    }

    @Test func blanksAreFilledAndNumbersWrittenAsTheLanguageWritesThem() {
        #expect(LocalText.say("{kind} ({x}; {y})", ["kind": "Nullstelle", "x": "1,5", "y": "0"]) == "Nullstelle (1,5; 0)")
        #expect(LocalText.say("{a} and {missing} {}", ["a": "{b}", "b": "no"]) == "{b} and {missing} {}")
        #expect(LocalText.say("no blanks", ["a": "x"]) == "no blanks")
        #expect(german.localNumber("−2.5") == "−2,5")
        #expect(german.localNumber("1.5e−07") == "1,5e−07")
        #expect(german.localNumber("0.5 to 2.5") == "0,5 to 2,5")
        #expect(german.localNumber("x. 3. .5 end.") == "x. 3. .5 end.")
        #expect(english.localNumber("−2.5") == "−2.5")
        #expect(german("poi.point", ["kind": "Minimum", "x": "0", "y": "−2"]) == "Minimum (0; −2)")
    }

    /// Every reason the area fixtures hold (PlotCore's English, the same in JS) reads in German with
    /// commas; an unknown form stays as it is.
    @Test func whyAnAreaHasNoValueIsSaidInTheSitesLanguage() throws {
        let fixtures = try String(contentsOf: Self.root.appendingPathComponent("Tests/Fixtures/area-vectors.json"), encoding: .utf8)
        let reasons = Set(fixtures.matches(of: /"reason": "([^"]+)"/).map { String($0.output.1) })
        #expect(reasons.count >= 5)
        for reason in reasons {
            let german = german.areaReason(reason)
            #expect(german != reason && !german.contains("defined") && !german.contains("compute") && !german.contains("pole"), "\(reason) → \(german)")
            #expect(english.areaReason(reason) == reason)
        }
        #expect(german.areaReason("a pole at x ≈ 1.5708") == "eine Polstelle bei x ≈ 1,5708")
        #expect(german.areaReason("not defined for −1 < x < 1") == "nicht definiert für −1 < x < 1")
        #expect(german.areaReason("too large to compute for x > 26.642") == "zu groß zum Berechnen für x > 26,642")
        #expect(german.areaReason("something new") == "something new")
    }

    @Test func aTableThatIsNotStrictJSONIsAThemeErrorNamingFileAndLine() {
        let source = "// a comment\n// export default is mentioned here\nexport default {\n  \"a\": 'b'\n};\n"
        #expect {
            try Words(language: .en, table: source, file: "js/words/en.js")
        } throws: { error in
            "\(error)".contains("js/words/en.js line 4")
        }
        #expect(throws: ThemeError.self) { try Words(language: .en, table: "export const words = {};", file: "x.js") }
    }

    @Test func theTablesPartsMergeIntoOneTableAndASectionLivesInOnePart() throws {
        let site = "// the pages' words\nexport default {\n  \"site\": { \"name\": \"PlotSite\" }\n};\n"
        let figure = "// a figure's words\nexport default {\n  \"graph\": { \"undefined\": \"undefined\" },\n  \"poi\": { \"root\": \"Root\" }\n};\n"
        let words = try Words(language: .en, parts: [("js/words/en.js", site), ("js/words/en-figure.js", figure)])
        #expect(words.paths == ["graph.undefined", "poi.root", "site.name"])
        #expect(words("poi.root") == "Root" && words("site.name") == "PlotSite")

        let twice = "// again\n\nexport default {\n  \"poi\": { \"root\": \"Zero\" }\n};\n"
        #expect {
            try Words(language: .en, parts: [("js/words/en-figure.js", figure), ("js/words/en.js", twice)])
        } throws: { error in
            "\(error)" == "js/words/en.js line 4: the section \"poi\" is in js/words/en-figure.js too; a section lives in one part of the table"
        }
        #expect(throws: ThemeError.self) { try Words(language: .en, table: "export default [\"a\"];", file: "x.js") }
    }

    /// The default theme's parts hold the sections once between them; a theme whose `<code>.js` is the whole
    /// table, as before the table came in parts, still reads, and its site's language.js re-exports it.
    @Test func aThemeWithTheWholeTableInOneFileStillSpeaksIt() throws {
        let assets = Theme.embedded().assets
        #expect(SiteLanguage.de.tablePaths == ["js/words/de.js", "js/words/de-figure.js"])
        let figurePaths = try Words(language: .de, table: String(decoding: #require(assets["js/words/de-figure.js"]), as: UTF8.self),
                                    file: "js/words/de-figure.js").paths
        #expect(figurePaths.contains("svg.graphOf") && !figurePaths.contains("site.name"))

        let parts = try SiteLanguage.de.tablePaths.map { try String(decoding: #require(assets[$0]), as: UTF8.self) }
        let bodies = parts.map { $0[$0.range(of: "\nexport default {")!.upperBound...].dropLast(3) }
        let whole = "// the whole German table\nexport default {" + bodies.joined(separator: ",") + "};\n"
        let oldTheme = ["js/words/de.js": Data(whole.utf8), "js/words/language.js": Data("export { default } from './en.js';\n".utf8)]
        let words = try Words(language: .de, theme: oldTheme)
        #expect(words.paths == german.paths)
        #expect(words("plot.print") == "Drucken" && words("site.name") == german("site.name"))

        let shipped = SiteLanguage.de.assets(of: oldTheme)
        #expect(String(decoding: try #require(shipped["js/words/language.js"]), as: UTF8.self) == "export { default } from './de.js';\n")
        let split = SiteLanguage.de.assets(of: assets)
        #expect(String(decoding: try #require(split["js/words/language.js"]), as: UTF8.self)
                == "import table from './de.js';\nimport figure from './de-figure.js';\nexport default { ...table, ...figure };\n")
        #expect(split["js/words/en.js"] == nil && split["js/words/en-figure.js"] == nil && split["js/words/de-figure.js"] != nil)
    }

    @Test func aGermanSiteSaysEverythingInGermanAndShipsOnlyItsTable() throws {
        let folder = try TestFolder.make("plotsite-german")
        defer { try? FileManager.default.removeItem(at: folder) }
        let manifest = try ManifestReader.parse("""
            {"language": "de", "plots": [{"expression": "x^2-2", "xMax": 2.5, "slug": "parabel"}]}
            """, file: "gallery.json", format: .json)
        let site = folder.appendingPathComponent("site")
        _ = try SiteBuilder(manifest: manifest, theme: .embedded(), output: site).build()
        func read(_ path: String) throws -> String {
            String(decoding: try Data(contentsOf: site.appendingPathComponent(path)), as: UTF8.self)
        }
        let words = try FileManager.default.contentsOfDirectory(atPath: site.appendingPathComponent("js/words").path)
        #expect(words.contains { $0.hasPrefix("de.") } && words.contains { $0.hasPrefix("de-figure.") })
        #expect(!words.contains { $0.hasPrefix("en.") || $0.hasPrefix("en-figure.") })
        let selector = try read("js/words/" + #require(words.first { $0.hasPrefix("language.") }))
        #expect(selector.contains("./de.") && selector.contains("./de-figure."))

        let plot = try read("plots/parabel.html")
        #expect(plot.contains("<html lang=\"de\">"))
        #expect(plot.contains(">Wertetabelle</summary>"))
        #expect(plot.contains(">Drucken</button>"))
        #expect(plot.contains("Nullstelle (−1,41421; 0)"))
        #expect(plot.contains("data-x=\"-1.4142135623730951\""), "hooks keep the expression language's numbers")
        #expect(plot.contains(">−2,5</text>") || plot.contains(">2,5</text>"), "tick or range labels with a decimal comma")
        #expect(plot.contains("für x von −2,5 bis 2,5"))
        #expect(!plot.contains("Table of values") && !plot.contains("Points of interest"))

        let calculator = try read("calculator.html")
        #expect(calculator.contains("data-key=\".\" aria-label=\"Dezimalkomma\">,</button>"))
        #expect(calculator.contains("Noch nichts gezeichnet"))
        let index = try read("index.html")
        #expect(index.contains("PlotSite-Galerie") && index.contains(">Galerie</span>"))
        #expect(try read("404.html").contains("Seite nicht gefunden"))
        #expect(try read("manifest.webmanifest").contains("\"lang\":\"de\""))
        let standalone = try read("plots/parabel.svg")
        #expect(standalone.contains("Graph von"), "the standalone SVG speaks the site's language too")
    }
}
