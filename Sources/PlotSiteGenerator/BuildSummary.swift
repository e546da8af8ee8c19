import Foundation

/// What a finished build produced.
public struct BuildSummary: Sendable {
    public let plotCount: Int
    public let pageCount: Int
    public let byteCount: Int
    public let seconds: Double
    public let output: URL
    /// Files and folders of the previous site that PlotSite did not write and carried into the new one
    /// (`CNAME`, `.git`, …), as paths below the site's top.
    public let keptFromPreviousSite: [String]
    /// What the build left out and why, one sentence each, for the command to print as warnings:
    /// `…/static/pipe is a named pipe, not a file or folder: skipped`.
    public let warnings: [String]

    /// How many kept names the summary line spells out before it says "and N more".
    static let keptNamesShown = 8

    /// `Built 10 plots (14 pages, 412 KB) into _site in 0.12 s`, and when files were carried over,
    /// `; kept CNAME, .nojekyll, .git from the previous site`.
    public var line: String {
        let size = byteCount >= 1 << 20 ? String(format: "%.1f MB", Double(byteCount) / Double(1 << 20))
            : "\(max(1, byteCount / 1024)) KB"
        let built = "Built \(plotCount) plot\(plotCount == 1 ? "" : "s") (\(pageCount) pages, \(size)) into \(output.path) in "
            + String(format: "%.2f s", seconds)
        guard !keptFromPreviousSite.isEmpty else { return built }
        var names = keptFromPreviousSite.prefix(Self.keptNamesShown).joined(separator: ", ")
        if keptFromPreviousSite.count > Self.keptNamesShown {
            names += " and \(keptFromPreviousSite.count - Self.keptNamesShown) more"
        }
        return built + "; kept \(names) from the previous site"
    }
}
