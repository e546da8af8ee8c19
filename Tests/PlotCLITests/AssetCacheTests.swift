import Foundation
import Testing
import TestSupport

/// A build keeps its prepared theme (bundled, compacted, fingerprinted) for the next: the next build of the same
/// theme reads it and writes the same site, byte for byte; a broken entry is prepared again.
@Suite struct AssetCacheTests {
    /// Runs the real plotsite with `PLOTSITE_CACHE` set to `cache`.
    private func build(_ manifest: URL, into site: URL, cache: String) throws -> ChildProcess.Output {
        try ChildProcess.run(URL(fileURLWithPath: "/usr/bin/env"),
                             ["PLOTSITE_CACHE=\(cache)", plotsiteExecutable.path, "build", manifest.path, "--out", site.path, "--quiet"])
    }

    private func files(of site: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let walker = FileManager.default.enumerator(at: site, includingPropertiesForKeys: [.isRegularFileKey])!
        for case let file as URL in walker where (try file.resourceValues(forKeys: [.isRegularFileKey])).isRegularFile == true {
            files[String(file.path.dropFirst(site.path.count))] = try Data(contentsOf: file)
        }
        return files
    }

    private func entries(in cache: URL) -> [URL] {
        ((try? FileManager.default.contentsOfDirectory(at: cache, includingPropertiesForKeys: nil)) ?? [])
            .filter { $0.pathExtension == "cache" }
    }

    @Test func theNextBuildReadsTheKeptAssetsAndWritesTheSameSite() throws {
        let folder = try TestFolder.make("plotsite-asset-cache")
        defer { try? FileManager.default.removeItem(at: folder) }
        let manifest = folder.appendingPathComponent("plots.txt")
        try Data("sin(x) | title=\"Sine\"\ntan(x)\n".utf8).write(to: manifest)
        let cache = folder.appendingPathComponent("cache")

        let uncached = try build(manifest, into: folder.appendingPathComponent("a"), cache: "off")
        #expect(uncached.status == 0, "\(uncached.errText)")
        #expect(entries(in: cache).isEmpty)
        let first = try build(manifest, into: folder.appendingPathComponent("b"), cache: cache.path)
        #expect(first.status == 0, "\(first.errText)")
        let kept = entries(in: cache)
        #expect(kept.count == 1)
        let second = try build(manifest, into: folder.appendingPathComponent("c"), cache: cache.path)
        #expect(second.status == 0, "\(second.errText)")
        let expected = try files(of: folder.appendingPathComponent("a"))
        #expect(expected.count > 100)
        #expect(try files(of: folder.appendingPathComponent("b")) == expected)
        #expect(try files(of: folder.appendingPathComponent("c")) == expected)

        // A cut entry is no entry: the assets are prepared again, the site is the same, and the entry whole again.
        let entry = try #require(kept.first)
        let whole = try Data(contentsOf: entry)
        try whole.prefix(whole.count / 3).write(to: entry)
        let afterDamage = try build(manifest, into: folder.appendingPathComponent("d"), cache: cache.path)
        #expect(afterDamage.status == 0, "\(afterDamage.errText)")
        #expect(try files(of: folder.appendingPathComponent("d")) == expected)
        #expect(try Data(contentsOf: entry) == whole)
    }

    @Test func aCacheFolderThatCannotBeWrittenOnlyCostsTime() throws {
        let folder = try TestFolder.make("plotsite-asset-cache")
        defer { try? FileManager.default.removeItem(at: folder) }
        let manifest = folder.appendingPathComponent("plots.txt")
        try Data("x\n".utf8).write(to: manifest)
        let blocked = folder.appendingPathComponent("a-file")
        try Data("not a folder".utf8).write(to: blocked)
        let result = try build(manifest, into: folder.appendingPathComponent("site"), cache: blocked.appendingPathComponent("cache").path)
        #expect(result.status == 0, "\(result.errText)")
        #expect(result.errText.isEmpty)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("site/index.html").path))
    }
}
