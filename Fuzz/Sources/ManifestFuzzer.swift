import PlotCore
import PlotSiteGenerator

/// libFuzzer entry point for the manifest readers, built twice by `Fuzz/run.sh`:
/// with `-D MANIFEST_JSON` it feeds gallery JSON (`manifest-json`), without it the plain list
/// (`manifest-plain`). Every plot's expression is parsed on the way, so both reach PlotCore too, every
/// parametric or polar curve is sampled, and every table's rows are made.
#if MANIFEST_JSON
private let format = ManifestFormat.json
#else
private let format = ManifestFormat.plainList
#endif

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzManifest(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    // `ManifestReader.read` refuses files that are not UTF-8 before parsing; lenient decoding
    // instead lets the fuzzer's byte mutations still reach the parser as text.
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    do {
        let manifest = try ManifestReader.parse(text, file: "fuzz", format: format)
        // Slugs become file names: each must be unique, or one page would overwrite another.
        let slugs = manifest.plots.map(\.slug)
        if Set(slugs).count != slugs.count {
            fatalError("duplicate slugs \(slugs) from \(text.debugDescription)")
        }
        // Parametric and polar curves are sampled, small, over the plot's x-range: whatever their expressions and ranges.
        // A table's rows lie in its range, finite and at most as many as a table may have.
        for plot in manifest.plots {
            if let table = plot.table {
                let rows = table.xs(lower: plot.lowerX, upper: plot.xMax)
                let (low, high) = (table.from ?? plot.lowerX, table.to ?? plot.xMax)
                // A step's last row may pass `to` by the rounding the step's count allows (10⁻¹² of the range).
                let slack = (high - low) * 1e-9
                if rows.isEmpty || rows.count > TableOfValues.maximumRows
                    || !rows.allSatisfy({ $0.isFinite && $0 >= low - slack && $0 <= high + slack }) {
                    fatalError("table rows \(rows.prefix(5))… (\(rows.count)) outside \(low) … \(high) from \(text.debugDescription)")
                }
            }
            guard let viewport = try? Viewport(xMin: plot.lowerX, xMax: plot.xMax, yMin: plot.yMin ?? -plot.xMax, yMax: plot.yMax ?? plot.xMax,
                                               width: 200, height: 120) else { continue }
            for path in plot.compiledPaths.compactMap({ $0 }) { _ = try? ParametricSampler().sample(path, in: viewport) }
        }
    } catch {
        // The messages carry line, column and caret excerpts: format them, as `plotsite check` does.
        _ = error.description
    }
    return 0
}
