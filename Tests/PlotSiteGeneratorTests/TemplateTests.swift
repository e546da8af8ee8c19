import Testing
@testable import PlotSiteGenerator

@Suite struct TemplateTests {
    @Test func textIsEscapedByDefault() throws {
        let template = try Template(name: "t", source: "<p title=\"{{ a }}\">{{ a }}</p>")
        #expect(try template.render(["a": .text("<script>\"x\" & 'y'</script>")])
                == "<p title=\"&lt;script&gt;&quot;x&quot; &amp; &#39;y&#39;&lt;/script&gt;\">&lt;script&gt;&quot;x&quot; &amp; &#39;y&#39;&lt;/script&gt;</p>")
    }

    @Test func rawOutputOnlyForTrustedMarkup() throws {
        let template = try Template(name: "t", source: "{{{ svg }}}")
        #expect(try template.render(["svg": .html("<svg/>")]) == "<svg/>")
        #expect(throws: TemplateError.self) { try template.render(["svg": .text("<svg/>")]) }
    }

    @Test func indentationAndBlankLinesOfTheTemplatesTextAreLeftOut() throws {
        let template = try Template(name: "t", source: "<ul>\n  {{#each items}}\n    <li>{{ . }}</li>\n\n  {{/each}}\n</ul>\n")
        #expect(try template.render(["items": .list(["a  b", "  c"])]) == "<ul>\n\n<li>a  b</li>\n\n<li>  c</li>\n\n</ul>\n")
        // The values keep theirs: only the template's own text loses it, a piece at a time (a block's text starts afresh).
        let nested = try Template(name: "t", source: "<p>\n\t{{#if on}}\n\t\tyes\n\t{{else}}\n\t\tno\n\t{{/if}}\n</p>")
        #expect(try nested.render(["on": false]) == "<p>\n\nno\n\n</p>")
    }

    @Test func aTemplateWithPreformattedTextKeepsItsWhitespace() throws {
        let source = "<pre>\n  indented\n\n  kept\n</pre>\n  <textarea>\n  x</textarea>"
        #expect(try Template(name: "t", source: source).render([:]) == source)
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
