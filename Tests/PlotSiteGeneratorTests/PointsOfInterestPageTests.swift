import Foundation
import PlotCore
import Testing
@testable import PlotSiteGenerator

/// The list of points of interest a plot page carries from the build, so without JavaScript too
/// (docs/site.md#points-of-interest, docs/hooks.md#points-of-interest), and the manifest's `pointsOfInterest` that turns it off.
@Suite struct PointsOfInterestPageTests {
    /// (hook kind, data-x, data-y, data-curve, text) of every listed point, in page order.
    private func listed(_ html: String) -> [(kind: String, x: Double, y: Double, curve: String, text: String)] {
        html.matches(of: /<li data-poi="([a-z -]+)" data-x="([^"]+)" data-y="([^"]+)" data-curve="([0-9 ]+)">([^<]*)<\/li>/).map {
            (String($0.output.1), Double($0.output.2)!, Double($0.output.3)!, String($0.output.4), String($0.output.5))
        }
    }

    @Test func aParabolasRootsMinimumAndInterceptAreListedWithTheirHooks() throws {
        let html = try TestBuild.plotPage(#"{"plots": [{"expression": "x^2 - 2", "slug": "parabola", "xMax": 3}]}"#, slug: "parabola")
        let points = listed(html)
        // The minimum and the y-intercept are one place: one entry, both kinds in its hook.
        #expect(points.map(\.kind) == ["root", "extremum y-intercept", "root"])
        #expect(points.map(\.text) == ["Root (−1.41421, 0)", "Minimum and y-intercept (0, −2)", "Root (1.41421, 0)"])
        #expect(abs(points[0].x + 2.0.squareRoot()) <= 1e-12 && abs(points[2].x - 2.0.squareRoot()) <= 1e-12)
        #expect(points.allSatisfy { $0.curve == "0" })
        #expect(html.contains("<span class=\"plot-poi-range\" data-poi-range>x from −3 to 3</span>"))
        #expect(html.contains("<section class=\"plot-poi-group\" data-poi-group=\"0\">"))
    }

    @Test func crossingCurvesAreListedAsAPairWithBothIndices() throws {
        let html = try TestBuild.plotPage(#"""
            {"plots": [{"slug": "crossing", "xMin": 0, "xMax": 6.283185307179586,
                        "curves": [{"expression": "sin(x)", "label": "sine"}, {"expression": "cos(x)"}]}]}
            """#, slug: "crossing")
        let crossings = listed(html).filter { $0.kind == "intersection" }
        #expect(crossings.map(\.curve) == ["0 1", "0 1"])
        #expect(crossings.map(\.text) == ["At (0.785398, 0.707107)", "At (3.92699, −0.707107)"])
        #expect(abs(crossings[0].x - Double.pi / 4) <= 1e-12 && abs(crossings[1].x - 5 * Double.pi / 4) <= 1e-12)
        #expect(html.contains("<span>sine and y = cos(x) cross</span>"))
    }

    @Test func pointsAtOnePlaceAreOneEntryInEveryLanguage() throws {
        let html = try TestBuild.plotPage(#"{"plots": [{"expression": "x^2", "slug": "square"}]}"#, slug: "square")
        #expect(listed(html).map(\.text) == ["Root, minimum and y-intercept (0, 0)"])
        #expect(listed(html).map(\.kind) == ["root extremum y-intercept"])
        let german = try TestBuild.plotPage(#"{"language": "de", "plots": [{"expression": "x^2", "slug": "square"}]}"#, slug: "square")
        #expect(listed(german).map(\.text) == ["Nullstelle, Minimum und y-Achsenabschnitt (0; 0)"])
    }

    /// The entries inside a group's "and N more" (its `<details>`), and its summary.
    private func opened(_ html: String) -> (summary: String, entries: [String], unlisted: String?)? {
        guard let details = html.firstMatch(of: /<details class="plot-poi-more"><summary>([^<]*)<\/summary>(.*?)<\/details>/) else { return nil }
        let inside = String(details.output.2)
        return (String(details.output.1), listed(inside).map(\.text),
                inside.firstMatch(of: /<p class="plot-poi-unlisted">([^<]*)<\/p>/).map { String($0.output.1) })
    }

    @Test func aGroupShowsItsFirstTenEntriesAndAndNMoreOpensTheRest() throws {
        // sin x on ±20: 13 roots, 12 extrema and the y-intercept (merged with the root at 0): 25 entries.
        let html = try TestBuild.plotPage(#"{"plots": [{"expression": "sin(x)", "slug": "waves", "xMax": 20}]}"#, slug: "waves")
        let shown = try #require(html.firstMatch(of: /<section class="plot-poi-group" data-poi-group="0">[\s\S]*?<ul>(.*?)<\/ul>/))
        #expect(listed(String(shown.output.1)).count == PointsOfInterestList.listedPerGroup)
        let more = try #require(opened(html))
        #expect(more.summary == "and 15 more")
        #expect(more.entries.count == 15 && more.unlisted == nil)
        #expect(more.entries.last == "Root (18.8496, 0)")
        #expect(listed(html).count == 25)
    }

    @Test func theListHoldsTheLastRootOfSincThatTheFirstTenLeaveOut() throws {
        // sin(x)/x on ±10: roots ±π, ±2π, ±3π, four extrema and the hole at (0, 1): eleven entries.
        let html = try TestBuild.plotPage(#"{"plots": [{"expression": "sin(x)/x", "slug": "sinc", "xMax": 10}]}"#, slug: "sinc")
        let more = try #require(opened(html))
        #expect(more.summary == "and 1 more")
        #expect(more.entries == ["Root (9.42478, 0)"])
        #expect(listed(html).map(\.text).contains("Hole at (0, 1)"))
    }

    @Test func aValueAtOnePointIsStatedBesideItsJumpOrHoleAndExactNumbersAreExact() throws {
        let jump = try TestBuild.plotPage(#"{"plots": [{"expression": "{x<0:-x, x<2:x^2, x=2:7, 1}", "slug": "lone", "xMin": -3, "xMax": 3}]}"#,
                                          slug: "lone")
        #expect(listed(jump).map(\.text) == ["Root, minimum and y-intercept (0, 0)", "Jump at x = 2: from 4 to 1, the value 7"])
        #expect(listed(jump).first?.x == 0 && listed(jump).first?.y == 0)
        let hole = try TestBuild.plotPage(#"{"plots": [{"expression": "{x < 2: x^2, x = 2: 7, 4}", "slug": "hole", "xMin": -3, "xMax": 3}]}"#,
                                          slug: "hole")
        #expect(listed(hole).map(\.text) == ["Root, minimum and y-intercept (0, 0)", "Hole at (2, 4); f(2) = 7"])
        #expect(!jump.contains("undefined there") && !hole.contains("undefined there"))
    }

    @Test func jumpsAndHolesAreEntriesOfTheirOwnInEveryLanguage() throws {
        let found = PointsOfInterest(points: [
            PointOfInterest(kind: .yIntercept, x: 0, y: 0, curves: [0]),
            PointOfInterest(kind: .jump, x: 0, y: 0, curves: [0], jump: .init(left: -1, right: 1, value: 0)),
            PointOfInterest(kind: .jump, x: 1, y: 2, curves: [0], jump: .init(left: 1, right: 2, value: 2)),
            PointOfInterest(kind: .jump, x: 1.5, y: -1, curves: [0], jump: .init(left: -1, right: 1, value: nil)),
            PointOfInterest(kind: .hole, x: 2, y: 1.5, curves: [0]),
            PointOfInterest(kind: .hole, x: 2.5, y: 4, curves: [0], loneValue: 7.5),
        ], omitted: [])
        let readable = { (x: Double) in PlotRendering.readable(x) }
        let english = PointsOfInterestList(found: found, curveName: { _ in "f" }, readable: readable, words: .english)
        // A jump at the y-intercept's place is not merged with it: its words say more.
        #expect(english.entries(of: found.points).map { $0.map(\.kind) } == [[.yIntercept], [.jump], [.jump], [.jump], [.hole], [.hole]])
        #expect(english.entries(of: found.points).map(english.text) == [
            "y-intercept (0, 0)", "Jump at x = 0: from −1 to 1, the value 0", "Jump at x = 1: from 1 to 2, the value 2",
            "Jump at x = 1.5: from −1 to 1, undefined there", "Hole at (2, 1.5)", "Hole at (2.5, 4); f(2.5) = 7.5",
        ])
        let germanWords = try Words(language: .de, theme: Theme.embedded().assets)
        let german = PointsOfInterestList(found: found, curveName: { _ in "f" }, readable: { germanWords.localNumber(PlotRendering.readable($0)) },
                                          words: germanWords)
        #expect(german.entries(of: found.points).suffix(3).map(german.text)
            == ["Sprung bei x = 1,5: von −1 auf 1, dort nicht definiert", "Lücke bei (2; 1,5)", "Lücke bei (2,5; 4); f(2,5) = 7,5"])
    }

    @Test func aPoleIsNeverListedAsARoot() throws {
        let html = try TestBuild.plotPage(#"{"plots": [{"expression": "1/x", "slug": "hyperbola"}]}"#, slug: "hyperbola")
        #expect(listed(html).isEmpty)
        #expect(html.contains("<p class=\"plot-poi-none\">None in this range.</p>"))
    }

    @Test func pointsOfInterestFalseLeavesTheListAndTheDotsOut() throws {
        let json = try TestBuild.plotPage(#"{"plots": [{"expression": "x^2 - 2", "slug": "quiet", "pointsOfInterest": false}]}"#, slug: "quiet")
        #expect(!json.contains("data-poi-list"))
        #expect(json.contains("&quot;pointsOfInterest&quot;:false"))
        let plain = try TestBuild.plotPage("x^2 - 2 | slug=quiet pointsOfInterest=false\n", .plainList, slug: "quiet")
        #expect(!plain.contains("data-poi-list"))
        let shown = try TestBuild.plotPage(#"{"plots": [{"expression": "x^2 - 2", "slug": "shown"}]}"#, slug: "shown")
        // Shown, as usual: it goes unsaid (the script's default).
        #expect(shown.contains("data-poi-list=\"graph\"") && !shown.contains("&quot;pointsOfInterest&quot;"))
    }

    @Test func pointsOfInterestMustBeTrueOrFalse() {
        do {
            _ = try ManifestReader.parse(#"{"plots": [{"expression": "x", "pointsOfInterest": "no"}]}"#, file: "gallery.json", format: .json)
            Issue.record("a manifest with pointsOfInterest \"no\" was read")
        } catch {
            #expect(error.problems.map(\.description) == ["gallery.json:1:52: plots[0].pointsOfInterest: must be true or false, not \"no\""])
        }
    }

    @Test func aCurveWithManyRootsListsWhatTheCapKeepsAndSaysHowManyMore() throws {
        let html = try TestBuild.plotPage(#"{"plots": [{"expression": "sin(1/x)", "slug": "wild", "xMax": 1}]}"#, slug: "wild")
        #expect(listed(html).count == PointsOfInterest.cap)
        #expect(!listed(html).filter { $0.kind == "root" }.isEmpty)
        let more = try #require(opened(html))
        #expect(more.entries.count == PointsOfInterest.cap - PointsOfInterestList.listedPerGroup)
        // Those found beyond the first ten, and those beyond the search's cap, which only zooming in lists.
        let unlisted = try #require(more.unlisted?.firstMatch(of: /^(\d+) more not listed: zoom in to see them$/))
        #expect(more.summary == "and \(more.entries.count + Int(unlisted.output.1)!) more")
    }
}
