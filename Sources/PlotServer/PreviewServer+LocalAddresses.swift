import Glibc

extension PreviewServer {
    /// The IPv4 addresses of this machine's network interfaces that are up, loopback excluded, e.g.
    /// `["192.168.1.23"]`: what to print after `--host 0.0.0.0` so a phone on the same network can open
    /// `http://ADDRESS:PORT/`. Sorted, without duplicates; empty when the machine has no network.
    public static func localAddresses() -> [String] {
        var list: UnsafeMutablePointer<ifaddrs>?
        guard getifaddrs(&list) == 0, let list else { return [] }
        defer { freeifaddrs(list) }

        var addresses: Set<String> = []
        var cursor: UnsafeMutablePointer<ifaddrs>? = list
        while let entry = cursor {
            cursor = entry.pointee.ifa_next
            let flags = Int32(bitPattern: entry.pointee.ifa_flags)
            guard flags & Int32(IFF_UP) != 0, flags & Int32(IFF_LOOPBACK) == 0,
                  let address = entry.pointee.ifa_addr, Int32(address.pointee.sa_family) == AF_INET
            else { continue }
            var text = [CChar](repeating: 0, count: Int(INET_ADDRSTRLEN))
            let converted = address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { ipv4 in
                var raw = ipv4.pointee.sin_addr
                return inet_ntop(AF_INET, &raw, &text, socklen_t(text.count)) != nil
            }
            if converted {
                addresses.insert(String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
            }
        }
        return addresses.sorted()
    }
}
