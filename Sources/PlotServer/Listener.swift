import Glibc

/// Creates the listening socket: resolve the host, bind, listen, and learn the port actually bound.
enum Listener {
    /// A listening, non-blocking socket and its port.
    ///
    /// `host` is an IPv4 or IPv6 address, or `localhost` (taken as 127.0.0.1). Names are not looked up:
    /// a preview server has no business waiting on DNS at startup, and an address is what `--host` means.
    static func open(host: String, port: UInt16) throws(PreviewServerError) -> (socket: Int32, port: UInt16) {
        let address = host.lowercased() == "localhost" ? "127.0.0.1" : host
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        hints.ai_flags = AI_PASSIVE | AI_NUMERICSERV | AI_NUMERICHOST
        var list: UnsafeMutablePointer<addrinfo>?
        let status = getaddrinfo(address, String(port), &hints, &list)
        guard status == 0, let list else {
            throw .invalidHost(host, reason: "not an IP address (use 127.0.0.1, 0.0.0.0 or one of this machine's addresses)")
        }
        defer { freeaddrinfo(list) }

        var addresses: [addrinfo] = []
        var cursor: UnsafeMutablePointer<addrinfo>? = list
        while let entry = cursor {
            addresses.append(entry.pointee)
            cursor = entry.pointee.ai_next
        }
        addresses.sort { $0.ai_family == AF_INET && $1.ai_family != AF_INET }

        var lastError = PreviewServerError.invalidHost(host, reason: "no usable address")
        for address in addresses {
            do {
                return try bindAndListen(address, host: host, port: port)
            } catch {
                lastError = error
            }
        }
        throw lastError
    }

    private static func bindAndListen(_ address: addrinfo, host: String,
                                      port: UInt16) throws(PreviewServerError) -> (socket: Int32, port: UInt16) {
        let descriptor = socket(address.ai_family, address.ai_socktype | Int32(SOCK_CLOEXEC.rawValue), address.ai_protocol)
        guard descriptor >= 0 else {
            throw .socketFailed(operation: "socket", reason: PreviewServerError.systemReason(errno))
        }
        // SO_REUSEADDR lets a restarted server bind while old connections sit in TIME_WAIT; on Linux it still
        // refuses a port that another socket is listening on, so "port taken" is detected.
        Socket.setOption(descriptor, level: SOL_SOCKET, name: SO_REUSEADDR, value: 1)
        guard bind(descriptor, address.ai_addr, address.ai_addrlen) == 0 else {
            let code = errno
            close(descriptor)
            if code == EADDRINUSE { throw .portInUse(host: host, port: port) }
            throw .socketFailed(operation: "bind to \(host):\(port)", reason: PreviewServerError.systemReason(code))
        }
        guard listen(descriptor, SOMAXCONN) == 0 else {
            let code = errno
            close(descriptor)
            throw .socketFailed(operation: "listen", reason: PreviewServerError.systemReason(code))
        }
        // Non-blocking so that accept never waits for a client that vanished between poll and accept.
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)

        guard let boundPort = localPort(of: descriptor) else {
            close(descriptor)
            throw .socketFailed(operation: "getsockname", reason: PreviewServerError.systemReason(errno))
        }
        return (descriptor, boundPort)
    }

    /// The port a socket is bound to (the one the system chose when asked for port 0).
    static func localPort(of descriptor: Int32) -> UInt16? {
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let status = withUnsafeMutablePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        guard status == 0 else { return nil }
        switch Int32(storage.ss_family) {
        case AF_INET:
            return withUnsafePointer(to: &storage) {
                $0.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { UInt16(bigEndian: $0.pointee.sin_port) }
            }
        case AF_INET6:
            return withUnsafePointer(to: &storage) {
                $0.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { UInt16(bigEndian: $0.pointee.sin6_port) }
            }
        default:
            return nil
        }
    }
}
