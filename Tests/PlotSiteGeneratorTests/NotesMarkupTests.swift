import Testing
@testable import PlotSiteGenerator

/// A plot's notes on its page: text escaped, web addresses as links, nothing else as markup.
@Suite struct NotesMarkupTests {
    @Test func anAddressBecomesALinkAndTheRestStaysText() {
        #expect(NotesMarkup.html("See https://example.edu/calculus/notes.html for more.")
                == "See <a href=\"https://example.edu/calculus/notes.html\" rel=\"noopener\">https://example.edu/calculus/notes.html</a> for more.")
        #expect(NotesMarkup.html("http://a.org") == "<a href=\"http://a.org\" rel=\"noopener\">http://a.org</a>")
    }

    @Test func punctuationThatEndsASentenceIsNoPartOfTheAddress() {
        #expect(NotesMarkup.html("(see https://a.org/x.)") == "(see <a href=\"https://a.org/x\" rel=\"noopener\">https://a.org/x</a>.)")
        #expect(NotesMarkup.html("https://en.wikipedia.org/wiki/Limit_(mathematics), and")
                == "<a href=\"https://en.wikipedia.org/wiki/Limit_(mathematics)\" rel=\"noopener\">https://en.wikipedia.org/wiki/Limit_(mathematics)</a>, and")
    }

    @Test func markupAndQuotesAreEscapedInTextAndInTheLink() {
        #expect(NotesMarkup.html("<b>x</b> & y") == "&lt;b&gt;x&lt;/b&gt; &amp; y")
        #expect(NotesMarkup.html("https://a.org/?q=1&r=\"2\"")
                == "<a href=\"https://a.org/?q=1&amp;r=\" rel=\"noopener\">https://a.org/?q=1&amp;r=</a>&quot;2&quot;")
        #expect(NotesMarkup.html("javascript:alert(1) and ftp://x") == "javascript:alert(1) and ftp://x")
    }

    @Test func onlyAnAddressThatStartsAWordWithSomethingAfterItsSchemeIsALink() {
        #expect(NotesMarkup.html("xhttps://a.org") == "xhttps://a.org")
        #expect(NotesMarkup.html("https:// no") == "https:// no")
        #expect(NotesMarkup.html("HTTPS://A.ORG") == "<a href=\"HTTPS://A.ORG\" rel=\"noopener\">HTTPS://A.ORG</a>")
    }
}
