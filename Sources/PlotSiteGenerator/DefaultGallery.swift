import PlotCore

/// The gallery `plotsite build` makes without a manifest: the seeds' four equations at their
/// seed ranges, and classic cases that show what the sampler does at poles, jumps and edges, and a
/// window that does not start at −xMax (`xMin`).
public enum DefaultGallery {
    public static let manifestText = """
    # title: Function plot gallery
    # instruction: Tap a plot to open it.
    # instruction: Drag to pan; pinch, scroll or press + and − to zoom.
    # instruction: Double-tap to move the origin there; press 0 to recenter.
    x^3 - 2.5x^2 + 3.1x - 13.3 | xMax=4 samples=200 title="A cubic" slug="cubic"
    sin(x)+cos(2x)-tan(3x)     | xMax=0.25 samples=200 title="Three waves" slug="three-waves"
    √(x³+x²+2.5x+23)           | xMax=4 samples=200 title="Root of a cubic" slug="root-of-a-cubic" notes="Undefined left of x ≈ −2.8895, where the cubic under the root turns negative."
    ln(x²+2πx+23)              | xMax=4 samples=200 title="Logarithm of a quadratic" slug="log-of-a-quadratic"
    sin(x)                     | xMax=7 title="Sine" slug="sine"
    tan(x)                     | xMax=10 title="Tangent" slug="tangent" notes="Poles at π/2 + kπ: the curve is never joined across them."
    1/x                        | xMax=5 yMax=5 title="Hyperbola" slug="hyperbola" notes="Undefined at 0; the two branches stay apart."
    √(1-x²)                    | xMax=1.5 yMax=1.2 title="Half circle" slug="half-circle" notes="Defined only for −1 ≤ x ≤ 1: the curve ends exactly on the x-axis."
    floor(x)                   | xMax=5 yMax=5 title="Floor" slug="floor" notes="Jumps at every whole number, drawn as separate steps."
    sin(x)/x                   | xMax=20 yMax=1.2 title="Sinc" slug="sinc" featured=false
    exp(-x^2)                  | xMax=3 yMax=1.2 title="Bell curve" slug="bell-curve" featured=false
    x^(1/3)                    | xMax=2 yMax=1.5 title="Cube root" slug="cube-root" featured=false notes="A fraction with an odd denominator is the real root, so negative x has a value."
    ln(x)                      | xMin=0 xMax=10 title="Natural logarithm" slug="natural-logarithm" featured=false notes="Drawn from x = 0 (xMin) to 10: ln x is undefined left of 0 and dives off the bottom of the frame there."
    """

    /// The parsed default gallery (the text above is tested to parse).
    public static func manifest() -> Manifest {
        // The text is a constant of this file, covered by a test; failing here is a programming error.
        try! ManifestReader.parse(manifestText, file: "default gallery", isJSON: false)
    }
}
