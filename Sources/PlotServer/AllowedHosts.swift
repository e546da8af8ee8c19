import Glibc

/// The names a request may be addressed to (its `Host` field), so that a web page elsewhere cannot read the preview
/// through DNS rebinding: a page of `attacker.example` whose name the attacker points at 127.0.0.1 sends
/// `Host: attacker.example`, and is answered 421 (docs/site.md#the-preview-server).
///
/// Allowed: `localhost`, `127.0.0.1` and `[::1]`, the `--host` address listened on, and, when that is a
/// wildcard (`0.0.0.0`, `::`), this machine's own addresses, as printed for phones on the network; each with
/// or without a port. A request without `Host` (HTTP/1.0 allows that) is answered: no browser sends one, so it
/// cannot come from a web page.
struct AllowedHosts: Sendable {
    /// Lowercased names and addresses in their canonical text (`::1`, not `0:0:0:0:0:0:0:1`), without brackets.
    private let names: Set<String>
    /// Whether this machine's addresses are allowed too (the server listens on all of them).
    private let includesLocalAddresses: Bool

    /// The hosts allowed for a server listening on `listeningHost` (an address, or `localhost`).
    init(listeningOn listeningHost: String) {
        let listening = Self.canonical(listeningHost.lowercased())
        includesLocalAddresses = listening == "0.0.0.0" || listening == "::"
        names = Set(["localhost", "127.0.0.1", "::1"] + (includesLocalAddresses ? [] : [listening]))
    }

    /// Whether a request with this `Host` value (nil when it has none) is answered.
    func allows(_ hostField: String?) -> Bool {
        guard let hostField else { return true }
        guard let name = Self.name(inHostField: hostField) else { return false }
        if names.contains(name) { return true }
        // Looked up per request rather than once: a laptop's address changes when it changes networks.
        return includesLocalAddresses && PreviewServer.localAddresses().contains(name)
    }

    /// The host of `host[:port]` or `[v6]:port`, lowercased and canonical; nil when the field is malformed.
    static func name(inHostField field: String) -> String? {
        let field = field.lowercased()
        var host = Substring(field), port: Substring?
        if field.hasPrefix("[") {
            guard let close = field.firstIndex(of: "]") else { return nil }
            host = field[field.index(after: field.startIndex)..<close]
            let rest = field[field.index(after: close)...]
            if !rest.isEmpty {
                guard rest.first == ":" else { return nil }
                port = rest.dropFirst()
            }
            guard host.contains(":") else { return nil }  // brackets hold an IPv6 address only
        } else if let colon = field.firstIndex(of: ":") {
            host = field[..<colon]
            port = field[field.index(after: colon)...]
        }
        if let port, port.isEmpty || port.count > 5 || !port.allSatisfy(\.isASCIIDigitCharacter) { return nil }
        guard !host.isEmpty else { return nil }
        return canonical(String(host))
    }

    /// An IP address in the system's canonical text; anything else as given.
    private static func canonical(_ host: String) -> String {
        var ipv6 = in6_addr()
        guard host.contains(":"), inet_pton(AF_INET6, host, &ipv6) == 1 else { return host }
        var text = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN))
        guard inet_ntop(AF_INET6, &ipv6, &text, socklen_t(text.count)) != nil else { return host }
        return String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

extension Character {
    fileprivate var isASCIIDigitCharacter: Bool { ("0"..."9").contains(self) }
}
