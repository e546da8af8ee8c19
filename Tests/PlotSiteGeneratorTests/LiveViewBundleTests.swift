import Foundation
import Testing
import TestSupport
@testable import PlotSiteGenerator

/// The live view's bundle (docs/architecture.md#delivery), run in node: the bundled modules behave as the
/// modules did, and the page holds one instance of each module, whether the boot, the bundle or a
/// module loaded later asked for it.
@Suite struct LiveViewBundleTests {
    /// A small theme with every import and export form the theme's modules use. Each module notes in
    /// `globalThis.order` that it ran.
    static let theme: [String: String] = [
        "js/plot-boot.js": "import { shared } from './graph/gestures.js';\nimport { loadLiveView } from './live-view-modules.js';\nglobalThis.order.push('boot');",
        "js/graph/gestures.js": "export const shared = { from: 'gestures' };\nglobalThis.order.push('gestures');",
        "js/live-view-modules.js": "export const loadLiveView = () => import('./plot-page.js');\nexport const loadAreaOutlines = () => import('./figure/area-outline.js');",
        "js/plot-page.js": """
            import { twice as double, instance } from './math/twice.js';
            import * as text from './words/text.js';
            import words from './words/en.js';
            import { shared } from './graph/gestures.js';
            import './side-effect.js';
            export { words };
            export const page = { doubled: double(21), hello: text.hello, words, shared };
            export const twice = { instance, double, namespace: () => import('./math/twice.js') };
            export async function later() { return import('./graph/trace.js'); }
                        globalThis.order.push('page');
            """,
        "js/math/twice.js": "export function twice(x) { return 2 * x; }\nexport const instance = {}, second = 2;\nexport { twice as double };\nglobalThis.order.push('twice');",
        "js/words/text.js": "export const hello = 'hello';\nexport { default as language } from './en.js';\nglobalThis.order.push('text');",
        "js/words/en.js": "export default {\n  name: 'English',\n};\nglobalThis.order.push('en');",
        "js/side-effect.js": "globalThis.order.push('side effect');",
        "js/graph/trace.js": "import { instance, twice } from '../math/twice.js';\nimport { shared } from './gestures.js';\nimport { dots } from './dots.js';\nexport const trace = { instance, shared, four: twice(2), dots };",
        "js/graph/dots.js": "export const dots = 'dots';",
        "js/figure/area-outline.js": "import { hello } from '../words/text.js';\nexport const outline = hello;",
    ]

    static func bundled(_ theme: [String: String]) throws -> [String: Data] {
        try LiveViewModules.bundled(theme.mapValues { Data($0.utf8) }).assets
    }

