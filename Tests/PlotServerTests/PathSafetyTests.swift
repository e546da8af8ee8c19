import Foundation
import Testing
import TestSupport
@testable import PlotServer

@Suite("Nothing outside the site is served")
struct PathSafetyTests {
    static let attempts = [
        "/../secret.txt",
        "/../../../../../../etc/passwd",
        "/%2e%2e/secret.txt",
        "/%2E%2E/%2e%2e/%2e%2e/%2e%2e/etc/passwd",
        "/.%2e/secret.txt",
        "/..%2fsecret.txt",
        "/..%2Fsecret.txt",
        "/%2f..%2f..%2fetc%2fpasswd",
        "/sub/..%5c..%5csecret.txt",
        "/sub/..\\..\\secret.txt",
        "/sub/../../secret.txt",
        "//../secret.txt",
        "/%252e%252e/secret.txt",
        "/link-out.txt",
        "/linkdir/secret.txt",
        "/linkdir/",
        "/linkdir",
        "/%00/../secret.txt",
        "/index.html%00.txt",
        "http://127.0.0.1/../secret.txt",
        "/sub/%2e%2e/%2e%2e/secret.txt",
        "/%c0%ae%c0%ae/secret.txt",
    ]

    @Test("Traversal attempts get 400 or 404 and never the outside file")
    func traversal() throws {
        let site = try TestSite()
        let (server, port) = try site.startServer()
        defer { server.stop() }
        for target in Self.attempts {
            let response = try RawHTTPClient.get(port: port, target)
            #expect(response.status == 400 || response.status == 404, "\(target) → \(response.status)")
            #expect(!response.text.contains(TestSite.secretMarker), "\(target)")
            #expect(!response.text.contains("root:x:"), "\(target)")
        }
        // The outside file really is there, one `..` away: the attempts failed for the right reason.
        #expect(FileManager.default.fileExists(atPath: site.root.appendingPathComponent("../secret.txt").path))
    }

    @Test("Path text rules")
    func pathRules() {
        #expect(SitePath(target: "/a/./b/")?.segments == ["a", "b"])
        #expect(SitePath(target: "/a/./b/")?.hasTrailingSlash == true)
        #expect(SitePath(target: "/a%20b?x=%2e%2e")?.segments == ["a b"])
        #expect(SitePath(target: "/a%20b?x=%2e%2e")?.query == "?x=%2e%2e")
        #expect(SitePath(target: "/caf%C3%A9")?.segments == ["café"])
        #expect(SitePath(target: "/a/../b") == nil)
        #expect(SitePath(target: "/%2e%2E") == nil)
        #expect(SitePath(target: "/a%2fb") == nil)
        #expect(SitePath(target: "/a%5Cb") == nil)
        #expect(SitePath(target: "/a\\b") == nil)
        #expect(SitePath(target: "/a%00") == nil)
        #expect(SitePath(target: "/a%0d%0aSet-Cookie:x") == nil)
        #expect(SitePath(target: "/a%zz") == nil)
        #expect(SitePath(target: "/a%4") == nil)
        #expect(SitePath(target: "/%ff") == nil)  // not UTF-8
        #expect(SitePath(target: "relative") == nil)
        #expect(SitePath(target: "*") == nil)
        #expect(SitePath(target: "http://example.com")?.segments == [])
    }

    @Test("Random targets never crash the path rules and never yield a `..` segment")
    func randomTargets() {
        var generator = SplitMix64(seed: 7)
        let alphabet = Array("/.%2eEfF5cC0a\\?#x".utf8)
        for _ in 0..<5_000 {
            let length = Int(generator.next() % 24)
            let bytes = (0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
            let target = "/" + String(decoding: bytes, as: UTF8.self)
            if let path = SitePath(target: target) {
                #expect(!path.segments.contains(".."), "\(target)")
                #expect(!path.segments.contains { $0.contains("/") || $0.contains("\\") || $0.isEmpty }, "\(target)")
            }
        }
    }
}
