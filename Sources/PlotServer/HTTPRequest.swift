/// A parsed request head. The server never reads a request body: every response closes the connection.
struct HTTPRequest: Sendable {
    /// The method token as sent, e.g. `GET` (methods are case-sensitive).
    var method: String
    /// The request target as sent, still percent-encoded, e.g. `/plots/sine/?v=2`.
    var target: String
    /// `HTTP/1.0` or `HTTP/1.1`.
    var version: String
    /// Header fields in the order received; names keep their case.
    var headers: [(name: String, value: String)]

    /// The value of the first header field called `name` (compared case-insensitively).
    func header(_ name: String) -> String? {
        headers.first { $0.name.lowercased() == name.lowercased() }?.value
    }

    /// How many header fields are called `name`.
    func headerCount(_ name: String) -> Int {
        headers.count { $0.name.lowercased() == name.lowercased() }
    }
}
