import Foundation
import Testing
@testable import PlotSiteGenerator

/// The CSS compactor: white space only where it means something, strings and `url()` untouched.
@Suite struct CompactionCSSTests {
    private func compact(_ source: String) throws -> String {
        try CSSCompactor.compact(source, file: "css/test.css")
    }

    private func compactionError(_ source: String) -> String? {
        do {
            _ = try CSSCompactor.compact(source, file: "css/theme.css")
            return nil
        } catch {
            return error.description
        }
    }

    @Test func commentsAndIndentationGoAndTheLastSemicolonOfABlock() throws {
        let source = """
        /* The page. */
        body {
          margin: 0;   /* no gap */
          color : red ;
        }

        a > b , c ~ d + e { }
        """
        #expect(try compact(source) == "body{margin:0;color :red}a>b,c ~ d + e{}")
    }

    @Test func descendantCombinatorsAndPseudoClassesKeepTheirSpace() throws {
        #expect(try compact(".a   .b\n\t:hover { x: y }") == ".a .b :hover{x:y}")
        #expect(try compact("a:hover, a :focus-visible {x:y}") == "a:hover,a :focus-visible{x:y}")
    }

    @Test func spacesThatSeparateValuesAndKeywordsStay() throws {
        #expect(try compact("p { width: calc( 1px + 2px ); margin: 0 -2px; }") == "p{width:calc(1px + 2px);margin:0 -2px}")
        #expect(try compact("@media (min-width: 40em) and (orientation: landscape) { p { x: y; } }") ==
                "@media (min-width:40em) and (orientation:landscape){p{x:y}}")
        #expect(try compact("p { color: red !important; }") == "p{color:red !important}")
    }

    @Test func stringsAndURLsAreCopiedExactly() throws {
        let source = """
        p::before { content: "/* not a comment */  ;}"; }
        q { background: url( http://example.com/a//b.png ) no-repeat, URL("x y.png"); }
        r { quotes: '\\'' "\\"" }
        """
        #expect(try compact(source) == """
        p::before{content:"/* not a comment */  ;}"}q{background:url(http://example.com/a//b.png) no-repeat,URL("x y.png")}r{quotes:'\\'' "\\""}
        """)
    }

    @Test func escapesOutsideStringsKeepWhatEndsThem() throws {
        #expect(try compact(".a\\:b   .c { }") == ".a\\:b .c{}")
        #expect(try compact(".\\31 0 { }") == ".\\31 0{}")
        #expect(try compact(".a\\; b { }") == ".a\\; b{}")
    }

    @Test func anUnterminatedCommentOrStringNamesItsLine() {
        #expect(compactionError("p { x: y }\n\n/* open") == "css/theme.css:3: unterminated comment (opened here)")
        #expect(compactionError("p {\n  content: 'open\n}") == "css/theme.css:2: unterminated string (opened here)")
        #expect(compactionError("p { background: url(a.png }") == "css/theme.css:1: unterminated url( (opened here)")
    }

    @Test func everyThemeStylesheetShrinksAndCompactsIdempotently() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let folder = root.appendingPathComponent("Public/css")
        let files = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil).filter { $0.pathExtension == "css" }
        #expect(!files.isEmpty)
        for file in files {
            let source = try String(contentsOf: file, encoding: .utf8)
            let compacted = try CSSCompactor.compact(source, file: file.lastPathComponent)
            #expect(compacted.utf8.count < source.utf8.count * 8 / 10, "\(file.lastPathComponent)")
            #expect(try CSSCompactor.compact(compacted, file: file.lastPathComponent) == compacted, "\(file.lastPathComponent)")
        }
    }
}
