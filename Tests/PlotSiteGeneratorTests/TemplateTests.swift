import Testing
@testable import PlotSiteGenerator

@Suite struct TemplateTests {
    @Test func textIsEscapedByDefault() throws {
        let template = try Template(name: "t", source: "<p title=\"{{ a }}\">{{ a }}</p>")
        #expect(try template.render(["a": .text("<script>\"x\" & 'y'</script>")])
                == "<p title=\"&lt;script&gt;&quot;x&quot; &amp; &#39;y&#39;&lt;/script&gt;\">&lt;script&gt;&quot;x&quot; &amp; &#39;y&#39;&lt;/script&gt;</p>")
    }

    @Test func aPagesTemplateLeavesOutItsIndentationButNotInPreOrTextareaNorInValues() throws {
        let source = "<ul>\n  <li>{{ a }}</li>\n\n  <li>b</li>\n</ul>\n<PRE>\n  kept\n</PRE>\n  <textarea>\n  {{ a }}\n  </textarea>\n  <p>\n    c</p>"
        let context: [String: TemplateValue] = ["a": .text("x\n  y")]
        #expect(try Template(name: "t", source: source, keepsIndentation: false).render(context)
                == "<ul>\n<li>x\n  y</li>\n<li>b</li>\n</ul>\n<PRE>\n  kept\n</PRE>\n<textarea>\n  x\n  y\n  </textarea>\n<p>\nc</p>")
        #expect(try Template(name: "t", source: source).render(context) == source.replacingOccurrences(of: "{{ a }}", with: "x\n  y"))
        // Nor blank lines where one template's text ends and another's begins, or a block's.
        let parts = ["part.html": try Template(name: "part.html", source: "<p>b</p>\n", keepsIndentation: false)]
        #expect(try Template(name: "t", source: "<p>a</p>\n\n  {{> part.html }}\n  {{#if on}}\n\n  <p>c</p>{{/if}}", keepsIndentation: false)
                    .render(["on": true], templates: parts) == "<p>a</p>\n<p>b</p>\n<p>c</p>")
    }

    @Test func rawOutputOnlyForTrustedMarkup() throws {
        let template = try Template(name: "t", source: "{{{ svg }}}")
        #expect(try template.render(["svg": .html("<svg/>")]) == "<svg/>")
        #expect(throws: TemplateError.self) { try template.render(["svg": .text("<svg/>")]) }
    }

    @Test func eachAndIf() throws {
        let template = try Template(name: "t", source: "{{#each items}}[{{ name }}{{#if on}}*{{else}}-{{/if}}]{{/each}}{{#each words}}{{ . }},{{/each}}")
        let rendered = try template.render([
            "items": .list([.object(["name": "a", "on": true]), .object(["name": "b", "on": false])]),
            "words": .list(["x", "y"]),
        ])
        #expect(rendered == "[a*][b-]x,y,")
    }

    @Test func mistakesAreErrorsWithTheLine() {
        #expect(throws: TemplateError(file: "t", line: 2, message: "unknown name 'nope'")) {
            try Template(name: "t", source: "a\n{{ nope }}").render([:])
        }
        #expect(throws: TemplateError.self) { try Template(name: "t", source: "{{#each x}}") }
        #expect(throws: TemplateError.self) { try Template(name: "t", source: "{{/if}}") }
        #expect(throws: TemplateError.self) { try Template(name: "t", source: "{{ a") }
        #expect(throws: TemplateError.self) { try Template(name: "t", source: "{{ a b }}") }
    }
}

/// `{{> name }}`: a part two pages share, rendered with the including template's names.
@Suite struct TemplateIncludeTests {
    @Test func anIncludedTemplateSeesTheNamesWhereItIsIncluded() throws {
        let part = try Template(name: "part.html", source: "<b>{{ title }}</b>")
        let page = try Template(name: "page.html", source: "{{#each items}}[{{> part.html }}]{{/each}}")
        let items: TemplateValue = .list([.object(["title": .text("a<b")]), .object(["title": .text("c")])])
        #expect(try page.render(["items": items], templates: ["part.html": part]) == "[<b>a&lt;b</b>][<b>c</b>]")
    }

    @Test func aMissingOrSelfIncludingTemplateIsALocatedError() throws {
        let page = try Template(name: "page.html", source: "x\n{{> gone.html }}")
        #expect(throws: TemplateError(file: "page.html", line: 2, message: "the theme has no gone.html to include")) { try page.render([:]) }
        let loop = try Template(name: "loop.html", source: "{{> loop.html }}")
        #expect(throws: TemplateError(file: "loop.html", line: 1, message: "loop.html is included 8 deep: does it include itself?")) {
            try loop.render([:], templates: ["loop.html": loop])
        }
        #expect(throws: TemplateError(file: "empty.html", line: 1, message: "'{{>}}' names no template")) {
            try Template(name: "empty.html", source: "{{> }}")
        }
    }
}
