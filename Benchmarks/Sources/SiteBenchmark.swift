import Foundation
import PlotSiteGenerator

/// Builds a generated 1 000-plot gallery: wall time, peak memory, bytes per plot page.
enum SiteBenchmark {
    static let expressions = [
        "x^3 - 2.5x^2 + 3.1x - 13.3", "sin(x)+cos(2x)-tan(3x)", "√(x³+x²+2.5x+23)", "ln(x²+2πx+23)", "tan(x)",
        "1/x", "floor(x)", "√(1-x²)", "sin(x)/x", "exp(-x^2)", "x^(1/3)", "abs(x) - 2", "atan(10x)", "1/(x-1)^2",
    ]

    static func manifestText(plots: Int) -> String {
        var text = "# title: Benchmark gallery\n"
        for i in 0..<plots {
            let expression = expressions[i % expressions.count]
            let xMax = [4, 0.25, 10, 5, 2, 20][i % 6]
            let samples = i % 3 == 0 ? "samples=200" : ""
            text += "\(expression) | xMax=\(xMax) \(samples) title=\"Plot \(i + 1)\" featured=\(i % 10 == 0)\n"
        }
        return text
    }

    static func run() {
        let count = 1000
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plotsite-bench-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let manifest = try! ManifestReader.parse(manifestText(plots: count), file: "bench.txt", isJSON: false)
        let output = folder.appendingPathComponent("site")
        var times: [Double] = []
        var summary: BuildSummary?
        for _ in 0..<5 {
            let start = DispatchTime.now().uptimeNanoseconds
            summary = try! SiteBuilder(manifest: manifest, theme: .embedded(), output: output).build()
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        let peakMB = Double(usage.ru_maxrss) / 1024  // ru_maxrss is in KiB on Linux
        let plotsFolder = output.appendingPathComponent("plots")
        let files = (try? FileManager.default.contentsOfDirectory(atPath: plotsFolder.path)) ?? []
        func size(_ name: String) -> Int {
            ((try? FileManager.default.attributesOfItem(atPath: plotsFolder.appendingPathComponent(name).path)[.size]) as? Int) ?? 0
        }
        let pages = files.filter { $0.hasSuffix(".html") }, svgs = files.filter { $0.hasSuffix(".svg") }
        let pageBytes = pages.map(size).reduce(0, +), svgBytes = svgs.map(size).reduce(0, +)
        print("Site build of \(count) plots on \(ProcessInfo.processInfo.activeProcessorCount) cores (release build, embedded theme)")
        print("  wall time, median of 5: \(String(format: "%.2f", times.sorted()[2])) s  (all: \(times.map { String(format: "%.2f", $0) }.joined(separator: ", ")))")
        print("  peak memory (max RSS of this process): \(String(format: "%.0f", peakMB)) MB")
        print("  plot page: \(pageBytes / max(1, pages.count)) bytes of HTML on average; its .svg file: \(svgBytes / max(1, svgs.count)) bytes")
        print("  whole site: \(summary!.byteCount / 1024) KB in \(summary!.pageCount) pages")
        print("goals: ≤ 3 s wall, ≤ 200 MB peak memory")
    }
}
