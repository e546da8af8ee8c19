import Foundation
import Testing
@testable import PlotSiteGenerator

/// The JavaScript compactor on the cases the issue lists as hard, and on every module of the default theme.
@Suite struct CompactionJSTests {
    private func compact(_ source: String) throws -> String {
        try JSCompactor.compact(source, file: "js/test.js")
    }

    /// `kind text` of each token, so a test can tell a regex from a division.
    private func tokens(_ source: String) throws -> [String] {
        try JSTokenizer.tokens(in: source, file: "js/test.js").map { "\($0.kind) \($0.text)" }
    }

    private func compactionError(_ source: String) -> String? {
        do {
            _ = try JSCompactor.compact(source, file: "js/theme.js")
            return nil
        } catch {
            return error.description
        }
    }

    // MARK: - Regular expressions and division

    @Test func slashesAfterValuesDivide() throws {
        #expect(try compact("a / b / c") == "a/b/c")
        #expect(try compact("const half = (a + b) / 2;") == "const half=(a+b)/2;")
        #expect(try compact("xs[i] / 2 / n") == "xs[i]/2/n")
        #expect(try tokens("(a)/2/g") == ["punctuator (", "identifier a", "punctuator )", "punctuator /", "number 2",
                                          "punctuator /", "identifier g"])
        // A keyword after `.` is a property name: `x.return / 2 / y` divides twice.
        #expect(try tokens("x.return / 2 / y").filter { $0.hasPrefix("regex") }.isEmpty)
        #expect(try tokens("i++ / 2 / j").filter { $0.hasPrefix("regex") }.isEmpty)
    }

    @Test func slashesAfterOperatorsAndKeywordsStartRegularExpressions() throws {
        #expect(try compact("x = /=/.test(s)") == "x=/=/.test(s)")
        #expect(try tokens("x = /=/.test(s)")[2] == "regex /=/")
        #expect(try compact("if (/a/.test(s)) f()") == "if(/a/.test(s))f()")
        #expect(try compact("function f() {\n  return /x/g;\n}") == "function f(){return/x/g;}")
        #expect(try tokens("return /x/g")[1] == "regex /x/g")
        #expect(try tokens("typeof /x/")[1] == "regex /x/")
    }

    @Test func aRegularExpressionAfterAControlStatementHeadIsOne() throws {
        #expect(try compact("if (ok) /re/.test(s) && go()") == "if(ok)/re/.test(s)&&go()")
        #expect(try tokens("while (x) /a/g.exec(s)")[4] == "regex /a/g")
    }

    @Test func slashesInsideClassesAndEscapesDoNotEndARegularExpression() throws {
        #expect(try compact(#"const r = /[/]+\/x/u ;"#) == #"const r=/[/]+\/x/u;"#)
        #expect(try tokens(#"s.split(/[/\]]/)"#)[4] == #"regex /[/\]]/"#)
    }

    @Test func aDivisionBeforeARegularExpressionKeepsTheSpaceThatStopsAComment() throws {
        #expect(try compact("x / /re/.lastIndex") == "x/ /re/.lastIndex")
        // A regular expression's closing `/` is spent: the next `/` cannot start a comment with it.
        #expect(try compact("/a/ / 2") == "/a//2")
    }

    // MARK: - Template literals

    @Test func templateLiteralsAreCopiedWholeWithNestedSubstitutions() throws {
        let template = "`a  ${ b ? `inner ${ { x: '}' }.x }` : \"}\" } /* kept */ // kept\n  ${ /}/.source }`"
        #expect(try compact("const s = \(template); // dropped\nf()") == "const s=\(template);f()")
        #expect(try tokens("\(template) / 2").map { $0.prefix(8) } == ["template", "punctuat", "number 2"])
    }

    @Test func aTagBeforeATemplateStaysATag() throws {
        #expect(try compact("html `<p>${x}</p>`") == "html`<p>${x}</p>`")
    }

    // MARK: - Line breaks

    @Test func aLineBreakBeforePrefixIncrementIsKept() throws {
        #expect(try compact("a\n++b") == "a\n++b")
        #expect(try compact("a\n--b") == "a\n--b")
        #expect(try compact("a\n+ b") == "a+b")
    }

    @Test func aLineBreakAfterRestrictedKeywordsIsKept() throws {
        #expect(try compact("function f() {\n  return\n  x\n}") == "function f(){return\nx}")
        #expect(try compact("async\nfunction f() {}") == "async\nfunction f(){}")
        #expect(try compact("for (;;) {\n  break\n}") == "for(;;){break}")
    }

    @Test func lineBreaksThatEndStatementsAreKeptAndOthersDropped() throws {
        #expect(try compact("let a = 1\nlet b = a\nf(b)\n") == "let a=1\nlet b=a\nf(b)")
        #expect(try compact("const x = {\n  a: 1,\n  b: [\n    2,\n  ],\n};\n") == "const x={a:1,b:[2,],};")
        #expect(try compact("const y = f(\n  a,\n  b\n)\n  .then(g)\n") == "const y=f(a,b).then(g)")
        #expect(try compact("if (x)\n  y()\nelse\n  z()\n") == "if(x)y()\nelse z()")
        // A line break inside a block comment separates statements as a plain one does.
        #expect(try compact("a /*\n*/ b") == "a\nb")
        #expect(try compact("a /* */ b") == "a b")
    }

    // MARK: - Spaces

    @Test func aSpaceIsKeptWhereTokensWouldMerge() throws {
        #expect(try compact("a in b") == "a in b")
        #expect(try compact("x + +y") == "x+ +y")
        #expect(try compact("x - -y") == "x- -y")
        #expect(try compact("x + ++y") == "x+ ++y")
        #expect(try compact("a++ + b") == "a+++b")
        #expect(try compact("1 .toString()") == "1 .toString()")
        #expect(try compact("1.5 .toFixed(1)") == "1.5.toFixed(1)")
        #expect(try compact("c ? .5 : 1") == "c?.5:1")
        #expect(try compact("return .5") == "return.5")
        #expect(try compact("x in .5") == "x in.5")
        #expect(try compact("a < !--b") == "a< !--b")
        #expect(try compact("class A { #x = 1; has(o) { return #x in o } }") == "class A{#x=1;has(o){return#x in o}}")
    }

    @Test func aSpaceIsKeptWhereThreeTokensWouldMergeIntoOne() throws {
        // Found by the fuzzer: each pair reads back apart, the run of three does not.
        #expect(try compact("a . . . b") == "a.. .b")
        #expect(try compact("1e + 5") == "1e+ 5")
        #expect(try compact("\\u { 41 }") == "\\u {41}")
    }

    @Test func numbersOfEveryShapeAreSingleTokens() throws {
        #expect(try tokens("1e-7 .5 0x1F 1_000 5. 10n 0b1010 1.5e+3") ==
                ["number 1e-7", "number .5", "number 0x1F", "number 1_000", "number 5.", "number 10n", "number 0b1010",
                 "number 1.5e+3"])
    }

    @Test func punctuatorsAreReadLongestFirst() throws {
        #expect(try tokens("a ??= b?.c ** d >>>= e => ...f").filter { $0.hasPrefix("punctuator") } ==
                ["punctuator ??=", "punctuator ?.", "punctuator **", "punctuator >>>=", "punctuator =>", "punctuator ..."])
    }

    @Test func aHashbangLineStaysOnItsLine() throws {
        #expect(try compact("#!/usr/bin/env node\n// comment\nrun()\n") == "#!/usr/bin/env node\nrun()")
    }

    // MARK: - Strings, comments and Unicode

    @Test func commentMarkersInsideStringsAndRegularExpressionsSurvive() throws {
        let source = #"const url = "http://example.com/*x*/"; const re = /\/\/ not a comment/; // gone"#
        #expect(try compact(source) == #"const url="http://example.com/*x*/";const re=/\/\/ not a comment/;"#)
    }

    @Test func aClosingScriptTagInAStringIsCopiedByteForByte() throws {
        let source = "const html = '<script>x</script>' + \"</script >\" + `</script>`;"
        #expect(try compact(source) == "const html='<script>x</script>'+\"</script >\"+`</script>`;")
    }

    @Test func stringsWithEscapesAndLineContinuationsAreCopied() throws {
        let source = "const s = 'it\\'s \\\n  continued', t = \"\\\"\";"
        #expect(try compact(source) == "const s='it\\'s \\\n  continued',t=\"\\\"\";")
    }

    @Test func unicodeIdentifiersAndStringsAreKept() throws {
        #expect(try compact("const größe = \"ä ☃ 𝒳\";\nlet $ü_1 = größe + 'π'") == "const größe=\"ä ☃ 𝒳\";let $ü_1=größe+'π'")
        #expect(try tokens("größe in π") == ["identifier größe", "identifier in", "identifier π"])
        #expect(try tokens(#"\u0061 \u{1D4B3}x"#) == [#"identifier \u0061"#, #"identifier \u{1D4B3}x"#])
    }

    // MARK: - Bad input

    @Test func anUnterminatedTokenNamesTheFileAndTheLineWhereItStarts() {
        #expect(compactionError("let a = 1\n\nconst s = 'open\n") == "js/theme.js:3: unterminated string (opened here)")
        #expect(compactionError("f()\nconst t = `a\n${b}\nc") == "js/theme.js:2: unterminated template literal (opened here)")
        #expect(compactionError("const t = `${ {a: 1 }") == "js/theme.js:1: unterminated template literal (opened here)")
        #expect(compactionError("x = 1\ny = /abc\n/") == "js/theme.js:2: unterminated regular expression (opened here)")
        #expect(compactionError("a\n/* never\nclosed") == "js/theme.js:2: unterminated comment (opened here)")
        #expect(compactionError("const s = \"a\\\nb\nc\"") == "js/theme.js:1: unterminated string (opened here)")
    }

    // MARK: - The default theme

    /// Every `.js` file below `Public/js`, with its repository-relative name.
    static let themeModules: [(name: String, source: String)] = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let folder = root.appendingPathComponent("Public/js")
        let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
        return files.filter { $0.pathExtension == "js" }.sorted { $0.path < $1.path }.map { file in
            (String(file.path.dropFirst(root.path.count + 1)), (try? String(contentsOf: file, encoding: .utf8)) ?? "")
        }
    }()

    @Test func everyThemeModuleKeepsItsTokensAndCompactsIdempotently() throws {
        #expect(Self.themeModules.count > 30)
        for (name, source) in Self.themeModules {
            let compacted = try JSCompactor.compact(source, file: name)
            let before = try JSTokenizer.tokens(in: source, file: name).map { "\($0.kind) \($0.text)" }
            let after = try JSTokenizer.tokens(in: compacted, file: name).map { "\($0.kind) \($0.text)" }
            #expect(before == after, "\(name): tokens changed")
            #expect(try JSCompactor.compact(compacted, file: name) == compacted, "\(name): compacting twice changed it")
            #expect(compacted.utf8.count < source.utf8.count, "\(name)")
        }
    }
}
