import Testing
import PlotCore

/// Ticks at multiples of π: the shared fixture Tests/Fixtures/pi-ticks.json, which
/// Tests/JS/pi-ticks.test.mjs reads too, so that both languages tick and label an axis alike.
@Suite struct PiTicksTests {
    struct Case: Decodable, Sendable {
        let low: Double
        let high: Double
        let minimumSpacing: Double
        let step: Double
        let values: [Double]
        let labels: [String]
    }

    @Test func ticksAndLabelsAreTheFixtures() {
        let cases: [Case] = Fixtures.cases(in: "pi-ticks.json")
        #expect(cases.count > 10)
        for c in cases {
            let ticks = Ticks(low: c.low, high: c.high, minimumSpacing: c.minimumSpacing, kind: .pi)
            #expect(ticks.step == c.step, "\(c.low) … \(c.high)")
            #expect(ticks.values == c.values, "\(c.low) … \(c.high)")
            #expect(ticks.values.map(ticks.label) == c.labels, "\(c.low) … \(c.high)")
        }
    }

    @Test func fractionsAreInLowestTermsWithTheLabelsMinus() {
        let ticks = Ticks(low: -7, high: 7, minimumSpacing: 0.5, kind: .pi)
        #expect(ticks.piFraction?.numerator == 1 && ticks.piFraction?.denominator == 6)
        let text = { (multiple: Double) in ticks.label(multiple * ticks.step) }
        #expect([1.0, 2, 3, 4, 5, 6, 9, 12, -3, -6].map(text) == ["π/6", "π/3", "π/2", "2π/3", "5π/6", "π", "3π/2", "2π", "−π/2", "−π"])
    }

    @Test func piTicksStayPiTicksAtEverySizeUntilFewerThanTwoMultiplesOfAPiTwelfthAreInView() {
        // However much room the labels have (a wide screen), the step only gets finer, down to π/12.
        let fine = Ticks(low: -1, high: 1, minimumSpacing: 1e-6, kind: .pi).piFraction
        #expect(fine?.numerator == 1 && fine?.denominator == 12)
        #expect(Ticks(low: 0.2, high: 0.6, minimumSpacing: 0.01, kind: .pi).values.count == 2)
        // 0.1 … 0.5 holds π/12 alone: decimal, as a range of none.
        #expect(Ticks(low: 0.1, high: 0.5, minimumSpacing: 0.1, kind: .pi) == Ticks(low: 0.1, high: 0.5, minimumSpacing: 0.1))
        #expect(Ticks(low: 3.1, high: 3.2, minimumSpacing: 0.02, kind: .pi).piFraction == nil)
    }

    @Test func reachingFarTheAxisIsDecimal() {
        #expect(Ticks(low: 4000, high: 4100, minimumSpacing: 10, kind: .pi).piFraction == nil)
        #expect(Ticks(low: -50, high: 50, minimumSpacing: 7, kind: .pi).step == 4 * Double.pi)
    }
}
