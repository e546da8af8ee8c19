import Foundation
import PlotCore

/// Per plot of 800×500 CSS px at 2× (1600×1000 device px): evaluations, path points and time, next
/// to the floor of evaluating the function once per device-pixel column (what any plotter that
/// looks at every pixel pays), one x at a time and as a block.
enum SamplerBenchmark {
    struct Case: Sendable {
        let source: String
        let xMax: Double

        /// The expression and its x-range, as the table shows it (`tan(x) ±1000`).
        var label: String { "\(source) ±\(xMax == xMax.rounded() ? String(Int(xMax)) : String(xMax))" }
    }

    static let cases: [Case] = [
        Case(source: "x^3 - 2.5x^2 + 3.1x - 13.3", xMax: 4),
        Case(source: "sin(x)+cos(2x)-tan(3x)", xMax: 0.25),
        Case(source: "√(x³+x²+2.5x+23)", xMax: 4),
        Case(source: "ln(x²+2πx+23)", xMax: 4),
        Case(source: "tan(x)", xMax: 10),
        Case(source: "1/x", xMax: 5),
        Case(source: "floor(x)", xMax: 5),
        Case(source: "sin(1/x)", xMax: 1),
        // Piecewise, with their endpoints: a jump, a hole, a condition with two boundaries.
        Case(source: "{x < 1: x², 3 - x}", xMax: 4),
        Case(source: "(x²-1)/(x-1)", xMax: 4),
        Case(source: "{x² < 2: sin(3x), x/2}", xMax: 4),
        // Zoomed far out: every column is a band (20 periods of sin, a pole every 2.5 columns of tan).
        Case(source: "sin(x)", xMax: 100_000),
        Case(source: "tan(x)", xMax: 1000),
    ]

    static func profile() {
        let function = try! Expression(cases[0].source).compiled()
        let viewport = try! Viewport(xMin: -4, xMax: 4, yMin: -130, yMax: 130, width: 1600, height: 1000)
        for _ in 0..<200 { Measure.sink += Double(try! Sampler().sample(function, in: viewport).pointCount) }
    }

    static func run() {
        let (width, height) = (1600.0, 1000.0)
        let columns = Int(width)
        print("Sampling one 800×500 CSS px plot at 2× (1600×1000 device px), auto mode, endpoints included; medians of 9 runs × 50 plots, release build")
        print(Measure.pad("expression", 34) + Measure.padLeft("evals", 7) + Measure.padLeft("points", 8)
              + Measure.padLeft("µs/plot", 9) + Measure.padLeft("floor 1×1", 10) + Measure.padLeft("floor blk", 10)
              + Measure.padLeft("÷1×1", 7) + Measure.padLeft("÷blk", 7))
        for benchmarkCase in cases {
            let function = try! Expression(benchmarkCase.source).compiled()
            let yMax = Fit.yMax(of: function, xMin: -benchmarkCase.xMax, xMax: benchmarkCase.xMax, samples: Fit.autoSampleCount)
            let viewport = try! Viewport(xMin: -benchmarkCase.xMax, xMax: benchmarkCase.xMax, yMin: -yMax, yMax: yMax,
                                         width: width, height: height)
            let sampler = Sampler()
            let result = try! sampler.sample(function, in: viewport)
            let repeats = 50
            let plot = Measure.median {
                for _ in 0..<repeats { Measure.sink += Double(try! sampler.sample(function, in: viewport).pointCount) }
            } / Double(repeats)
            let xs = (0...columns).map { -benchmarkCase.xMax + 2 * benchmarkCase.xMax * Double($0) / Double(columns) }
            var ys = [Double](repeating: 0, count: xs.count)
            let floorSingle = Measure.median {
                for _ in 0..<repeats {
                    var sum = 0.0
                    for x in xs { sum += function.evaluate(at: x) }
                    Measure.sink += sum
                }
            } / Double(repeats)
            let floorBlock = Measure.median {
                for _ in 0..<repeats {
                    xs.withUnsafeBufferPointer { input in ys.withUnsafeMutableBufferPointer { function.evaluate(input, into: $0) } }
                    Measure.sink += ys[0]
                }
            } / Double(repeats)
            print(Measure.pad(benchmarkCase.label, 34) + Measure.padLeft("\(result.evaluations)", 7)
                  + Measure.padLeft("\(result.pointCount)", 8) + Measure.padLeft(Measure.fixed(plot * 1e6), 9)
                  + Measure.padLeft(Measure.fixed(floorSingle * 1e6), 10) + Measure.padLeft(Measure.fixed(floorBlock * 1e6), 10)
                  + Measure.padLeft(Measure.fixed(plot / floorSingle, 2) + "×", 7)
                  + Measure.padLeft(Measure.fixed(plot / floorBlock, 1) + "×", 7))
        }
        print("goals (seed equations, tan x, piecewise): ≤ 500 µs per plot, ≤ 3× the floor, ≤ 4000 path points")
        print("goals (zoomed out, drawn as bands: sin x on ±100000, tan x on ±1000): ≤ 2 ms per plot")
    }
}
