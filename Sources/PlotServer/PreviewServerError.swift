import Glibc

/// Why the preview server could not start.
public enum PreviewServerError: Error, Equatable, CustomStringConvertible {
    /// Another program (or another `plotsite serve`) is already listening on this host and port.
    case portInUse(host: String, port: UInt16)
    /// The host is not an IP address (nor `localhost`).
    case invalidHost(String, reason: String)
    /// The operating system refused a socket operation, e.g. `bind` to a privileged port.
    case socketFailed(operation: String, reason: String)

    public var description: String {
        switch self {
        case .portInUse(let host, let port):
            return "port \(port) on \(host) is already in use; stop the other server or choose another port with --port"
        case .invalidHost(let host, let reason):
            return "cannot listen on host '\(host)': \(reason)"
        case .socketFailed(let operation, let reason):
            return "cannot start the preview server: \(operation) failed: \(reason)"
        }
    }

    static func systemReason(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}
