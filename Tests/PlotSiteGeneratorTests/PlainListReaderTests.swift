import Testing
@testable import PlotSiteGenerator

/// The plain-text list: forgiving where the intent is clear, precise where it is not.
@Suite struct PlainListReaderTests {
    @Test func blanksAroundTheEqualsSignAreAccepted() throws {
        let manifest = try ManifestReader.parse("sin(x) | xMax = 3 samples =200 title= \"A wave\"\n", file: "plots.txt", format: .plainList)
        #expect(manifest.plots[0].xMax == 3)
        #expect(manifest.plots[0].samples == .count(200))
        #expect(manifest.plots[0].title == "A wave")
    }

    @Test func freeWindowsAreWrittenAsOptions() throws {
        let manifest = try ManifestReader.parse("""
        ln(x)  | xMin=0 xMax=10
        x^2    | xMin=2 xMax=10
        sin(x) | yMin=-0.5 yMax=3
        """, file: "plots.txt", format: .plainList)
        #expect(manifest.plots.map(\.lowerX) == [0, 2, -5])
        #expect(manifest.plots.map(\.yMin) == [nil, nil, -0.5])
        #expect(manifest.plots.map(\.yMax) == [nil, nil, 3])
    }

    @Test func windowProblemsNameLineAndColumn() {
        #expect(TestManifest.problemLines("ln(x) | xMin=10 xMax=10\n", .plainList) == ["plots.txt:1:14: line 1.xMin: must be less than xMax (10), not 10"])
        #expect(TestManifest.problemLines("x | yMin=-1\n", .plainList) == [], "an end alone is fine: the other is fitted")
        #expect(TestManifest.problemLines("x | yMin=1 yMax=1\n", .plainList) == ["plots.txt:1:10: line 1.yMin: must be less than yMax (1), not 1"])
        #expect(TestManifest.problemLines("x | xMin=inf\n", .plainList) == ["plots.txt:1:10: line 1.xMin: unknown name 'inf' (infinity is not a number here: write a large one, as in 1e6) (character 1)\n  inf\n  ^"])
        #expect(TestManifest.problemLines("x | yMax=1e999 yMin=0\n", .plainList)
                == ["plots.txt:1:10: line 1.yMax: number is too large (the largest is about 1.8e308) (character 1)\n  1e999\n  ^"])
    }

    @Test func aKeyWithoutValueIsStillAProblem() {
        #expect(TestManifest.problemLines("x | xMax\n", .plainList) == ["plots.txt:1:5: line 1: expected key=value, as in xMax=4, not \"xMax\""])
        #expect(TestManifest.problemLines("x | xMax = \n", .plainList) == ["plots.txt:1:12: line 1.xMax: a value is missing after 'xMax='"])
        #expect(TestManifest.problemLines("x | = 3\n", .plainList) == ["plots.txt:1:5: line 1: a key is missing before '=', as in xMax=4"])
    }

    @Test func aBadFeaturedValueNamesTheAcceptedValues() {
        #expect(TestManifest.problemLines("x | featured=no\n", .plainList) == ["plots.txt:1:14: line 1.featured: must be true or false, not \"no\""])
        #expect(TestManifest.problemLines("x | featured=1\n", .plainList) == ["plots.txt:1:14: line 1.featured: must be true or false, not 1"])
    }

    @Test func badValuesAreShownAsWritten() {
        #expect(TestManifest.problemLines("x | xMax=four\n", .plainList) == ["plots.txt:1:10: line 1.xMax: unknown name 'four' (the variable is x) (character 1)\n  four\n  ^"])
        #expect(TestManifest.problemLines("x | xMax=2x\n", .plainList) == ["plots.txt:1:10: line 1.xMax: must be a number or a constant expression, not an expression in x"])
    }

    @Test func anEmptyInstructionIsAProblemOnItsLine() {
        #expect(TestManifest.problemLines("# instruction: Tap a plot.\n#   instruction:   \nx\n", .plainList) == [
            "plots.txt:2:1: instruction: is empty: write it after the colon, as in # instruction: Tap a plot to open it."])
        #expect(TestManifest.problemLines("# title:\nx\n", .plainList) == ["plots.txt:1:1: title: is empty: write it after the colon, as in # title: Waves"])
    }

    @Test func anExpressionErrorShowsTheSourceAndCaretWithoutRepeatingTheMessage() {
        #expect(TestManifest.problemLines("sin(x)) | xMax=4\n", .plainList) == ["plots.txt:1:7: line 1.expression: unexpected ')' (character 7)\n  sin(x))\n        ^"])
    }

    // MARK: - Several curves (docs/manifest.md#figures)

    @Test func semicolonsSeparateTheCurvesOfOneFigure() throws {
        let plot = try ManifestReader.parse("sin(x); cos(x) | title=\"Sine and cosine\"\n  tan(x) ;ln(x) ; x^2\n",
                                            file: "plots.txt", format: .plainList).plots
        #expect(plot[0].figure.curves.map(\.expression.source) == ["sin(x)", "cos(x)"])
        #expect(plot[0].title == "Sine and cosine")
        #expect(plot[1].figure.curves.map(\.expression.source) == ["tan(x)", "ln(x)", "x^2"])
        #expect(plot[1].figure.curves.allSatisfy { $0.style == .solid && $0.label == nil && $0.from == nil })
        #expect(plot.map(\.slug) == ["sine-and-cosine", "tan-x-ln-x-x-2"])
        #expect(plot[1].displayTitle == "tan(x), ln(x), x²")
    }

    @Test func anErrorInTheSecondCurvePointsIntoItsText() {
        #expect(TestManifest.problemLines("sin(x); cos(x))\n", .plainList) == ["plots.txt:1:15: line 1.curves[1].expression: unexpected ')' (character 7)\n  cos(x))\n        ^"])
        #expect(TestManifest.problemLines("x;  sn(x) | xMax=2\n", .plainList) == ["plots.txt:1:5: line 1.curves[1].expression: unknown function 'sn' (character 1)\n  sn(x)\n  ^"])
    }

    @Test func anEmptyCurveIsAProblemAtItsSemicolon() {
        let message = "a curve is missing: write an expression on each side of every ';'"
        #expect(TestManifest.problemLines("sin(x);  \n", .plainList) == ["plots.txt:1:7: line 1: \(message)"])
        #expect(TestManifest.problemLines(";x\n", .plainList) == ["plots.txt:1:1: line 1: \(message)"])
        #expect(TestManifest.problemLines("x;;x | xMax=2\n", .plainList) == ["plots.txt:1:2: line 1: \(message)"])
    }

    @Test func moreThanTwentyFourCurvesIsAProblem() {
        let curves = { (count: Int) in Array(repeating: "x", count: count).joined(separator: ";") + "\n" }
        #expect(TestManifest.problemLines(curves(24), .plainList) == [])
        #expect(TestManifest.problemLines(curves(25), .plainList) == ["plots.txt:1:1: line 1.curves: has 25 curves; a plot may have at most 24"])
    }

    @Test func areasPointsAndLinesAreForGalleryJSON() {
        #expect(TestManifest.problemLines("x | areas=[{\"under\": 0}] xMax=3\nx | Points=1\n", .plainList) == [
            "plots.txt:1:5: line 1.areas: areas, points, lines and sums are for gallery.json; the plain-text list has only curves (separated by ';')",
            "plots.txt:2:5: line 2.Points: areas, points, lines and sums are for gallery.json; the plain-text list has only curves (separated by ';')",
        ])
        #expect(TestManifest.problemLines("x | curves=2\n", .plainList) == [
            "plots.txt:1:5: line 1.curves: write several curves before the '|', separated by ';', as in sin(x); cos(x) | title=\"Waves\""])
        // The hint lists only what the plain list can say.
        #expect(TestManifest.problemLines("x | colour=red\n", .plainList) == [
            "plots.txt:1:5: line 1: unknown key \"colour\" (known keys: expression, xMin, xMax, yMin, yMax, samples, title, slug, featured, notes, pointsOfInterest, aspect, xTicks, yTicks, xLabel, yLabel)"])
    }
}
