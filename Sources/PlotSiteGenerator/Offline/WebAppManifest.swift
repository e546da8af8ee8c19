import Foundation

/// The site's web app manifest (`manifest.webmanifest`): what a phone needs to add the site to its
/// home screen and open it like an app. Every URL in it is relative, so it resolves against the
/// manifest's own address and a site under a sub-path works unchanged.
struct WebAppManifest: Encodable {
    struct Icon: Encodable, Equatable {
        let src: String
        let sizes: String
        let type: String
        let purpose: String
    }

    let name: String
    let shortName: String
    /// The site's language (`en`, `de`): how a launcher reads the name.
    let lang: String
    let startURL = "./index.html"
    let scope = "./"
    let display = "standalone"
    /// The pages' light background (`--bg` in css/site.css): the splash screen while the app starts.
    let backgroundColor = "#f4f5f7"
    /// The accent (`--accent`), as in the icon: the app's title bar.
    let themeColor = "#0b62d6"
    let icons: [Icon]

    enum CodingKeys: String, CodingKey {
        case name, shortName = "short_name", lang, startURL = "start_url", scope, display
        case backgroundColor = "background_color", themeColor = "theme_color", icons
    }

    /// The icons a theme may have: theme path, sizes, type, purpose. A missing one is left out.
    static let iconFiles = [
        ("icons/icon-192.png", "192x192", "image/png", "any"),
        ("icons/icon-512.png", "512x512", "image/png", "any"),
        ("icons/icon-maskable-512.png", "512x512", "image/png", "maskable"),
        ("icons/icon.svg", "any", "image/svg+xml", "any"),
    ]

    /// A home screen shows about 12 characters under an icon.
    static let shortNameLength = 12

    init(siteTitle: String, language: String = "en", assetPaths: [String: String]) {
        name = siteTitle
        lang = language
        shortName = Self.shortName(of: siteTitle)
        icons = Self.iconFiles.compactMap { path, sizes, type, purpose in
            assetPaths[path].map { Icon(src: $0, sizes: sizes, type: type, purpose: purpose) }
        }
    }

    /// Characters that separate parts of a title: a short name does not end on one.
    static let separators: Set<Character> = ["-", "–", "—", ":", "·", "|", ",", ";", "/"]

    /// The title's first words, as many as fit in `shortNameLength` characters, without a separator
    /// they would end on ("Calculus I — plot gallery" → "Calculus I"); a longer first word stays
    /// whole (a launcher cuts it with an ellipsis, which reads better than a word cut short here).
    static func shortName(of title: String) -> String {
        let words = title.split(whereSeparator: \.isWhitespace)
        guard let first = words.first else { return title }
        var short = String(first)
        for word in words.dropFirst() {
            let longer = "\(short) \(word)"
            guard longer.count <= shortNameLength else { break }
            short = longer
        }
        while let last = short.last, short.count > 1, separators.contains(last) || last.isWhitespace {
            short.removeLast()
        }
        return short
    }

    func json() throws -> Data {
        try OfflineJSON.encode(self)
    }
}
