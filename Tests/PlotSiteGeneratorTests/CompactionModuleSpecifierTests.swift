import Testing
@testable import PlotSiteGenerator

/// Module specifiers found by tokens, for rewriting imports to fingerprinted names.
@Suite struct CompactionModuleSpecifierTests {
    private let source = """
    #!/usr/bin/env node
    // import { nothing } from './comment.js';
    /** @param {import('./typedef.js').Thing} thing */
    import { a, b as c } from './a.js';
    import * as everything from "../b.js";
    import d from './d.js'
    import e, {
      f,
      "g-h" as g,
    } from './e.js';
    import from from './from.js';
    import './side-effect.js';
    export { f } from './f.js';
    export * as ns from './g.js';
    export * from './h.js';
    export const name = 'import("./string.js")';
    const template = `import('./template.js')`;
    const later = await import('./dynamic.js');
    const computed = import(base + '/x.js');
    const meta = import.meta.url;
    x.import('./method.js');
    """

    @Test func findsStaticSideEffectExportFromAndLiteralDynamicImportsOnly() throws {
        #expect(try JSModuleSpecifiers.specifiers(in: source, file: "js/a.js") ==
                ["./a.js", "../b.js", "./d.js", "./e.js", "./from.js", "./side-effect.js", "./f.js", "./g.js", "./h.js",
                 "./dynamic.js"])
    }

    @Test func aSpecifierBelongsToOneStatementEvenInBrokenCode() throws {
        // Found by the fuzzer: both keywords reached the same `from` and the rewrite went backwards.
        let source = "import * as export * from './e.js';"
        #expect(try JSModuleSpecifiers.specifiers(in: source, file: "x.js") == ["./e.js"])
        #expect(try JSModuleSpecifiers.rewrite(source, file: "x.js") { $0 + "?v" } == "import * as export * from './e.js?v';")
    }

    @Test func rewriteReplacesOnlySpecifiersAndKeepsTheirQuotes() throws {
        let source = "import { a } from './a.js'; // './a.js'\nimport \"./b.js\";\nconst s = './a.js';\nimport('./a.js')"
        let rewritten = try JSModuleSpecifiers.rewrite(source, file: "js/x.js") { specifier in
            specifier == "./a.js" ? "./a.3f9a2c1e.js" : nil
        }
        #expect(rewritten == "import { a } from './a.3f9a2c1e.js'; // './a.js'\nimport \"./b.js\";\nconst s = './a.js';\nimport('./a.3f9a2c1e.js')")
    }

    @Test func rewriteEscapesAQuoteInTheReplacement() throws {
        #expect(try JSModuleSpecifiers.rewrite("import 'a.js'", file: "x.js") { _ in "it's.js" } == #"import 'it\'s.js'"#)
    }

    @Test func aSpecifierIsTheStringsValueWithEscapesDecoded() throws {
        #expect(try JSModuleSpecifiers.specifiers(in: #"import './a\u002ejs'; import "./\x62\u{2E}js";"#, file: "x.js") ==
                ["./a.js", "./b.js"])
        // Found by the fuzzer: a backslash in a replacement is written escaped, so it reads back as itself.
        let rewritten = try JSModuleSpecifiers.rewrite(#"import './c\\d.js'"#, file: "x.js") { $0 + "?v" }
        #expect(rewritten == #"import './c\\d.js?v'"#)
        #expect(try JSModuleSpecifiers.specifiers(in: rewritten, file: "x.js") == [#"./c\d.js?v"#])
    }

    @Test func anUnreadableModuleIsAnErrorWithItsLine() {
        #expect(throws: CompactionError(file: "js/x.js", line: 2, message: "unterminated string (opened here)")) {
            try JSModuleSpecifiers.specifiers(in: "import './a.js'\nimport './b.js", file: "js/x.js")
        }
    }
}
