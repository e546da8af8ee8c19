import Foundation

/// The preview's reload channel: a small same-origin ES module that polls a status URL.
///
/// Polling (rather than Server-Sent Events) fits a server that closes every connection after one response,
/// survives the server restarting, and needs nothing beyond `default-src 'self'` in the CSP. The page learns
/// the site version it was served at from its own script URL (`?v=N`), so a rebuild that finishes between
/// the page load and the first poll still reloads it.
enum LiveReload {
    static let scriptPath = "/__plotsite/live-reload.js"
    static let statusPath = "/__plotsite/status"
    /// Segments of the reserved folder: requests below it never reach the site's files.
    static let reservedSegment = "__plotsite"

    /// The tag added before `</body>` of HTML pages, carrying the site version the page was served at.
    static func scriptTag(version: Int) -> String {
        "<script type=\"module\" src=\"\(scriptPath)?v=\(version)\"></script>"
    }

    /// `html` with the script tag inserted before the last `</body>` (case-insensitive), or appended when
    /// there is none.
    static func injectingScript(into html: [UInt8], version: Int) -> [UInt8] {
        let tag = Array(scriptTag(version: version).utf8)
        let closingBody = Array("</body>".utf8)
        var index = html.count - closingBody.count
        while index >= 0 {
            if html[index] == UInt8(ascii: "<"),
               zip(html[index..<index + closingBody.count], closingBody).allSatisfy({ asciiLowercased($0) == $1 }) {
                return Array(html[..<index]) + tag + Array(html[index...])
            }
            index -= 1
        }
        return html + tag
    }

    private static func asciiLowercased(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
    }

    /// What `/__plotsite/status` answers: `{"error":null,"version":3}`.
    struct Status: Encodable, Equatable, Sendable {
        /// Bumped by every `siteDidChange()`.
        var version: Int
        /// The last build error, or nil when the last build succeeded.
        var error: String?

        var json: [UInt8] {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            // Encoding an Int and a String cannot fail; the fallback keeps pages polling if it somehow does.
            return Array((try? encoder.encode(self)) ?? Data("{}".utf8))
        }

        // Written by hand so that a nil error is sent as `null` rather than left out.
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(version, forKey: .version)
            try container.encode(error, forKey: .error)
        }

        private enum CodingKeys: String, CodingKey { case version, error }
    }

    /// The module itself. No innerHTML, no inline styles in markup: the overlay's text goes through
    /// textContent and its looks through element.style (CSSOM), which `style-src 'self'` allows.
    static let script = #"""
    // PlotSite preview: reloads the page when the site is rebuilt, shows build errors.
    // Served only by `plotsite serve`; never part of a built site.
    const STATUS_URL = "/__plotsite/status";
    const POLL_MS = 500;
    const servedVersion = Number(new URL(import.meta.url).searchParams.get("v") ?? "NaN");
    let overlay = null;

    function showError(text) {
      if (!overlay) {
        overlay = document.createElement("div");
        overlay.id = "plotsite-build-error";
        overlay.setAttribute("role", "alert");
        const s = overlay.style;
        s.position = "fixed";
        s.left = "0";
        s.right = "0";
        s.bottom = "0";
        s.zIndex = "2147483647";
        s.maxHeight = "60vh";
        s.overflow = "auto";
        s.margin = "0";
        s.padding = "12px 16px";
        s.background = "#7f1d1d";
        s.color = "#ffffff";
        s.font = "13px/1.45 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace";
        s.whiteSpace = "pre-wrap";
        s.boxShadow = "0 -2px 8px rgba(0, 0, 0, 0.3)";
        (document.body ?? document.documentElement).appendChild(overlay);
      }
      const message = "Build failed \u2014 showing the last good site.\n\n" + text;
      if (overlay.textContent !== message) overlay.textContent = message;
    }

    function clearError() {
      if (overlay) {
        overlay.remove();
        overlay = null;
      }
    }

    async function poll() {
      try {
        const response = await fetch(STATUS_URL, { cache: "no-store" });
        if (response.ok) {
          const status = await response.json();
          if (Number.isFinite(servedVersion) && status.version !== servedVersion) {
            location.reload();
            return;
          }
          if (typeof status.error === "string" && status.error !== "") showError(status.error);
          else clearError();
        }
      } catch {
        // The server is restarting or gone: keep trying quietly.
      }
      setTimeout(poll, POLL_MS);
    }

    poll();

    """#
}
