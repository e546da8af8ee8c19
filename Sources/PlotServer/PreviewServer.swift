import Foundation
import Glibc
import Synchronization

/// The HTTP/1.1 server of `plotsite serve`: serves a built site folder for preview, with live reload.
///
/// Safe to leave running on a network (docs/site.md#the-preview-server): only regular files inside the site folder
/// are served (checked on the path text and again on the resolved file), only requests addressed to this
/// machine are answered (``AllowedHosts``; others get 421, which defeats DNS rebinding), request heads are
/// size-limited, each connection has its own thread and deadlines so slow clients hold only themselves, and
/// a malformed request gets a 4xx and a closed connection. At most 256 connections are served at once; near
/// that limit each new connection closes the oldest one that has not yet sent a whole request, so idle or
/// half-sent connections can never keep a browser out, and only connections busy being answered make the
/// 257th wait (503). Every response closes its connection (`Connection: close`), which keeps the server
/// simple; browsers open a new one as needed.
///
/// ```swift
/// let server = try PreviewServer(root: URL(fileURLWithPath: "_site"))
/// let port = try server.start()
/// print("http://127.0.0.1:\(port)/")
/// _ = TerminationSignals.wait()  // Ctrl-C
/// server.stop()
/// ```
public final class PreviewServer: Sendable {
    /// The site folder. A rebuild may replace it atomically: it is resolved again for every request.
    public let root: URL
    /// The address listened on: `127.0.0.1` (this machine only), `0.0.0.0` (every IPv4 interface), another IPv4
    /// or IPv6 address, or `localhost`.
    public let host: String
    /// Whether HTML pages get the live-reload script and `/__plotsite/…` is served.
    public let liveReload: Bool
    /// The port asked for; 0 lets the system choose (see the value `start()` returns).
    let requestedPort: UInt16

    /// Most connections served at once (256 unless a test lowers it); more are answered 503 until some finish.
    let maxConnections: Int
    /// Slots kept for new connections: once only these are free, each new connection closes the oldest one
    /// still waiting for its request head.
    var reservedSlots: Int { max(1, maxConnections / 16) }
    /// The `Host` values answered.
    let allowedHosts: AllowedHosts
    /// How long a client has to send its request head before getting 408.
    let requestTimeout: Duration
    /// How long a client has to read the response before the connection is dropped.
    let responseTimeout: Duration

    private struct State {
        var listening: Listening?
        var accepting = false
        /// The open connections by socket.
        var connections: [Int32: Slot] = [:]
        var acceptedCount: UInt64 = 0
        var status = LiveReload.Status(version: 0, error: nil)
    }

    /// One connection's place in the limit.
    private struct Slot {
        /// Its rank in accepting order: the lowest is the oldest.
        var order: UInt64
        /// Whether its request head is complete and being answered; until then it may be closed to make room.
        var responding = false
    }

    private struct Listening {
        var port: UInt16
        var wakeWriter: Int32
        var acceptLoopDone: DispatchSemaphore
    }

    private let state = Mutex(State())
    // Held for the whole of start() and stop(), so that they never interleave.
    private let lifecycle = Mutex(())

    /// A server for the site in `root`, not yet listening.
    ///
    /// - Parameters:
    ///   - root: the folder to serve. It need not exist yet; until it does, every page is a 404 that says so.
    ///   - host: the address to listen on. `127.0.0.1` keeps the preview on this machine; `0.0.0.0` opens it to
    ///     the local network (see `localAddresses()`).
    ///   - port: the TCP port; 0 picks a free one.
    ///   - liveReload: inject the reload script into HTML responses (never into files on disk).
    public convenience init(root: URL, host: String = "127.0.0.1", port: UInt16 = 8000, liveReload: Bool = true) {
        self.init(root: root, host: host, port: port, liveReload: liveReload,
                  requestTimeout: .seconds(10), responseTimeout: .seconds(60), maxConnections: 256)
    }

    init(root: URL, host: String, port: UInt16, liveReload: Bool,
         requestTimeout: Duration, responseTimeout: Duration, maxConnections: Int) {
        self.root = root
        self.host = host
        self.requestedPort = port
        self.liveReload = liveReload
        self.requestTimeout = requestTimeout
        self.responseTimeout = responseTimeout
        self.maxConnections = maxConnections
        allowedHosts = AllowedHosts(listeningOn: host)
    }

    // MARK: - Lifecycle

