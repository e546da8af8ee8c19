import Foundation
import PlotCore

/// Nanoseconds per point: the expression engine (one x at a time, and a block of x at a time)
/// against the same formula written in Swift by hand, the physical limit.
enum ExpressionBenchmark {
    struct Case: Sendable {
        let source: String
        let from: Double
        let to: Double
    }

    static let cases: [Case] = [
        Case(source: "x^3 - 2.5x^2 + 3.1x - 13.3", from: -4, to: 4),
        Case(source: "sin(x)+cos(2x)-tan(3x)", from: -0.25, to: 0.25),
        Case(source: "√(x³+x²+2.5x+23)", from: -4, to: 4),
        Case(source: "ln(x²+2πx+23)", from: -4, to: 4),
        Case(source: "tan(x)", from: -10, to: 10),
        Case(source: "{x < 1: x², 3 − x}", from: -4, to: 4),
    ]

    /// Case `index`'s formula written in Swift: one loop each, so the compiler inlines everything.
    static func handWritten(_ index: Int, _ xs: [Double], into ys: UnsafeMutableBufferPointer<Double>) {
        switch index {
        case 0: for i in xs.indices { let x = xs[i]; ys[i] = x * x * x - 2.5 * (x * x) + 3.1 * x - 13.3 }
        case 1: for i in xs.indices { let x = xs[i]; ys[i] = sin(x) + cos(2 * x) - tan(3 * x) }
        case 2: for i in xs.indices { let x = xs[i]; ys[i] = (x * x * x + x * x + 2.5 * x + 23).squareRoot() }
        case 3: for i in xs.indices { let x = xs[i]; ys[i] = log(x * x + 2 * Double.pi * x + 23) }
        case 4: for i in xs.indices { ys[i] = tan(xs[i]) }
        default: for i in xs.indices { let x = xs[i]; ys[i] = x < 1 ? x * x : 3 - x }
        }
    }

    static func run() {
        let count = 100_000
        print("Expression evaluation, ns per point (median of 9 runs over \(count) points; release build)")
        print(Measure.pad("expression", 30) + Measure.padLeft("single", 9) + Measure.padLeft("block", 9)
              + Measure.padLeft("by hand", 9) + Measure.padLeft("block/hand", 12))
        for (index, benchmarkCase) in cases.enumerated() {
            let function = try! Expression(benchmarkCase.source).compiled()
            let step = (benchmarkCase.to - benchmarkCase.from) / Double(count - 1)
            let xs = (0..<count).map { benchmarkCase.from + Double($0) * step }
            var ys = [Double](repeating: 0, count: count)

            let single = Measure.median {
                var sum = 0.0
                for x in xs { sum += function.evaluate(at: x) }
                Measure.sink += sum
            }
            let block = Measure.median {
                xs.withUnsafeBufferPointer { input in
                    ys.withUnsafeMutableBufferPointer { output in function.evaluate(input, into: output) }
                }
                Measure.sink += ys[count / 2]
            }
            let hand = Measure.median {
                ys.withUnsafeMutableBufferPointer { output in handWritten(index, xs, into: output) }
                Measure.sink += ys[count / 2]
            }
            let perPoint = { (seconds: Double) in seconds / Double(count) * 1e9 }
            print(Measure.pad(benchmarkCase.source, 30)
                  + Measure.padLeft(Measure.fixed(perPoint(single)), 9)
                  + Measure.padLeft(Measure.fixed(perPoint(block)), 9)
                  + Measure.padLeft(Measure.fixed(perPoint(hand)), 9)
                  + Measure.padLeft(Measure.fixed(block / hand, 2) + "×", 12))
        }
        print("goals: single ≤ 50 ns; block ≤ 2× by hand")
    }
}
