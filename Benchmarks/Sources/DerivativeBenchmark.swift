import Foundation
import PlotCore

/// Nanoseconds per point of each expression benchmark's function and of its derivative
/// (`Expression.derivative()`, compiled like any expression): the derivative is meant to cost at
/// most 3× its function per evaluation.
enum DerivativeBenchmark {
    static func run() {
        let count = 100_000
        print("Derivatives, ns per point, block evaluation (median of 9 runs over \(count) points; release build)")
        print(Measure.pad("expression", 30) + Measure.pad("derivative", 46) + Measure.padLeft("f", 7)
              + Measure.padLeft("f′", 7) + Measure.padLeft("f′/f", 8))
        for benchmarkCase in ExpressionBenchmark.cases {
            let expression = try! Expression(benchmarkCase.source)
            let slope = expression.derivative()!
            let step = (benchmarkCase.to - benchmarkCase.from) / Double(count - 1)
            let xs = (0..<count).map { benchmarkCase.from + Double($0) * step }
            var ys = [Double](repeating: 0, count: count)
            func nanoseconds(_ function: CompiledExpression) -> Double {
                let seconds = Measure.median {
                    xs.withUnsafeBufferPointer { input in
                        ys.withUnsafeMutableBufferPointer { output in function.evaluate(input, into: output) }
                    }
                    Measure.sink += ys[count / 2]
                }
                return seconds / Double(count) * 1e9
            }
            let function = nanoseconds(expression.compiled())
            let derivative = nanoseconds(slope.compiled())
            print(Measure.pad(benchmarkCase.source, 30) + Measure.pad(slope.description, 46)
                  + Measure.padLeft(Measure.fixed(function), 7) + Measure.padLeft(Measure.fixed(derivative), 7)
                  + Measure.padLeft(Measure.fixed(derivative / function, 2) + "×", 8))
        }
        print("goal: f′/f ≤ 3×")
    }
}