    /// Binds, listens, and serves on background threads; returns the bound port at once.
    ///
    /// Calling it while already running returns the same port. After `stop()` it may be called again.
    /// - Throws: `PreviewServerError.portInUse` when another program holds the port, `.invalidHost` for a host
    ///   that is not an IP address, `.socketFailed` for other refusals (e.g. an address not on this machine).
    @discardableResult
    public func start() throws -> UInt16 {
        try lifecycle.withLock { _ throws -> UInt16 in
            if let listening = state.withLock({ $0.listening }) { return listening.port }
            let (listener, port) = try Listener.open(host: host, port: requestedPort)
            // A pipe wakes the accept loop on stop(): closing a socket another thread is polling is not
            // guaranteed to wake it on Linux.
            var pipeEnds: [Int32] = [-1, -1]
            guard pipe(&pipeEnds) == 0 else {
                close(listener)
                throw PreviewServerError.socketFailed(operation: "pipe", reason: PreviewServerError.systemReason(errno))
            }
            for end in pipeEnds { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
            let done = DispatchSemaphore(value: 0)
            state.withLock {
                $0.listening = Listening(port: port, wakeWriter: pipeEnds[1], acceptLoopDone: done)
                $0.accepting = true
            }
            let wakeReader = pipeEnds[0]
            let thread = Thread { [self] in
                acceptLoop(listener: listener, wakeReader: wakeReader)
                close(listener)
                close(wakeReader)
                done.signal()
            }
            thread.name = "plotsite-accept"
            thread.start()
            return port
        }
    }

    /// Stops listening, ends every open connection, and returns when that is done (well under a second).
    /// The port is free again afterwards. Does nothing if the server is not running.
    public func stop() {
        lifecycle.withLock { _ in
            let listening = state.withLock { state -> Listening? in
                guard let listening = state.listening else { return nil }
                state.accepting = false
                // Wakes every connection thread out of poll/recv/send; each then closes its own socket.
                for client in state.connections.keys { shutdown(client, Int32(SHUT_RDWR)) }
                return listening
            }
            guard let listening else { return }
            var byte: UInt8 = 1
            _ = write(listening.wakeWriter, &byte, 1)
            listening.acceptLoopDone.wait()
            close(listening.wakeWriter)

            let deadline = ContinuousClock.now + .seconds(2)
            while state.withLock({ !$0.connections.isEmpty }) && ContinuousClock.now < deadline {
                usleep(2_000)
            }
            state.withLock { $0.listening = nil }
        }
    }

    // MARK: - Live reload

    /// Tells open pages that the site was rebuilt: each reloads itself within about half a second.
    /// Call it after every successful build, after `setBuildError(nil)`.
    public func siteDidChange() {
        state.withLock { $0.status.version += 1 }
    }

    /// Shows `message` in an overlay on every open page (and on pages opened later), or removes it when nil.
    /// The last good site keeps being served meanwhile.
    public func setBuildError(_ message: String?) {
        state.withLock { $0.status.error = message }
    }

    /// The reload channel's current state, as `/__plotsite/status` reports it.
    var liveReloadStatus: LiveReload.Status {
        state.withLock { $0.status }
    }

    // MARK: - Connections

    private func acceptLoop(listener: Int32, wakeReader: Int32) {
        var entries = [
            pollfd(fd: listener, events: Int16(POLLIN), revents: 0),
            pollfd(fd: wakeReader, events: Int16(POLLIN), revents: 0),
        ]
        while true {
            entries[0].revents = 0
            entries[1].revents = 0
            if poll(&entries, 2, -1) < 0 {
                if errno != EINTR { usleep(10_000) }
                continue
            }
            if entries[1].revents != 0 { return }
            let client = accept(listener, nil, nil)
            if client < 0 {
                // Out of descriptors or memory: back off rather than spin; the client waits in the backlog.
                if errno == EMFILE || errno == ENFILE || errno == ENOBUFS || errno == ENOMEM { usleep(50_000) }
                continue
            }
            // Glibc's module lacks accept4; nothing here spawns processes, but a CLI embedding the server may.
            _ = fcntl(client, F_SETFD, FD_CLOEXEC)
            let admitted = state.withLock { state -> Bool in
                guard state.accepting else { return false }
                if state.connections.count >= maxConnections - reservedSlots { Self.closeOldestWaiting(&state) }
                guard state.connections.count < maxConnections else { return false }
                state.acceptedCount += 1
                state.connections[client] = Slot(order: state.acceptedCount)
                return true
            }
            if admitted {
                serve(client)
            } else {
                refuse(client)
            }
        }
    }

    /// Near the limit: ends the connection that has waited longest without sending a whole request head (a
    /// client that connects and sends nothing, or half a request), so that a new one gets its slot. Its thread
    /// sees the socket shut down and ends; it has left the table already, and closes the socket itself.
    private static func closeOldestWaiting(_ state: inout State) {
        guard let oldest = state.connections.filter({ !$0.value.responding }).min(by: { $0.value.order < $1.value.order }) else { return }
        shutdown(oldest.key, Int32(SHUT_RDWR))
        state.connections[oldest.key] = nil
    }

    private func serve(_ client: Int32) {
        let responderRoot = root.path
        let connection = Connection(
            socket: client, requestTimeout: requestTimeout, responseTimeout: responseTimeout,
            respond: { [self] request in
                state.withLock { $0.connections[client]?.responding = true }
                return Responder(root: responderRoot, liveReload: liveReload, status: liveReloadStatus, allowedHosts: allowedHosts)
                    .response(for: request)
            })
        let thread = Thread { [self] in
            connection.run()
            // Leave the table before closing: stop() only shuts down descriptors in it, and a closed
            // descriptor's number may be reused at once by the next accept. (A connection closed to make
            // room has left it already; its number cannot have been reused while it is still open.)
            state.withLock { $0.connections[client] = nil }
            close(client)
        }
        thread.name = "plotsite-connection"
        thread.start()
    }

    /// Over the connection limit: a short 503 without reading the request, sent without waiting.
    private func refuse(_ client: Int32) {
        let response = HTTPResponse.plain(.serviceUnavailable, "The preview server is busy; try again.\n",
                                          headers: [("Retry-After", "1")])
        let bytes = response.head + (response.body.bytesIfInMemory ?? [])
        _ = bytes.withUnsafeBytes { send(client, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL | MSG_DONTWAIT)) }
        // Read what already arrived so that closing does not reset the connection under the 503 (a request
        // arriving later still may: waiting for it would tie up the accept loop).
        shutdown(client, Int32(SHUT_WR))
        var sink = [UInt8](repeating: 0, count: 4096)
        for _ in 0..<16 {
            let count = sink.withUnsafeMutableBytes { recv(client, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT)) }
            if count <= 0 { break }
        }
        close(client)
    }
}

extension HTTPResponse.Body {
    fileprivate var bytesIfInMemory: [UInt8]? {
        if case .bytes(let bytes) = self { return bytes }
        return nil
    }
}
