import Foundation
import PlotCore

/// Per parametric or polar curve in an 800×500 CSS px view at 2× (1600×1000 device px): evaluations (each of x
/// and y, or of r), path points and time. The JS counterpart is the second table of Benchmarks/sampler-js-bench.mjs.
enum ParametricBenchmark {
    struct Case {
        let label: String
        let curve: ParametricCurve
        let xRange: ClosedRange<Double>
        let yRange: ClosedRange<Double>
    }

    static func t(_ source: String) -> CompiledExpression { try! Expression(source, variable: .t).compiled() }
    static func θ(_ source: String) -> CompiledExpression { try! Expression(source, variable: .theta).compiled() }

    static let cases: [Case] = [
        Case(label: "circle (cos t, sin t)", curve: ParametricCurve(x: t("cos(t)"), y: t("sin(t)"), from: 0, to: 2 * .pi),
             xRange: -1.6...1.6, yRange: -1...1),
        Case(label: "rose r = cos 3θ", curve: .polar(r: θ("cos(3θ)"), from: 0, to: .pi), xRange: -1.6...1.6, yRange: -1...1),
        Case(label: "Lissajous (sin 3t, sin 2t)", curve: ParametricCurve(x: t("sin(3t)"), y: t("sin(2t)"), from: 0, to: 2 * .pi),
             xRange: -1.6...1.6, yRange: -1.1...1.1),
        Case(label: "cardioid r = 1 + cos θ", curve: .polar(r: θ("1 + cos(θ)"), from: 0, to: 2 * .pi),
             xRange: -1.4...3.4, yRange: -1.5...1.5),
        Case(label: "(t, tan t) ±10", curve: ParametricCurve(x: t("t"), y: t("tan(t)"), from: -10, to: 10),
             xRange: -10...10, yRange: -5...5),
        Case(label: "(t, floor t) 0 … 3", curve: ParametricCurve(x: t("t"), y: t("floor(t)"), from: 0, to: 3),
             xRange: -0.2...3.2, yRange: -0.5...3.5),
        Case(label: "r = floor θ + 1", curve: .polar(r: θ("floor(θ) + 1"), from: 0, to: 2 * .pi),
             xRange: -11.2...11.2, yRange: -7...7),
        Case(label: "sin t {t − ⌊t⌋ < 0.8} 0 … 169", curve: ParametricCurve(x: t("t"), y: t("sin(t) {t - floor(t) < 0.8}"), from: 0, to: 169),
             xRange: -1...170, yRange: -2...2),
        Case(label: "(sin(1/t), t) ±1", curve: ParametricCurve(x: t("sin(1/t)"), y: t("t"), from: -1, to: 1),
             xRange: -1.5...1.5, yRange: -1...1),
    ]

    static func run() {
        print("Sampling one parametric or polar curve in an 800×500 CSS px view at 2× (1600×1000 device px); medians of 9 runs × 50 curves, release build")
        print(Measure.pad("curve", 30) + Measure.padLeft("evals", 7) + Measure.padLeft("points", 8) + Measure.padLeft("µs/curve", 10))
        let sampler = ParametricSampler()
        for benchmarkCase in cases {
            let viewport = try! Viewport(xMin: benchmarkCase.xRange.lowerBound, xMax: benchmarkCase.xRange.upperBound,
                                         yMin: benchmarkCase.yRange.lowerBound, yMax: benchmarkCase.yRange.upperBound, width: 1600, height: 1000)
            let result = try! sampler.sample(benchmarkCase.curve, in: viewport)
            let repeats = 50
            let time = Measure.median {
                for _ in 0..<repeats { Measure.sink += Double(try! sampler.sample(benchmarkCase.curve, in: viewport).pointCount) }
            } / Double(repeats)
            print(Measure.pad(benchmarkCase.label, 30) + Measure.padLeft("\(result.evaluations)", 7)
                  + Measure.padLeft("\(result.pointCount)", 8) + Measure.padLeft(Measure.fixed(time * 1e6), 10))
        }
        print("goal: ≤ 500 µs per curve (circle, rose, Lissajous, cardioid); the unresolvable sin(1/t) only bounded")
    }
}
