import Foundation
import PlotCore
import Testing
import TestSupport
@testable import PlotSiteGenerator

/// Manifests as a hostile or careless writer makes them: extreme numbers in every numeric field, thousands of plots
/// of one title, thousands of problems, megabyte keys and titles. Each is read — and, where it reads, drawn — without
/// a crash, with every problem told once, at its place.
@Suite struct HostileManifestTests {
    // MARK: - Extreme numbers

    @Test func aTableStepTooSmallForAnIntIsAProblemNotACrash() {
        func messages(_ table: String) -> [String] {
            TestManifest.problems(TestManifest.gallery("{\"expression\": \"x\", \"table\": \(table)}")).map(\.message)
        }
        #expect(messages(#"{"from": -1, "to": 1, "step": 1e-320}"#)
                == ["gives more than 10¹⁵ rows from -1 to 1; a table has at most 200 (a larger step, or a shorter range)"])
        #expect(messages(#"{"from": -1e300, "step": 1}"#)
                == ["gives more than 10¹⁵ rows from -1e+300 to 5; a table has at most 200 (a larger step, or a shorter range)"])
        #expect(messages(#"{"from": -1.7976931348623157e308, "to": 1.7976931348623157e308, "step": 1}"#).count == 1)
        #expect(messages(#"{"step": 5e-324}"#).count == 1)
    }

    /// xMax is wrong, so xMin (above the default 5) is not compared with it: the table's default range runs backwards.
    @Test func aTableOfAPlotWhoseOwnRangeIsWrongReportsTheRangeOnly() {
        let problems = TestManifest.problems(TestManifest.gallery(#"{"expression": "x", "xMax": true, "xMin": 100001, "table": {"step": 1}}"#))
        #expect(problems.map(\.subject) == ["plots[0].xMax"])
    }

    @Test func rowsFarFromZeroAreStillRowsInTheRange() {
        let far = TableOfValues().xs(lower: 1e17, upper: 1e17 + 64)
        #expect(!far.isEmpty && far.count <= TableOfValues.defaultRows + 1)
        #expect(far.allSatisfy { $0 >= 1e17 && $0 <= 1e17 + 64 })
        #expect(TableOfValues(step: Double.leastNonzeroMagnitude * 4).xs(lower: -1, upper: 1).count == TableOfValues.maximumRows)
        #expect(TableOfValues().xs(lower: -1e300, upper: 1e300).count <= TableOfValues.defaultRows + 1)
    }

    /// 300 manifests of extreme numbers in every numeric field (a fixed pseudo-random choice, so a failure
    /// repeats): each is read, and each that reads is drawn into its page. A crash stops the whole test run.
    @Test func extremeNumbersInEveryFieldNeverCrashReadingOrDrawing() throws {
        var generator = SplitMix64(seed: 39)
        let words = try Words(language: .en, theme: Theme.embedded().assets)
        var drawn = 0
        for _ in 0..<300 {
            let text = ExtremeManifest.random(&generator)
            guard let manifest = try? TestManifest.read(text) else { continue }
            for index in manifest.plots.indices {
                _ = try PlotPage(of: manifest.plots, at: index, words: words, baseURL: nil).sitePage()
                drawn += 1
            }
        }
        #expect(drawn > 20, "too few of the random manifests read to test the drawing: \(drawn)")
    }

    @Test func aCurveReachingTenToThe300FitsAFrameAGraphCanDraw() throws {
        let plot = try #require(try TestManifest.plots(#"{"expression": "1e300 x", "xMin": -1, "xMax": 1}"#).first)
        let words = try Words(language: .en, theme: Theme.embedded().assets)
        let page = try PlotPage(of: [plot], at: 0, words: words, baseURL: nil)
        let frame = page.rendering.viewport
        #expect(frame.yMax - frame.yMin < PlotLimits.widestSpan)
        #expect(PlotFieldChecker.drawingProblem(frame.yMin, frame.yMax) == nil)
    }

    // MARK: - Many of one thing

    @Test func tenThousandPlotsOfOneTitleAreNumberedInOrder() throws {
        let plots = try TestManifest.plots(Array(repeating: #"{"expression": "x", "title": "Same"}"#, count: 10_000).joined(separator: ",\n"))
        #expect(plots.map(\.slug) == ["same"] + (2...10_000).map { "same-\($0)" })
    }

    @Test func numberingSkipsSlugsTakenBeforeIt() throws {
        let plots = try TestManifest.plots("""
            {"expression": "x", "title": "Same"}, {"expression": "x", "slug": "same-3"},
            {"expression": "x", "title": "Same"}, {"expression": "x", "title": "Same"}, {"expression": "x", "title": "Same 2"}
            """)
        #expect(plots.map(\.slug) == ["same", "same-3", "same-2", "same-4", "same-2-2"])
    }

    @Test func aProblemOfTheManifestsFunctionsIsToldOnceHoweverManyPlotsThereAre() {
        let plots = Array(repeating: #"{"expression": "x"}"#, count: 500).joined(separator: ",")
        let problems = TestManifest.problems("{\"functions\": {\"f\": \"x +\"}, \"plots\": [\(plots)]}")
        #expect(problems.map(\.subject) == ["functions.f"])
    }

    @Test func everyProblemOfTwentyThousandPlotsIsTold() {
        let plots = Array(repeating: #"{"expression": "x", "xMax": -1}"#, count: 20_000).joined(separator: ",\n")
        let problems = TestManifest.problems(TestManifest.gallery(plots))
        #expect(problems.count == 20_000)
        #expect(problems.last?.subject == "plots[19999].xMax")
    }

    // MARK: - Long texts

    @Test func aMegabyteKeyIsNamedShortAndGetsNoSuggestion() throws {
        let key = String(repeating: "k", count: 1 << 20)
        let problems = TestManifest.problems(TestManifest.gallery("{\"expression\": \"x\", \"\(key)\": 1}"))
        let message = try #require(problems.first?.message)
        #expect(message.hasPrefix("unknown key \"kkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkk…\" (known keys: expression"))
        #expect(message.count < 400)
        #expect(Suggestion.closest(to: "smaples" + String(repeating: "s", count: 1 << 20), among: PlotFieldChecker.keys) == nil)
        #expect(Suggestion.closest(to: "smaples", among: PlotFieldChecker.keys) == "samples")
    }

    @Test func titlesLabelsAndNotesHaveLimitsAndMustNotBeBlank() {
        let long = String(repeating: "T", count: TextLimits.line + 1)
        let notes = String(repeating: "n", count: TextLimits.notes + 1)
        func messages(_ json: String) -> [String] { TestManifest.problems(json).map { "\($0.subject): \($0.message)" } }
        #expect(messages("{\"title\": \"\(long)\", \"plots\": [{\"expression\": \"x\"}]}")
                == ["title: is 301 characters long; at most 300 fit here"])
        #expect(messages("{\"title\": \" \", \"plots\": [{\"expression\": \"x\"}]}") == ["title: must not be empty"])
        #expect(messages(TestManifest.gallery("{\"expression\": \"x\", \"title\": \"\"}")) == ["plots[0].title: must not be empty"])
        #expect(messages(TestManifest.gallery("{\"expression\": \"x\", \"title\": \"\(long)\"}"))
                == ["plots[0].title: is 301 characters long; at most 300 fit here"])
        #expect(messages(TestManifest.gallery("{\"expression\": \"x\", \"notes\": \"\(notes)\"}"))
                == ["plots[0].notes: is 100001 characters long; at most 100000 fit here"])
        #expect(messages(TestManifest.gallery("{\"curves\": [{\"expression\": \"x\", \"label\": \"\(long)\"}]}"))
                == ["plots[0].curves[0].label: is 301 characters long; at most 300 fit here"])
        #expect(messages("{\"instructions\": [\"\(long)\"], \"plots\": [{\"expression\": \"x\"}]}")
                == ["instructions[0]: is 301 characters long; at most 300 fit here"])
        #expect(TestManifest.problems("# title: \(long)\nx\n", .plainList).map(\.message) == ["is 301 characters long; at most 300 fit here"])
    }

    @Test func notesFullOfHttpBecomeLinksOnlyWhereAnAddressFollows() {
        let notes = String(repeating: "see http and HTTPS: and ", count: 2_000) + "https://example.edu/a_(b)."
        let html = NotesMarkup.html(notes)
        #expect(html.components(separatedBy: "<a href").count == 2)
        #expect(html.hasSuffix("<a href=\"https://example.edu/a_(b)\" rel=\"noopener\">https://example.edu/a_(b)</a>."))
        #expect(NotesMarkup.html("http://x" + String(repeating: ")", count: 5_000)).contains(">http://x</a>)))"))
    }
}

