import Foundation
import PlotCore

/// The certified drawing of six relations in an 800×500 CSS px view at 2× (1600×1000 device px): interval evaluations,
/// pixels crossed (or inside and on the boundary), undecided pixels, and time to the end: the thread's CPU time (what the
/// drawing costs, whatever else the machine runs) and the wall clock's. The JS counterpart is Benchmarks/implicit-js-bench.mjs.
enum ImplicitBenchmark {
    static let cases: [(label: String, source: String, x: ClosedRange<Double>, y: ClosedRange<Double>)] = [
        // The default gallery's six (DefaultGallery.swift), in the frames its pages draw them in.
        ("circle", "x^2 + y^2 = 4", -4.8...4.8, -3...3),
        ("ellipse", "x^2/9 + y^2/4 = 1", -4.8...4.8, -3...3),
        ("lemniscate", "(x^2 + y^2)^2 = 2(x^2 - y^2)", -2...2, -1.25...1.25),
        ("folium", "x^3 + y^3 = 3x y", -4.8...4.8, -3...3),
        ("between y = x² and y = 4", "y >= x^2 and y <= 4", -3...3, -1...6),
        ("system of inequalities", "x + y <= 4 and y < 2x and x >= 0 and y >= 0", -1...5, -1...5),
    ]

    static func run() {
        print("Certified drawing of one relation in an 800×500 CSS px view at 2× (1600×1000 device px), to the end; medians of 9 runs, release build")
        print(Measure.pad("relation", 26) + Measure.padLeft("evals", 9) + Measure.padLeft("pixels", 8) + Measure.padLeft("undecided", 10)
              + Measure.padLeft("CPU ms", 8) + Measure.padLeft("wall ms", 9) + Measure.padLeft("MB", 6))
        for (label, source, x, y) in cases {
            let relation = try! Relation(source)
            let viewport = try! Viewport(xMin: x.lowerBound, xMax: x.upperBound, yMin: y.lowerBound, yMax: y.upperBound, width: 1600, height: 1000)
            // The peak resident memory the drawing adds (its pixel states, vertex codes, edge crossings, lines): the first
            // case's is the largest growth, later cases reuse what earlier ones freed, so each is measured as the
            // process's peak grows past what it was.
            let before = peakResidentBytes()
            let run = ImplicitRun(relation, in: viewport)
            let drawing = run.finish()
            let held = Double(peakResidentBytes() - before) / 1_048_576
            let pixels: Int
            switch drawing {
            case .curve(let curve): pixels = curve.crossed.count
            case .region(let region): pixels = region.inside.count + region.boundary.count
            }
            if CommandLine.arguments.contains("--undecided") {
                for run in drawing.undecided.runs.prefix(12) {
                    let vx = x.lowerBound + (x.upperBound - x.lowerBound) * (Double(run.column) + 0.5) / 1600
                    let vy = y.upperBound - (y.upperBound - y.lowerBound) * (Double(run.row) + 0.5) / 1000
                    print("  undecided at column \(run.column) row \(run.row) ×\(run.count): (\(vx), \(vy))")
                }
            }
            var cpu: [Double] = []
            let time = Measure.median {
                let start = threadTime()
                Measure.sink += Double(ImplicitRun(relation, in: viewport).finish().undecided.count)
                cpu.append(threadTime() - start)
            }
            let cpuTime = cpu.dropFirst().sorted()[cpu.count / 2]
            print(Measure.pad(label, 26) + Measure.padLeft("\(run.evaluations)", 9) + Measure.padLeft("\(pixels)", 8)
                  + Measure.padLeft("\(drawing.undecided.count)", 10) + Measure.padLeft(Measure.fixed(cpuTime * 1e3), 8)
                  + Measure.padLeft(Measure.fixed(time * 1e3), 9) + Measure.padLeft(Measure.fixed(held), 6))
        }
        print("goal: ≤ 50 ms each, fully refined; ≤ 32 MB")
    }

    /// Seconds of CPU this thread has used.
    static func threadTime() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}

/// The process's peak resident memory so far (VmHWM of /proc/self/status), in bytes.
private func peakResidentBytes() -> Int {
    let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
    let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") } ?? ""
    return (Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0) * 1024
}
