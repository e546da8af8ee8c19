import Foundation
import PlotSiteGenerator

/// Builds a generated 1 000-plot gallery, then one of 1 000 figures of three curves with an area:
/// wall time, peak memory, bytes per plot page.
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

    /// 1 000 figures as gallery.json: three curves each (the third restricted), one area under the first.
    static func figureManifestText(plots: Int) -> String {
        let figures = (0..<plots).map { i in
            let f = expressions[i % expressions.count], g = expressions[(i + 5) % expressions.count]
            let xMax = [4, 0.25, 10, 5, 2, 20][i % 6]
            return """
                {"title": "Figure \(i + 1)", "xMax": \(xMax), "featured": \(i % 10 == 0),
                 "curves": [{"expression": "\(f)", "label": "f"}, {"expression": "\(g)", "style": "dashed"},
                            {"expression": "x/2 + 1", "from": 0, "to": \(xMax / 2), "style": "dotted"}],
                 "areas": [{"under": 0, "from": \(xMax / 4), "to": \(xMax / 2)}]}
                """
        }
        return "{\"title\": \"Figure benchmark\", \"plots\": [\n" + figures.joined(separator: ",\n") + "\n]}"
    }

    /// Where the sites are built: memory (/dev/shm) where there is one. Five builds of 2 000 files
    /// each, deleted in between, make ext4 slower at creating files with every run (its inode
    /// allocator scans the recently deleted ones: up to a third of the wall time and growing), which
    /// measures the benchmark's own churn rather than the build.
    static let scratchFolder: URL = FileManager.default.fileExists(atPath: "/dev/shm")
        ? URL(fileURLWithPath: "/dev/shm") : FileManager.default.temporaryDirectory

    static func run() {
        let count = 1000
        build(try! ManifestReader.parse(figureManifestText(plots: count), file: "bench.json", format: .json),
              "\(count) figures of 3 curves and an area")
        build(try! ManifestReader.parse(manifestText(plots: count), file: "bench.txt", format: .plainList), "\(count) plots")
        print("built in \(scratchFolder.path); goals: ≤ 3 s wall for each, ≤ 200 MB peak memory")
    }

    private static func build(_ manifest: Manifest, _ name: String) {
        let folder = scratchFolder.appendingPathComponent("plotsite-bench-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
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
        print("Site build of \(name) on \(ProcessInfo.processInfo.activeProcessorCount) cores (release build, embedded theme)")
        print("  wall time, median of 5: \(String(format: "%.2f", times.sorted()[2])) s  (all: \(times.map { String(format: "%.2f", $0) }.joined(separator: ", ")))")
        print("  peak memory (max RSS of this process): \(String(format: "%.0f", peakMB)) MB")
        print("  plot page: \(pageBytes / max(1, pages.count)) bytes of HTML on average; its .svg file: \(svgBytes / max(1, svgs.count)) bytes")
        print("  whole site: \(summary!.byteCount / 1024) KB in \(summary!.pageCount) pages")
    }
}
