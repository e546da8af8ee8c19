import Glibc

/// Blocking-socket helpers with deadlines, shared by the listener and the connections.
enum Socket {
    enum Readiness { case ready, timedOut, failed }

    /// Waits until `descriptor` has data (or end of stream, or an error) to read, or `deadline` passes.
    static func waitReadable(_ descriptor: Int32, until deadline: ContinuousClock.Instant) -> Readiness {
        while true {
            let remaining = deadline - .now
            if remaining <= .zero { return .timedOut }
            var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let result = poll(&entry, 1, milliseconds(remaining))
            if result > 0 { return .ready }
            if result == 0 { continue }  // the loop head decides whether the deadline really passed
            if errno == EINTR { continue }
            return .failed
        }
    }

    /// Sends all of `bytes`; false if the peer went away or `deadline` passed.
    /// `MSG_NOSIGNAL`: a peer that closed early gives EPIPE here instead of killing the process with SIGPIPE.
    static func sendAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer,
                        until deadline: ContinuousClock.Instant) -> Bool {
        guard var pointer = bytes.baseAddress else { return true }
        var remaining = bytes.count
        while remaining > 0 {
            let sent = send(descriptor, pointer, remaining, Int32(MSG_NOSIGNAL))
            if sent > 0 {
                pointer += sent
                remaining -= sent
                continue
            }
            // EAGAIN: the send timeout (SO_SNDTIMEO) expired with the peer not reading.
            if sent < 0 && (errno == EINTR || errno == EAGAIN || errno == EWOULDBLOCK) && ContinuousClock.now < deadline {
                continue
            }
            return false
        }
        return true
    }

    static func sendAll(_ descriptor: Int32, _ bytes: [UInt8], until deadline: ContinuousClock.Instant) -> Bool {
        bytes.withUnsafeBytes { sendAll(descriptor, $0, until: deadline) }
    }

    /// Sets an integer socket option, e.g. `SO_REUSEADDR` or `TCP_NODELAY`.
    @discardableResult
    static func setOption(_ descriptor: Int32, level: Int32, name: Int32, value: Int32) -> Bool {
        var value = value
        return setsockopt(descriptor, level, name, &value, socklen_t(MemoryLayout<Int32>.size)) == 0
    }

    /// Sets `SO_SNDTIMEO` or `SO_RCVTIMEO`.
    static func setTimeout(_ descriptor: Int32, name: Int32, _ duration: Duration) {
        let milliseconds = Int(milliseconds(duration))
        var time = timeval(tv_sec: milliseconds / 1000, tv_usec: (milliseconds % 1000) * 1000)
        setsockopt(descriptor, SOL_SOCKET, name, &time, socklen_t(MemoryLayout<timeval>.size))
    }

    /// A duration in whole milliseconds for `poll`, at least 1 so a short wait never spins.
    static func milliseconds(_ duration: Duration) -> Int32 {
        let (seconds, attoseconds) = duration.components
        let total = seconds * 1000 + attoseconds / 1_000_000_000_000_000
        return Int32(clamping: max(1, total))
    }
}
