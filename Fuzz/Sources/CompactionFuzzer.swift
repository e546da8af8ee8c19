// libFuzzer entry point for the JS and CSS compactors (`js-compaction` in Fuzz/run.sh), compiled
// in one module with Sources/PlotSiteGenerator/Compaction/ (and the live view bundle's reading of
// modules, Bundling/ModuleSyntax.swift) so that it can read tokens too.
// Any input may be refused with a CompactionError; what is accepted must compact to code with the
// same tokens, compact again to the same text, and keep its module specifiers through a rewrite; as a bundled
// module, its shorter local names (JSLocalNames) change names only, each always into the same one.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCompaction(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    // Lenient decoding lets byte mutations still reach the tokenizer as text.
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    checkJavaScript(text)
    checkLocalNames(text)
    checkModuleSyntax(text)
    checkCSS(text)
    return 0
}

private func checkJavaScript(_ source: String) {
    guard let compacted = try? JSCompactor.compact(source, file: "fuzz.js") else { return }
    do {
        let before = try JSTokenizer.tokens(in: source, file: "fuzz.js").map { "\($0.kind) \($0.text)" }
        let after = try JSTokenizer.tokens(in: compacted, file: "fuzz.js").map { "\($0.kind) \($0.text)" }
        if before != after {
            fatalError("tokens changed: \(before) → \(after) for \(source.debugDescription) → \(compacted.debugDescription)")
        }
        let again = try JSCompactor.compact(compacted, file: "fuzz.js")
        if again != compacted {
            fatalError("not idempotent: \(compacted.debugDescription) → \(again.debugDescription)")
        }
        let specifiers = try JSModuleSpecifiers.specifiers(in: source, file: "fuzz.js")
        if try JSModuleSpecifiers.rewrite(source, file: "fuzz.js", { _ in nil }) != source {
            fatalError("a rewrite that replaces nothing changed \(source.debugDescription)")
        }
        let renamed = try JSModuleSpecifiers.rewrite(source, file: "fuzz.js") { $0 + ".x" }
        if try JSModuleSpecifiers.specifiers(in: renamed, file: "fuzz.js") != specifiers.map({ $0 + ".x" }) {
            fatalError("renaming specifiers \(specifiers) gave \(renamed.debugDescription)")
        }
    } catch {
        fatalError("compacted output unreadable (\(error)): \(compacted.debugDescription)")
    }
}

/// The boot bundle's shorter local names, on the input as a bundled module: the same tokens but for names, a name
/// always becoming the same one, and never a crash.
private func checkLocalNames(_ source: String) {
    guard let compacted = try? JSCompactor.compact("const $$b0=(()=>{\n" + source + "\n})();", file: "fuzz.js") else { return }
    do {
        let shortened = try JSLocalNames.shortened(compacted, file: "fuzz.js")
        let before = try JSTokenizer.tokens(in: compacted, file: "fuzz.js"), after = try JSTokenizer.tokens(in: shortened, file: "fuzz.js")
        guard before.count == after.count else { fatalError("token count changed: \(compacted.debugDescription) → \(shortened.debugDescription)") }
        var renamed: [String: String] = [:]
        for (old, new) in zip(before, after) {
            guard old.kind == new.kind else { fatalError("a token changed kind: \(old.text) → \(new.text) in \(compacted.debugDescription)") }
            if old.text == new.text { continue }
            guard old.kind == .identifier, renamed[old.text, default: new.text] == new.text else {
                fatalError("\(old.text) became \(new.text) in \(compacted.debugDescription)")
            }
            renamed[old.text] = new.text
        }
    } catch {
        fatalError("shortened output unreadable (\(error)): \(compacted.debugDescription)")
    }
}

/// The bundle's reading of a module: any input is read or refused with an error, and what is read
/// names ranges inside the source, in order and apart, so that its edits apply.
private func checkModuleSyntax(_ source: String) {
    guard let read = try? ModuleSyntax(source: source, file: "fuzz.js") else { return }
    let ranges = (read.imports.map(\.range) + read.exportEdits.map(\.range) + read.dynamicImports.map(\.callRange))
        .sorted { $0.lowerBound < $1.lowerBound }
    for (range, next) in zip(ranges, ranges.dropFirst()) where range.upperBound > next.lowerBound {
        fatalError("overlapping statements \(range) and \(next) in \(source.debugDescription)")
    }
    if let last = ranges.last, last.upperBound > read.scalars.count {
        fatalError("a statement past the end in \(source.debugDescription)")
    }
    let removed = SourceEdits.apply(ranges.map { ModuleSyntax.Edit(range: $0, replacement: "") }, to: read.scalars)
    if removed.unicodeScalars.count != read.scalars.count - ranges.reduce(0) { $0 + $1.count } {
        fatalError("edits lost text in \(source.debugDescription)")
    }
}

private func checkCSS(_ source: String) {
    guard let compacted = try? CSSCompactor.compact(source, file: "fuzz.css") else { return }
    do {
        let again = try CSSCompactor.compact(compacted, file: "fuzz.css")
        if again != compacted {
            fatalError("CSS not idempotent: \(source.debugDescription) → \(compacted.debugDescription) → \(again.debugDescription)")
        }
    } catch {
        fatalError("compacted CSS unreadable (\(error)): \(compacted.debugDescription)")
    }
}
