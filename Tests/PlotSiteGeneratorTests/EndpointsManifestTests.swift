import Testing
import PlotCore
@testable import PlotSiteGenerator

/// A curve's `endpoints` key (docs/manifest.md#curves): dots at jumps and holes unless `false`, dots at
/// `from`/`to` only when asked (`["closed", "open"]`), every mistake at its place; and what the page's
/// script reads of it (FigureData).
@Suite struct EndpointsManifestTests {
    @Test func aCurveHasDotsAtItsJumpsAndNoneAtItsEndsUnlessItSaysSo() throws {
        let curves = try TestManifest.plots("""
        {"curves": [{"expression": "floor(x)"}, {"expression": "sign(x)", "endpoints": false},
                    {"expression": "x^2", "from": -1, "to": 2, "endpoints": ["closed", "open"]},
                    {"expression": "x", "to": 2, "endpoints": [null, "closed"]}, {"expression": "1", "endpoints": true}]}
        """)[0].figure.curves
        #expect(curves.map(\.endpoints) == [.jumps, .off, CurveEndpoints(atJumps: true, from: .closed, to: .open),
                                            CurveEndpoints(atJumps: true, from: nil, to: .closed), .jumps])
    }

    @Test func theScriptReadsTheSameDotsAsTheBuild() throws {
        let figure = try TestManifest.plots("""
        {"curves": [{"expression": "floor(x)"}, {"expression": "x", "endpoints": false},
                    {"expression": "x^2", "from": -1, "to": 2, "endpoints": ["closed", "open"]}, {"expression": "x", "to": 2, "endpoints": [null, "open"]}]}
        """)[0].figure
        let json = FigureData.json(figure)
        #expect(json == #"{"curves":[{"expression":"floor(x)","name":"floor(x)"},{"expression":"x","name":"x","endpoints":false},"#
                + #"{"expression":"x^2","name":"x²","from":-1.0,"to":2.0,"endpoints":["closed","open"]},"#
                + #"{"expression":"x","name":"x","to":2.0,"endpoints":[null,"open"]}]}"#,
                "what is usual goes unsaid (the script's defaults: the dots at jumps, no label or restriction, a solid line)")
    }

    @Test func mistakesAreNamedAtTheirPlaceWithTheRightWordNearby() {
        #expect(TestManifest.problemLines(ofPlots: """
        {"curves": [{"expression": "x", "endpoints": "no"}, {"expression": "x", "from": 0, "to": 1, "endpoints": ["closd", 2]}]},
        {"curves": [{"expression": "x", "to": 1, "endpoints": ["open", "closed"]}, {"expression": "x", "endpoints": ["open"]}]},
        {"curves": [{"expression": "x", "endpionts": false}]}
        """) == [
            "gallery.json:2:46: plots[0].curves[0].endpoints: must be true, false or the dots at from and to such as [\"closed\", \"open\"], not \"no\"",
            "gallery.json:2:107: plots[0].curves[1].endpoints[0]: must be \"closed\", \"open\" or null, not \"closd\" (did you mean \"closed\"?)",
            "gallery.json:2:116: plots[0].curves[1].endpoints[1]: must be \"closed\", \"open\" or null, not 2",
            "gallery.json:3:56: plots[1].curves[0].endpoints[0]: asks for a dot at the curve's from, but the curve has no \"from\" (give one, or write null here)",
            "gallery.json:3:109: plots[1].curves[1].endpoints: must be true, false or the dots at from and to such as [\"closed\", \"open\"], not a list",
            "gallery.json:4:33: plots[2].curves[0]: unknown key \"endpionts\" (did you mean \"endpoints\"?)",
        ])
    }
}
