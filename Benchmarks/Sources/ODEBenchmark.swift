import Foundation
import PlotCore

/// Microseconds per solution of dy/dx = f(x, y) across a frame (docs/sampling.md#differential-equations), for
/// Benchmarks/bench_ode.py: reads its cases (`[{"name", "f", "through": [x, y], "frame": [xMin, xMax, yMin, yMax],
/// "size": [w, h]}, …]`) from a JSON file and prints one JSON line per case: name, points, median µs.
enum ODEBenchmark {
    struct Case: Decodable {
        let name: String
        let f: String
        let through: [Double]
        let frame: [Double]
        let size: [Double]
    }

    static func run(_ path: String?) {
        guard let path, let data = FileManager.default.contents(atPath: path),
              let cases = try? JSONDecoder().decode([Case].self, from: data) else {
            print("usage: plotsite-benchmarks ode CASES.json (Benchmarks/bench_ode.py writes it)")
            exit(2)
        }
        for c in cases {
            let f = try! ODERightSide(c.f).slope()
            let frame = try! Viewport(xMin: c.frame[0], xMax: c.frame[1], yMin: c.frame[2], yMax: c.frame[3], width: c.size[0], height: c.size[1])
            let point = Point(x: c.through[0], y: c.through[1])
            let solution = ODESolution.solve(f, through: point, in: frame)
            let repeats = 5
            let time = Measure.median { for _ in 0..<repeats { Measure.sink += Double(ODESolution.solve(f, through: point, in: frame).segments.count) } }
            let line: [String: Any] = ["name": c.name, "points": solution.segments.first?.count ?? 0, "us": time / Double(repeats) * 1e6]
            print(String(decoding: try! JSONSerialization.data(withJSONObject: line), as: UTF8.self))
        }
    }
}