    @Test func theBundleRunsAsTheModulesDidWithOneInstanceOfEach() throws {
        let files = try Self.bundled(Self.theme)
        #expect(files[LiveViewBundle.bundlePath] != nil)
        #expect(files["js/live/graph/trace.js"] != nil && files["js/live/graph/dots.js"] != nil && files["js/live/figure/area-outline.js"] != nil)
        #expect(files["js/live/graph/gestures.js"] == nil, "the boot's modules are the boot's")
        // The boot and what it imports are one file, which the live view takes them from: no page loads the modules alone.
        #expect(files["js/graph/gestures.js"] == nil)
        #expect(String(decoding: files["js/plot-boot.js"] ?? Data(), as: UTF8.self).contains("from: 'gestures'"))
        #expect(String(decoding: files[LiveViewBundle.bundlePath] ?? Data(), as: UTF8.self).contains("from './plot-boot.js'"))
        let folder = try TestFolder.make("plotsite-bundle")
        defer { try? FileManager.default.removeItem(at: folder) }
        for (path, data) in files { try TestFolder.put(data, at: path, in: folder) }
        let run = try ChildProcess.node(["--input-type=module", "--eval", Self.runner, folder.path])
        #expect(run.status == 0, "\(run.errText)")
        let result = try #require(try JSONSerialization.jsonObject(with: run.out) as? [String: Any])
        // The order a browser evaluates the modules in: the boot's first, then depth first, dependencies before importers.
        #expect(result["order"] as? [String] == ["gestures", "boot", "twice", "en", "text", "side effect", "page"])
        #expect(result["page"] as? [String: Any] as NSDictionary? == ["doubled": 42, "hello": "hello", "words": ["name": "English"], "shared": ["from": "gestures"]])
        #expect(result["checks"] as? [String: Bool] == [
            "the boot's module is the bundle's": true,
            "a module loaded later takes the bundle's": true,
            "a module loaded later takes the boot's": true,
            "a bundled module imported again is the bundle's": true,
            "re-exports keep their values": true,
            "the area outlines take the bundle's words": true,
        ])
    }

    /// Loads the theme as the boot does and reports what each module saw.
    static let runner = """
        globalThis.order = [];
        const root = 'file://' + process.argv[1];
        const boot = await import(root + '/js/plot-boot.js');
        // The boot's bundle lends its modules by namespace: the one with `shared` is gestures.js, the one with
        // `loadLiveView` the build's live-view-modules.js.
        const gestures = Object.values(boot).find((module) => 'shared' in module);
        const modules = Object.values(boot).find((module) => 'loadLiveView' in module);
        const [bundle, outlines] = await Promise.all([modules.loadLiveView(), modules.loadAreaOutlines()]);
        const { trace } = await bundle.later();
        const twice = await bundle.twice.namespace();
        console.log(JSON.stringify({
          order: globalThis.order,
          page: { doubled: bundle.page.doubled, hello: bundle.page.hello, words: bundle.words, shared: bundle.page.shared },
          checks: {
            "the boot's module is the bundle's": bundle.page.shared === gestures.shared,
            "a module loaded later takes the bundle's": trace.instance === bundle.twice.instance && trace.four === 4 && trace.dots === 'dots',
            "a module loaded later takes the boot's": trace.shared === gestures.shared,
            "a bundled module imported again is the bundle's": twice.instance === bundle.twice.instance,
            "re-exports keep their values": twice.double === twice.twice && twice.second === 2 && bundle.words === bundle.page.words,
            "the area outlines take the bundle's words": outlines.outline === 'hello',
          },
        }));
        """

    @Test func formsTheBundleCannotCarryOverAreLocatedErrors() throws {
        let cases: [(String, String, String)] = [
            ("js/words/text.js", "export * from './en.js';", "js/words/text.js:1: export * cannot move"),
            ("js/words/text.js", "export const { hello } = { hello: 1 };", "js/words/text.js:1: an exported declaration that destructures"),
            ("js/words/text.js", "const here = import.meta.url;\nexport const hello = here;", "js/words/text.js:1: import.meta cannot move"),
            ("js/words/en.js", "import { hello } from './text.js';\nexport default hello;", "imports js/words/text.js, which imports it in turn"),
            ("js/words/text.js", "export const $$m0 = 1, hello = 2;", "uses a name starting $$m"),
        ]
        for (path, source, message) in cases {
            var theme = Self.theme
            theme[path] = source
            #expect(throws: CompactionError.self, "\(source)") { try Self.bundled(theme) }
            do {
                _ = try Self.bundled(theme)
            } catch {
                #expect("\(error)".contains(message), "\(error)")
            }
        }
    }

    @Test func aModuleTheBootLoadsLaterMayNotImportOneTheBootHolds() throws {
        var theme = Self.theme
        theme["js/plot-boot.js"]! += "\nexport const later = () => import('./embed-code.js');"
        theme["js/embed-code.js"] = "import { shared } from './graph/gestures.js';\nexport const code = shared;"
        #expect(throws: CompactionError.self) { try Self.bundled(theme) }
        do {
            _ = try Self.bundled(theme)
        } catch {
            #expect("\(error)" == "js/embed-code.js:1: imports js/graph/gestures.js, which the boot's bundle holds: the page would run it twice")
        }
        // Loaded later without importing the boot's modules, it stays a file of its own, named from the bundle.
        theme["js/embed-code.js"] = "export const code = 'code';"
        let files = try Self.bundled(theme)
        #expect(files["js/embed-code.js"] != nil)
        #expect(String(decoding: files["js/plot-boot.js"] ?? Data(), as: UTF8.self).contains("import('./embed-code.js')"))
    }

    @Test func aThemeWithoutTheBootScriptIsNotBundled() throws {
        var theme = Self.theme
        theme["js/plot-boot.js"] = nil
        let files = try Self.bundled(theme)
        #expect(files[LiveViewBundle.bundlePath] == nil)
        #expect(Set(files.keys) == Set(theme.keys))
    }

    @Test func specifiersBetweenModulesAreRelative() {
        #expect(ModulePaths.specifier(from: "js/live-view.js", to: "js/graph/gestures.js") == "./graph/gestures.js")
        #expect(ModulePaths.specifier(from: "js/live/graph/trace.js", to: "js/live-view.js") == "../../live-view.js")
        #expect(ModulePaths.specifier(from: "js/live/graph/trace.js", to: "js/graph/gestures.js") == "../../graph/gestures.js")
        #expect(ModulePaths.specifier(from: "js/graph/a.js", to: "js/graph/b.js") == "./b.js")
    }
}
