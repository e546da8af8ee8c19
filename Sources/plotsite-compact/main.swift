import Foundation
import PlotSiteGenerator

// plotsite-compact SRC DST
// Writes a copy of folder SRC into DST with every .js and .css file compacted as `plotsite build`
// compacts them and every other file copied as it is (hidden files skipped), so that the node tests
// can run against compacted modules. A dev tool, like plotsite-embed; not meant for users.
// Exit codes: 0 done, 1 a source the compactor cannot read or a file error, 2 usage.
let arguments = CommandLine.arguments
guard arguments.count == 3 else {
    FileHandle.standardError.write(Data("usage: plotsite-compact SRC DST\n".utf8))
    exit(2)
}
let source = URL(fileURLWithPath: arguments[1]).standardizedFileURL
let destination = URL(fileURLWithPath: arguments[2]).standardizedFileURL

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("plotsite-compact: \(message)\n".utf8))
    exit(1)
}

guard let walker = FileManager.default.enumerator(at: source, includingPropertiesForKeys: [.isRegularFileKey],
                                                  options: [.skipsHiddenFiles]) else {
    fail("cannot read folder \(source.path)")
}
for case let file as URL in walker {
    guard (try? file.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
    let relative = String(file.standardizedFileURL.path.dropFirst(source.path.count + 1))
    let target = destination.appendingPathComponent(relative)
    do {
        var data = try Data(contentsOf: file)
        // Errors name the file as given on the command line, so the line number can be followed.
        let name = arguments[1].hasSuffix("/") ? arguments[1] + relative : arguments[1] + "/" + relative
        switch file.pathExtension {
        case "js": data = Data(try JSCompactor.compact(String(decoding: data, as: UTF8.self), file: name).utf8)
        case "css": data = Data(try CSSCompactor.compact(String(decoding: data, as: UTF8.self), file: name).utf8)
        default: break
        }
        try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: target)
    } catch let error as CompactionError {
        fail(error.description)
    } catch {
        fail("\(relative): \(error.localizedDescription)")
    }
}
