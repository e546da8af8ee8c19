import Foundation
import Testing
@testable import PlotSiteGenerator
import TestSupport

/// A manifest that is not UTF-8 is refused with the place of the first bad byte.
@Suite struct ManifestEncodingTests {
    private func problems(_ bytes: [UInt8], named name: String) throws -> [String] {
        let folder = try TestFolder.make("plotsite-encoding")
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent(name)
        try Data(bytes).write(to: url)
        do {
            _ = try ManifestReader.read(contentsOf: url, displayName: name)
            return []
        } catch {
            return error.problems.map(\.description)
        }
    }

    @Test func latin1PlainListNamesTheByteOffsetLineAndColumn() throws {
        // "sin(x)\n# caf" then Latin-1 "é" (0xE9) where UTF-8 needs two bytes.
        let bytes = Array("sin(x)\n# caf".utf8) + [0xE9, 0x0A]
        #expect(try problems(bytes, named: "plots.txt") == [
            "plots.txt:2:6: the file is not UTF-8 text: byte 0xE9 at byte offset 12 is not valid UTF-8 (save the file as UTF-8)"])
    }

    @Test func jsonManifestsAreCheckedTheSameWay() throws {
        // Valid "ü" (two bytes) before the bad byte counts as one column but two bytes.
        let bytes = Array("{\"title\": \"ü".utf8) + [0xFF] + Array("\"}".utf8)
        #expect(try problems(bytes, named: "gallery.json") == [
            "gallery.json:1:13: the file is not UTF-8 text: byte 0xFF at byte offset 13 is not valid UTF-8 (save the file as UTF-8)"])
    }

    @Test func overlongAndSurrogateEncodingsAreBad() {
        // 0xC0 0xAF is an overlong "/"; 0xED 0xA0 0x80 a UTF-16 surrogate.
        #expect(ManifestReader.firstInvalidUTF8(in: Data([0x61, 0xC0, 0xAF]))?.offset == 1)
        #expect(ManifestReader.firstInvalidUTF8(in: Data([0xED, 0xA0, 0x80]))?.offset == 0)
        #expect(ManifestReader.firstInvalidUTF8(in: Data("π ≈ 3.14 😀".utf8)) == nil)
        // A sequence cut off at the end of the file.
        #expect(ManifestReader.firstInvalidUTF8(in: Data([0x61, 0x62, 0xE2, 0x89]))?.offset == 2)
    }
}
