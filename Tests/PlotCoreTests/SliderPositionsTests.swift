import Testing
@testable import PlotCore

/// Where the fit looks at a plot's sliders (``SliderPositions``, docs/manifest.md#frames): the parameters' own values,
/// then a grid of values on the sliders' steps from min to max, within the budget.
@Suite struct SliderPositionsTests {
    @Test func valuesPerSliderShrinkWithTheirNumber() {
        #expect((1...8).map(SliderPositions.valuesPerParameter) == [9, 5, 3, 2, 2, 2, 2, 2])
    }

    @Test func oneSliderIsLookedAtNineTimesFromMinToMaxOnItsSteps() {
        let a = Parameter(name: "a", value: 1, min: 0, max: 3)  // step 0.02
        let positions = SliderPositions.positions(of: [a], varying: ["a"]).map { $0["a"]! }
        #expect(positions == [1, 0, 0.38, 0.76, 1.12, 1.5, 1.88, 2.26, 2.62, 3])
    }

    @Test func anIntegerSliderIsLookedAtOnItsWholeNumbers() {
        let n = Parameter(name: "n", value: 1, min: 1, max: 5, step: 1)
        #expect(SliderPositions.positions(of: [n], varying: ["n"]).map { $0["n"]! } == [1, 2, 3, 4, 5])
    }

    @Test func manySlidersKeepWithinTheBudgetAndAlwaysReachTheCorners() {
        let names: [Character] = ["a", "b", "c", "d", "f", "g", "h", "k"]
        for count in 1...names.count {
            let parameters = names.prefix(count).map { Parameter(name: $0, value: 0, min: -1, max: 1) }
            let positions = SliderPositions.positions(of: parameters, varying: Set(names))
            let perParameter = SliderPositions.valuesPerParameter(count)
            #expect(positions.count <= max(SliderPositions.budget, 1 << count) + 1, "\(count) sliders")
            #expect(perParameter >= 2 && (perParameter == 2 || Array(repeating: perParameter, count: count).reduce(1, *) <= SliderPositions.budget))
            // Every corner of the box of parameters is among them.
            let corner = Dictionary(uniqueKeysWithValues: names.prefix(count).map { ($0, 1.0) })
            #expect(positions.contains(corner) && positions.contains(corner.mapValues { -$0 }))
        }
    }

    @Test func aParameterNoCurveUsesStaysAtItsValue() {
        let a = Parameter(name: "a", value: 1, min: 0, max: 2)
        let b = Parameter(name: "b", value: 0.5, min: 0, max: 1)
        let positions = SliderPositions.positions(of: [a, b], varying: ["a"])
        #expect(positions.allSatisfy { $0["b"] == 0.5 })
        // a's own value 1 is on its grid (0, 0.26, …, 1, …, 2): nine positions.
        #expect(positions.count == 9 && positions[0] == ["a": 1, "b": 0.5])
    }
}
