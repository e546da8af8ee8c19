import Foundation
import Testing
@testable import PlotSiteGenerator

/// The rows of a plot page's table of values: round steps that land on whole numbers, or where the
/// manifest's `table` puts them.
@Suite struct TableOfValuesTests {
    @Test func roundStepsLandOnWholeNumbers() {
        let rows = TableOfValues().xs(lower: -3, upper: 3)
        #expect(rows == [-3, -2.5, -2, -1.5, -1, -0.5, 0, 0.5, 1, 1.5, 2, 2.5, 3])
        #expect(TableOfValues().xs(lower: -5, upper: 5).count == 21)
        #expect(TableOfValues().xs(lower: 0, upper: 100).first == 0)
        #expect(TableOfValues().xs(lower: 0, upper: 100)[1] == 5)
    }

    @Test func stepsAreReadAsDecimalsSoNoRowReadsLikePointThreeFourTimesOne() {
        let rows = TableOfValues().xs(lower: 0, upper: 1)
        #expect(rows.count == 21)
        #expect(rows[3] == 0.15)
        #expect(rows.allSatisfy { "\($0)".count <= 4 }, "\(rows)")
        let quarter = TableOfValues().xs(lower: -0.5, upper: 4.5)
        #expect(quarter.contains(2) && quarter.contains(0.25) && quarter.count == 21)
    }

    @Test func aRangeThatIsNotOnTheStepStartsAtItsFirstMultiple() {
        let rows = TableOfValues().xs(lower: -Double.pi, upper: Double.pi)
        #expect(rows.first == -3 && rows.last == 3)
        #expect(rows.count <= TableOfValues.defaultRows + 1)
    }

    @Test func theManifestsTableSetsFromToAndStep() {
        let quarterTurns = TableOfValues(from: 0, to: .pi, step: .pi / 4).xs(lower: -5, upper: 5)
        #expect(quarterTurns.count == 5)
        #expect(quarterTurns.last! == 4 * (Double.pi / 4))
        #expect(TableOfValues(from: 1).xs(lower: -5, upper: 5).first == 1)
        #expect(TableOfValues(step: 2).xs(lower: -5, upper: 5) == [-5, -3, -1, 1, 3, 5])
    }

    @Test func tableProblemsAreLocated() throws {
        func problems(_ table: String) -> [String] {
            TestManifest.problems(TestManifest.gallery("{\"expression\": \"x\", \"table\": \(table)}")).map(\.message)
        }
        #expect(problems(#"{"from": 0, "to": "π", "step": "π/4"}"#) == [])
        #expect(problems(#"{"step": 0.001}"#) == ["gives 10001 rows from -5 to 5; a table has at most 200 (a larger step, or a shorter range)"])
        #expect(problems(#"{"step": -1}"#) == ["must be greater than 0, not -1"])
        #expect(problems(#"{"from": 3, "to": 1}"#)
                == ["the table would run from 3 to 1: from must be less than to (the plot's x-range is -5 … 5)"])
        #expect(problems(#"{"stpe": 1}"#) == ["unknown key \"stpe\" (did you mean \"step\"?)"])
        #expect(problems("[1]") == ["must be an object such as {\"from\": 0, \"to\": 2, \"step\": 0.25}, not a list"])
    }

    /// The page's script writes each row again as the sliders move, at the row's x: the first cell says it
    /// (`−2.5`), and only where its six digits do not (π/4 steps) the row carries data-x.
    @Test func aRowCarriesItsXWhereItsTextDoesNotSayItExactly() {
        #expect(PlotPage.tableXAttribute(-2.5) == "")
        #expect(PlotPage.tableXAttribute(0.1 * 3) == "0.30000000000000004")
        #expect(PlotPage.tableXAttribute(0.3) == "")
        #expect(PlotPage.tableXAttribute(.pi / 4) == "0.7853981633974483")
        #expect(PlotPage.tableXAttribute(1e-7) == "")
        #expect(PlotPage.tableXAttribute(-1234567) == "-1234567")
    }
}
