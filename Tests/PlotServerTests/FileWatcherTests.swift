import Foundation
import Synchronization
import Testing
@testable import PlotServer

/// Counts `onChange` calls and lets a test wait for the next one.
final class ChangeCounter: Sendable {
    private let count = Mutex(0)

    func record() { count.withLock { $0 += 1 } }

    var value: Int { count.withLock { $0 } }

    /// Waits until the count reaches `target` or `timeout` passes; returns whether it did.
    func wait(for target: Int, timeout: Duration = .seconds(2)) -> Bool {
        let deadline = ContinuousClock.now + timeout
        while value < target {
            if ContinuousClock.now > deadline { return false }
            usleep(10_000)
        }
        return true
    }
}

@Suite("File watching")
struct FileWatcherTests {
    @Test("A touched file, an edited nested file, a new file and a removed file are each noticed within a second")
    func noticesChanges() throws {
        let site = try TestSite()
        let manifest = site.folder.appendingPathComponent("plots.json")
        try "{}".write(to: manifest, atomically: true, encoding: .utf8)
        let counter = ChangeCounter()
        let watcher = FileWatcher(paths: [manifest, site.root], interval: 0.05) { counter.record() }
        watcher.start()
        defer { watcher.stop() }

        usleep(150_000)
        #expect(counter.value == 0)

        var started = ContinuousClock.now
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(5)], ofItemAtPath: manifest.path)
        #expect(counter.wait(for: 1))
        #expect(ContinuousClock.now - started < .seconds(1))

        started = ContinuousClock.now
        try site.write("<p>edited</p>", to: "sub/index.html")
        #expect(counter.wait(for: 2))
        #expect(ContinuousClock.now - started < .seconds(1))

        try site.write("new", to: "sub/new.txt")
        #expect(counter.wait(for: 3))
        try FileManager.default.removeItem(at: site.root.appendingPathComponent("sub/new.txt"))
        #expect(counter.wait(for: 4))
    }

    @Test("A burst of changes gives one call; ignored folders and hidden entries give none")
    func burstAndIgnored() throws {
        let site = try TestSite()
        let output = site.root.appendingPathComponent("sub")
        let counter = ChangeCounter()
        let watcher = FileWatcher(paths: [site.root], ignoring: [output], interval: 0.05) { counter.record() }
        watcher.start()
        defer { watcher.stop() }

        try site.write("built", to: "sub/page.html")
        try site.write("swap", to: ".index.html.swp")
        try FileManager.default.createDirectory(at: site.root.appendingPathComponent(".staging"), withIntermediateDirectories: true)
        try site.write("staged", to: ".staging/index.html")
        usleep(300_000)
        #expect(counter.value == 0)

        for index in 0..<5 {
            try site.write("burst \(index)", to: "burst-\(index).txt")
            usleep(20_000)
        }
        #expect(counter.wait(for: 1))
        usleep(300_000)
        #expect(counter.value == 1)
    }

    @Test("After stop() returns no call is made")
    func stopEndsCalls() throws {
        let site = try TestSite()
        let counter = ChangeCounter()
        let watcher = FileWatcher(paths: [site.root], interval: 0.02) { counter.record() }
        watcher.start()
        watcher.stop()
        try site.write("late", to: "late.txt")
        usleep(200_000)
        #expect(counter.value == 0)
    }

    @Test("A path that appears later is noticed")
    func appearingPath() throws {
        let site = try TestSite()
        let later = site.folder.appendingPathComponent("templates")
        let counter = ChangeCounter()
        let watcher = FileWatcher(paths: [later], interval: 0.05) { counter.record() }
        watcher.start()
        defer { watcher.stop() }
        try FileManager.default.createDirectory(at: later, withIntermediateDirectories: true)
        #expect(counter.wait(for: 1))
    }
}
