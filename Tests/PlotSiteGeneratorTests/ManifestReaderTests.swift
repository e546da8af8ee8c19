import Foundation
import Testing
@testable import PlotSiteGenerator
import TestSupport

@Suite struct ManifestReaderTests {
    @Test func specExampleParses() throws {
        let text = """
        {
          "title": "Calculus I — plot gallery",
          "baseURL": "https://example.edu/plots/",
          "instructions": ["Tap a plot to open it.", "Drag to pan, pinch to zoom.", "Double-tap to move the origin."],
          "calculator": { "xMax": 5, "samples": 50 },
          "plots": [
            { "expression": "x^3 - 2.5x^2 + 3.1x - 13.3", "xMax": 4, "samples": 200, "title": "A cubic", "featured": true },
            { "expression": "tan(x)", "xMax": 10, "samples": "auto", "slug": "tangent", "notes": "Poles at π/2 + kπ." }
          ]
        }
        """
        let manifest = try ManifestReader.parse(text, file: "gallery.json", format: .json)
        #expect(manifest.title == "Calculus I — plot gallery")
        #expect(manifest.plots.count == 2)
        #expect(manifest.plots[0].slug == "a-cubic")
        #expect(manifest.plots[0].samples == .count(200))
        #expect(manifest.plots[1].slug == "tangent")
        #expect(manifest.plots[1].samples == .auto)
        #expect(manifest.plots[1].notes == "Poles at π/2 + kπ.")
        #expect(manifest.calculator == CalculatorSettings(xMax: 5, samples: .count(50)))
    }

    @Test func plainListExampleParses() throws {
        let text = """
        # title: Calculus I — plot gallery
        sin(x)+cos(2x)-tan(3x) | xMax=0.25 samples=200 title="Three waves"
        √(x³+x²+2.5x+23)       | xMax=4
        ln(x²+2πx+23)
        """
        let manifest = try ManifestReader.parse(text, file: "plots.txt", format: .plainList)
        #expect(manifest.title == "Calculus I — plot gallery")
        #expect(manifest.plots.map(\.slug) == ["three-waves", "sqrt-x3-x2-2-5x-23", "ln-x2-2pix-23"])
        #expect(manifest.plots[0].xMax == 0.25)
        #expect(manifest.plots[0].title == "Three waves")
        #expect(manifest.plots[2].xMax == 5)
    }