/// A manifest of one plot whose numeric fields take extreme values: ±0, subnormals, ±10³⁰⁰, the largest double,
/// numbers beyond an Int, constant expressions with no value.
enum ExtremeManifest {
    static let numbers = ["0", "-0.0", "1", "-1", "0.5", "1e-320", "-1e-320", "5e-324", "1e-300", "1e300", "-1e300",
                          "1.7976931348623157e308", "-1.7976931348623157e308", "1e16", "9007199254740993", "1e19", "-1e19",
                          "9223372036854775808", "3", "100000", "100001", "10000", "10001", "200", "201",
                          "\"π\"", "\"-π/2\"", "\"1/0\"", "\"2π\"", "2.5", "-7.25"]
    static let expressions = ["x", "sin(x)", "a*x", "1e300 x", "tan(x)", "{x<0:-x, x^2}", "1/x", "floor(x)"]

    static func random(_ generator: inout SplitMix64) -> String {
        // Extreme one time in three, else an ordinary number, so that most manifests read and get drawn.
        func number() -> String {
            Int.random(in: 0..<3, using: &generator) == 0 ? numbers.randomElement(using: &generator)!
                : String(Double(Int.random(in: -40...40, using: &generator)) / 8)
        }
        func maybe() -> Bool { Int.random(in: 0..<3, using: &generator) == 0 }
        let expression = expressions.randomElement(using: &generator)!
        var fields = ["\"expression\": \"\(expression)\""]
        for key in ["xMax", "xMin", "yMin", "yMax", "samples"] where maybe() { fields.append("\"\(key)\": \(number())") }
        if maybe() {
            let table = ["from", "to", "step"].filter { _ in maybe() }.map { "\"\($0)\": \(number())" }
            fields.append("\"table\": {\(table.joined(separator: ", "))}")
        }
        if expression.contains("a") {
            fields.append("\"parameters\": {\"a\": {\"value\": \(number()), \"min\": \(number()), \"max\": \(number())\(maybe() ? ", \"step\": \(number())" : "")}}")
        }
        if maybe() { fields.append("\"areas\": [{\"under\": 0, \"from\": \(number()), \"to\": \(number())}]") }
        if maybe() { fields.append("\"points\": [{\"x\": \(number()), \"y\": \(number())}]") }
        if maybe() { fields.append("\"lines\": [{\"x\": \(number())}, {\"y\": \(number())}]") }
        if maybe() { fields.append("\"sums\": [{\"of\": 0, \"from\": \(number()), \"to\": \(number()), \"n\": \(number()), \"rule\": \"upper\"}]") }
        return TestManifest.gallery("{\(fields.joined(separator: ", "))}")
    }
}
