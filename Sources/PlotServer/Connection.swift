import Glibc

/// One accepted client: reads one request head, sends one response, closes politely.
///
/// Each connection runs on its own thread and every wait has a deadline, so a client that sends half a
/// request and stalls (or stops reading) holds only its own thread, and only until the deadline. The socket
/// itself is closed by the server, which also shuts it down from outside to end a connection on `stop()`.
struct Connection {
    let socket: Int32
    /// How long the client has to send a complete request head.
    let requestTimeout: Duration
    /// How long the client has to read the whole response.
    let responseTimeout: Duration
    let respond: @Sendable (HTTPRequest) -> HTTPResponse

    private enum Reading {
        case request(HTTPRequest)
        case rejected(HTTPStatus)
        case timedOut
        case closed
    }

    func run() {
        Socket.setOption(socket, level: Int32(IPPROTO_TCP), name: TCP_NODELAY, value: 1)
        // Bounds each blocking send; `Socket.sendAll` also checks the overall response deadline.
        Socket.setTimeout(socket, name: SO_SNDTIMEO, .seconds(1))

        let response: HTTPResponse
        var includeBody = true
        switch readRequest() {
        case .request(let request):
            response = respond(request)
            includeBody = request.method != "HEAD"
        case .rejected(let status):
            response = .plain(status)
        case .timedOut:
            response = .plain(.requestTimeout)
        case .closed:
            return
        }
        if send(response, includeBody: includeBody) {
            drainAndFinish()
        }
    }

    private func readRequest() -> Reading {
        var parser = RequestParser()
        var chunk = [UInt8](repeating: 0, count: 4096)
        let deadline = ContinuousClock.now + requestTimeout
        while true {
            switch Socket.waitReadable(socket, until: deadline) {
            case .ready: break
            case .timedOut: return .timedOut
            case .failed: return .closed
            }
            let count = chunk.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            if count < 0 && (errno == EINTR || errno == EAGAIN) { continue }
            guard count > 0 else { return .closed }  // the client gave up, or stop() shut the socket down
            switch parser.append(chunk[0..<count]) {
            case .needMore: continue
            case .complete(let request): return .request(request)
            case .failed(let status): return .rejected(status)
            }
        }
    }

    /// Sends the head and, unless it is a HEAD request, the body; false if the client went away.
    private func send(_ response: HTTPResponse, includeBody: Bool) -> Bool {
        let deadline = ContinuousClock.now + responseTimeout
        switch response.body {
        case .bytes(let body):
            // One buffer, one send: small responses go out in as few packets as possible.
            return Socket.sendAll(socket, includeBody ? response.head + body : response.head, until: deadline)
        case .file(let file):
            guard Socket.sendAll(socket, response.head, until: deadline) else { return false }
            guard includeBody else { return true }
            var buffer = [UInt8](repeating: 0, count: 64 * 1024)
            var offset = 0
            while offset < file.size {
                let wanted = min(buffer.count, file.size - offset)
                let count = buffer.withUnsafeMutableBytes { pread(file.descriptor, $0.baseAddress, wanted, off_t(offset)) }
                if count < 0 && errno == EINTR { continue }
                // The file shrank while being sent: the Content-Length cannot be honoured, so drop the connection.
                guard count > 0 else { return false }
                let sent = buffer.withUnsafeBytes { Socket.sendAll(socket, UnsafeRawBufferPointer(rebasing: $0[0..<count]), until: deadline) }
                guard sent else { return false }
                offset += count
            }
            return true
        }
    }

    /// Half-closes and reads what the client still sends before the socket is closed: closing with unread
    /// input makes the kernel send a reset, which can make the client drop the response it has not read yet.
    private func drainAndFinish() {
        shutdown(socket, Int32(SHUT_WR))
        let deadline = ContinuousClock.now + .seconds(1)
        var sink = [UInt8](repeating: 0, count: 4096)
        var drained = 0
        while drained < 64 * 1024, Socket.waitReadable(socket, until: deadline) == .ready {
            let count = sink.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return }
            drained += count
        }
    }
}
