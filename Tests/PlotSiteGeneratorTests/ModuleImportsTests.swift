import Foundation
import Testing
@testable import PlotSiteGenerator

@Suite struct ModuleImportsTests {
    @Test func findsEveryKindOfStaticImportAndNothingElse() {
        let source = """
        // A header comment that says: import { nothing } from './comment.js';
        /**
         * @param {import('./typedef.js').Thing} thing
         */
        import { a, b } from './a.js';
        import * as everything from "../b.js";
        import c from './c.js'
        import {
          d,
          e,
        } from './d.js';
        import './side-effect.js';
        export { f } from './f.js';
        export * from './g.js';
        export const name = 'not an import';
        const later = await import('./dynamic.js');
        const meta = import.meta.url;
        """
        #expect(ModuleImports.specifiers(in: source) == ["./a.js", "../b.js", "./c.js", "./d.js", "./side-effect.js", "./f.js", "./g.js"])
    }

    @Test func resolvesRelativeToTheImportingFile() {
        #expect(ModuleImports.resolve("./parser.js", from: "js/expression.js") == "js/parser.js")
        #expect(ModuleImports.resolve("./expression/parser.js", from: "js/expression.js") == "js/expression/parser.js")
        #expect(ModuleImports.resolve("../graph-toolbar.js", from: "js/calculator/graph.js") == "js/graph-toolbar.js")
        #expect(ModuleImports.resolve("../../../outside.js", from: "js/calculator/graph.js") == nil)
        #expect(ModuleImports.resolve("lodash", from: "js/a.js") == nil)
        #expect(ModuleImports.resolve("https://example.com/x.js", from: "js/a.js") == nil)
    }

    @Test func dependenciesAreTheWholeStaticClosureOnceEach() {
        let assets: [String: String] = [
            "js/page.js": "import { v } from './view.js';\nimport { e } from './expr.js';\nconst p = import('./lazy.js');",
            "js/view.js": "import { d } from './dom.js';\nimport { t } from './ticks.js';",
            "js/expr.js": "import { d } from './dom.js';\nimport { m } from './missing.js';",
            "js/ticks.js": "import { v } from './view.js';",  // a cycle
            "js/dom.js": "export const d = 1;",
            "js/lazy.js": "import { d } from './dom.js';",
        ]
        let imports = ModuleImports(assets: assets.mapValues { Data($0.utf8) })
        #expect(imports.dependencies(of: ["js/page.js"]) == ["js/view.js", "js/expr.js", "js/dom.js", "js/ticks.js"])
        #expect(imports.dependencies(of: ["js/dom.js"]) == [])
        #expect(imports.dependencies(of: ["js/unknown.js"]) == [])
        // Two scripts on one page share their modules: each is listed once, neither script is.
        #expect(imports.dependencies(of: ["js/lazy.js", "js/expr.js"]) == ["js/dom.js"])
    }

    @Test func aModuleRunsWhenAScriptImportsItOrItsBundleHoldsIt() {
        let assets: [String: String] = [
            "js/page.js": "import { v } from './view.js';",
            "js/view.js": "import { r } from './register.js';",
            "js/register.js": "export const r = 1;",
            "js/boot.js": "export { $$b0 };",  // a bundle: it imports nothing, it holds its modules
            "js/other.js": "const later = import('./register.js');",
        ]
        let imports = ModuleImports(assets: assets.mapValues { Data($0.utf8) }, heldByBundle: ["js/boot.js": ["js/register.js", "js/boot.js"]])
        #expect(imports.run("js/register.js", by: ["js/page.js"]))
        #expect(imports.run("js/register.js", by: ["js/boot.js"]))
        #expect(imports.run("js/register.js", by: ["js/register.js"]))
        // A dynamic import loads it later, if at all: the page still needs its own script tag.
        #expect(!imports.run("js/register.js", by: ["js/other.js"]))
        #expect(!imports.run("js/register.js", by: []))
    }
}