    @Test func hostileManifestIsReportedPreciselyAllAtOnce() {
        let text = """
        {
          "title": "<script>alert(1)</script>",
          "plots": [
            { "expression": "sin(x", "slug": "../../etc/passwd" },
            { "expression": "2*(3+" },
            { "expression": "x", "colour": "red" },
            { "expression": "x", "xMax": -1 }
          ]
        }
        """
        let found = TestManifest.problems(text)
        #expect(found.count == 4)
        #expect(found.map(\.description) == [
            "gallery.json:4:38: plots[0].slug: may contain only lowercase letters a–z, digits and single hyphens inside (e.g. \"cubic-1\"), not \"../../etc/passwd\"",
            // The message once, on the located line; then the source and the caret.
            "gallery.json:5:27: plots[1].expression: expression is incomplete: '+' needs a right operand (character 6)\n"
                + "  2*(3+\n       ^",
            "gallery.json:6:26: plots[2]: unknown key \"colour\" (known keys: expression, curves, areas, points, lines, sums, parameters, functions, xMin, xMax, yMin, yMax, samples, title, slug, featured, notes, pointsOfInterest, table, aspect, xTicks, yTicks, xLabel, yLabel)",
            "gallery.json:7:34: plots[3].xMax: must be greater than 0 and at most 100000, not -1",
        ])
    }

    @Test func everyFieldIsChecked() {
        let text = """
        {"plots": [{"expression": 3, "yMax": "zero", "samples": 1, "title": 5, "featured": "yes", "notes": []}],
         "calculator": {"xMax": 200}, "instructions": [], "baseURL": "javascript:alert(1)", "Title": "x"}
        """
        let subjects = TestManifest.problems(text).map(\.subject)
        #expect(Set(subjects) == ["plots[0].expression", "plots[0].yMax", "plots[0].samples", "plots[0].title",
                                  "plots[0].featured", "plots[0].notes", "calculator.xMax", "instructions", "baseURL", ""])
        #expect(TestManifest.problems(text).contains { $0.message == "unknown key \"Title\" (did you mean \"title\"?)" })
    }

    @Test func freeWindowsAreRead() throws {
        let manifest = try ManifestReader.parse("""
        {"plots": [
          {"expression": "ln(x)", "xMin": 0, "xMax": 10},
          {"expression": "sin(x)", "yMin": -0.5, "yMax": 3},
          {"expression": "-x^2", "xMin": -1e5, "xMax": 1e5, "yMin": -7, "yMax": -3},
          {"expression": "x", "yMax": 2}
        ]}
        """, file: "gallery.json", format: .json)
        let plots = manifest.plots
        #expect(plots.map(\.lowerX) == [0, -5, -1e5, -5])
        #expect(plots.map(\.xMax) == [10, 5, 1e5, 5])
        #expect(plots.map(\.yMin) == [nil, -0.5, -7, nil])
        #expect(plots.map(\.yMax) == [nil, 3, -3, 2])
        // What was not written stays unwritten (the Calculator link leaves defaults out).
        #expect(plots[3].xMin == nil && plots[3].yMin == nil)
    }

    @Test func windowEndsMayBeConstantExpressionsInBothFormats() throws {
        let json = try TestManifest.plots(#"{"expression": "sin(x)", "xMin": "-π/2", "xMax": "2π", "yMin": "-√2", "yMax": "1 + 1/4", "xTicks": "π"}"#)[0]
        #expect([json.xMin, json.xMax, json.yMin, json.yMax] == [-Double.pi / 2, 2 * Double.pi, -2.0.squareRoot(), 1.25])
        let plain = try ManifestReader.parse("sin(x) | xMax=2π xMin=-π/2 yMax=π\n", file: "plots.txt", format: .plainList).plots[0]
        #expect([plain.xMin, plain.xMax, plain.yMax] == [-Double.pi / 2, 2 * Double.pi, Double.pi])
        // The checks hold for the value: a window wider than the limits is refused as a number would be.
        #expect(TestManifest.problemLines(ofPlots: #"{"expression": "x", "yMax": "10^301"}"#)
                == ["gallery.json:2:29: plots[0].yMax: must be from -1e+300 to 1e+300, not 1e+301"])
        #expect(TestManifest.problemLines(ofPlots: #"{"expression": "x", "xMax": "2π", "xMin": "7"}"#)
                == ["gallery.json:2:43: plots[0].xMin: must be less than xMax (6.283185307179586), not 7"])
    }

    @Test func windowProblemsAreLocatedAtTheFieldToChange() {
        let text = """
        {"plots": [
          {"expression": "x", "xMin": 3, "xMax": 2},
          {"expression": "x", "yMin": 1},
          {"expression": "x", "yMin": 5, "yMax": 2},
          {"expression": "x", "xMin": -200000},
          {"expression": "x", "yMax": -2},
          {"expression": "x", "xMin": true},
          {"expression": "x", "xMin": 4.9999999999999, "xMax": 5},
          {"expression": "x", "yMin": -1e300, "yMax": 1e300},
          {"expression": "x", "xMin": 6}
        ]}
        """
        #expect(TestManifest.problems(text).map(\.description) == [
            "gallery.json:2:31: plots[0].xMin: must be less than xMax (2), not 3",
            "gallery.json:4:31: plots[2].yMin: must be less than yMax (2), not 5",
            "gallery.json:5:31: plots[3].xMin: must be at least -100000, not -200000",
            "gallery.json:7:31: plots[5].xMin: must be a number or a constant expression such as \"2π\", not true",
            "gallery.json:8:31: plots[6].xMin: the x-range 4.9999999999999 … 5 is too narrow to draw in double precision",
            "gallery.json:9:31: plots[7].yMin: the y-range -1e+300 … 1e+300 is too wide to draw",
            "gallery.json:10:31: plots[8].xMin: must be less than xMax (5), not 6",
        ])
        // Either end of the y-range may come alone (the other is fitted), whatever its sign.
        #expect(TestManifest.problems(text).allSatisfy { !["plots[1].yMin", "plots[4].yMax"].contains($0.subject) })
        // A bad xMax is reported once, not again as a problem of xMin.
        #expect(TestManifest.problems("{\"plots\": [{\"expression\": \"x\", \"xMin\": 3, \"xMax\": -1}]}").map(\.subject) == ["plots[0].xMax"])
    }

    @Test func jsonSyntaxErrorsPointAtTheCharacter() {
        let found = TestManifest.problems("{\n  \"plots\": [\n    {\"expression\": \"x\"},\n  ]\n}")
        #expect(found.map(\.description) == ["gallery.json:4:3: invalid JSON: unexpected character ']'"])
        #expect(TestManifest.problems("{\"plots\": [], \"plots\": []}").first?.message == "invalid JSON: duplicate key \"plots\"")
        #expect(TestManifest.problems("").first?.message == "invalid JSON: unexpected end of file: a value is missing")
        #expect(TestManifest.problems("[1]").first?.message.contains("must be a JSON object") == true)
    }

    @Test func duplicateSlugsAreErrorsAndGeneratedSlugsAreUnique() throws {
        let duplicate = TestManifest.problems("{\"plots\": [{\"expression\": \"x\", \"slug\": \"a\"}, {\"expression\": \"x^2\", \"slug\": \"a\"}]}")
        #expect(duplicate.map(\.description) == ["gallery.json:1:76: plots[1].slug: \"a\" is already the slug of plots[0]"])
        let manifest = try ManifestReader.parse("x\nx\nx | slug=\"x-2\"\nx", file: "l.txt", format: .plainList)
        #expect(manifest.plots.map(\.slug) == ["x", "x-3", "x-2", "x-4"])
    }

    @Test func plainListErrorsNameLineAndColumn() {
        let found = TestManifest.problems("sin(x)\nsin(x)) | xMax=4\ncos(x) | xmax=3\ntan(x) | samples=0\n", .plainList)
        #expect(found.map { "\($0.location!) \($0.subject)" } == ["2:7 line 2.expression", "3:10 line 3", "4:18 line 4.samples"])
        #expect(found[1].message == "unknown key \"xmax\" (did you mean \"xMax\"?)")
    }

    @Test func reservedAndMalformedSlugsAreRefused() {
        for slug in ["index", "a/b", "A", "-a", "a--b", "", String(repeating: "a", count: 65), "café"] {
            #expect(Slug.problem(with: slug) != nil, "\(slug) should be refused")
        }
        #expect(Slug.problem(with: "cubic-1") == nil)
        #expect(Slug.make(from: "√(1−x²)") == "sqrt-1-x2")
        #expect(Slug.make(from: "Index") == "plot-index")
        #expect(Slug.make(from: "∞") == "plot")
    }

    @Test func defaultGalleryParses() {
        let manifest = DefaultGallery.manifest()
        #expect(manifest.plots.count >= 9)
        #expect(manifest.plots.prefix(4).map(\.expression.description) == [
            "x³ − 2.5x² + 3.1x − 13.3", "sin(x) + cos(2x) − tan(3x)", "√(x³ + x² + 2.5x + 23)", "ln(x² + 2πx + 23)"])
        #expect(manifest.instructions?.count == 3)
    }

    @Test func languageIsReadFromBothFormatsAndAnUnknownOneNamesTheLanguagesThereAre() throws {
        let json = try ManifestReader.parse(#"{"language": "de", "plots": [{"expression": "x"}]}"#, file: "g.json", format: .json)
        #expect(json.language == .de)
        let plain = try ManifestReader.parse("# language: de\nx^2", file: "plots.txt", format: .plainList)
        #expect(plain.language == .de)
        #expect(try ManifestReader.parse("x^2", file: "plots.txt", format: .plainList).language == .en)
        // Without a title or instructions, the site's language gives them (nil here).
        #expect(plain.title == nil && plain.instructions == nil)

        let french = TestManifest.problems(#"{"language": "fr", "plots": [{"expression": "x"}]}"#)
        #expect(french.map(\.subject) == ["language"])
        #expect(french.first?.message == #""fr" is not a language of the site: en, de"#)
        #expect(french.first?.location == SourceLocation(line: 1, column: 14))
        #expect(TestManifest.problems(#"{"language": 1, "plots": [{"expression": "x"}]}"#).first?.message == "a number is not a language of the site: en, de")
        let plainFrench = TestManifest.problems("# language: fr\nx", .plainList)
        #expect(plainFrench.first?.message == #""fr" is not a language of the site: en, de"#)
        #expect(plainFrench.first?.location?.line == 1)
    }

    @Test func missingFileAndWrongEncodingAreProblemsNotCrashes() throws {
        #expect(throws: ManifestErrors.self) { try ManifestReader.read(contentsOf: URL(fileURLWithPath: "/nonexistent/g.json")) }
        let folder = try TestFolder.make("plotsite-latin1")
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("latin1.txt")
        try Data([0x78, 0xE9, 0xFF]).write(to: url)
        #expect(throws: ManifestErrors.self) { try ManifestReader.read(contentsOf: url) }
    }
}
