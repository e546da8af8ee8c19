import Foundation

/// The small file inside every site PlotSite builds (docs/architecture.md#safety). Its presence makes the folder safe to
/// replace; its lines list the files the build wrote, so that the next build can tell them from files
/// someone else put into the site (`CNAME`, `.nojekyll`, a `.git` folder), which it carries over.
///
/// ```
/// # plotsite site: the next build replaces this folder. Files not listed here were put in by
/// # someone else; the next build carries them into the new site.
/// 404.html
/// css/site.css
/// ```
struct SiteMarker: Equatable {
    /// The marker's file name, at the top of the site.
    static let fileName = ".plotsite-site"
    /// The first line of a marker that lists files; older sites carry a marker without a list.
    static let header = "# plotsite site: the next build replaces this folder. Files not listed here were put in by"

    /// The files a build wrote, as paths below the site's top (`plots/sine.html`); nil for a site
    /// from a PlotSite version that did not record them.
    let writtenFiles: Set<String>?

    /// The marker of a site whose build wrote `files`.
    init(writtenFiles: Set<String>?) {
        self.writtenFiles = writtenFiles
    }

    /// The marker of the site in `folder`; nil when there is none (not a PlotSite site).
    static func read(inSite folder: URL) -> SiteMarker? {
        guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(fileName).path) else { return nil }
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: true)
        guard lines.first.map(String.init) == header else { return SiteMarker(writtenFiles: nil) }
        return SiteMarker(writtenFiles: Set(lines.filter { !$0.hasPrefix("#") }.map(String.init)))
    }

    /// The file's text: the header, then one path a line, sorted.
    var text: String {
        var text = Self.header + "\n# someone else; the next build carries them into the new site.\n"
        for path in (writtenFiles ?? []).sorted() { text += path + "\n" }
        return text
    }
}
