import Foundation
import Testing
@testable import PlotServer

@Test func zzBrowserProbe() throws {
    guard ProcessInfo.processInfo.environment["PLOTSERVER_PROBE"] != nil else { return }
    let server = PreviewServer(root: URL(fileURLWithPath: "/tmp/probe/site"), port: 18765)
    _ = try server.start()
    sleep(3)
    server.setBuildError("plots.json: entry 'x': unexpected ')'\n<b>not bold</b>")
    sleep(3)
    server.setBuildError(nil)
    server.siteDidChange()
    sleep(4)
    server.stop()
}
