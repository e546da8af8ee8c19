import PlotCore

/// The gallery `plotsite build` makes without a manifest: the seeds' four equations at their
/// seed ranges; classic cases that show what the sampler does at poles, jumps, holes and edges (a step
/// function, a function defined by cases with a jump and a hole, a removable hole: docs/site.md#endpoint-dots), and a
/// window that does not start at −xMax (`xMin`); figures of several curves with an area,
/// marked points and asymptotes (docs/manifest.md#figures); a figure with sliders (docs/site.md#sliders); and
/// parametric and polar curves (docs/manifest.md#parametric-and-polar-curves); implicit curves and regions
/// (docs/manifest.md#implicit-curves-and-regions); slope and vector fields (docs/manifest.md#slope-and-vector-fields); series: Taylor polynomials on a degree slider, a partial sum
/// with Σ, a radius of convergence and a Fourier partial sum (docs/manifest.md#taylor-polynomials).
public enum DefaultGallery {
    public static let manifestText = #"""
    {
      "title": "Function plot gallery",
      "instructions": [
        "Tap a plot to open it.",
        "Drag sideways or with two fingers to pan; pinch or scroll to zoom.",
        "Double-tap to move the origin there; Reset view brings the figure back."
      ],
      "plots": [
        { "expression": "x^3 - 2.5x^2 + 3.1x - 13.3", "xMax": 4, "samples": 200, "title": "A cubic", "slug": "cubic" },
        { "expression": "sin(x)+cos(2x)-tan(3x)", "xMax": 0.25, "samples": 200, "title": "Three waves", "slug": "three-waves" },
        { "expression": "√(x³+x²+2.5x+23)", "xMax": 4, "samples": 200, "title": "Root of a cubic", "slug": "root-of-a-cubic",
          "notes": "Undefined left of x ≈ −2.8895, where the cubic under the root turns negative." },
        { "expression": "ln(x²+2πx+23)", "xMax": 4, "samples": 200, "title": "Logarithm of a quadratic", "slug": "log-of-a-quadratic" },
        { "title": "A function, its derivative, a tangent", "slug": "derivative-and-tangent", "xMax": 3, "yMin": -4, "yMax": 4,
          "curves": [
            { "expression": "x^3/3 - x", "label": "f(x) = x³/3 − x" },
            { "expression": "x^2 - 1", "label": "f′(x) = x² − 1", "style": "dashed" },
            { "expression": "2/3 + 3(x-2)", "label": "tangent at x = 2", "from": 1, "to": 3 }
          ],
          "points": [ { "x": 2, "y": "2/3", "label": "(2, 2/3)" } ],
          "notes": "The tangent at x = 2 has the slope f′(2) = 3: where the dashed derivative crosses the height 3." },
        { "title": "Between sine and cosine", "slug": "between-sine-and-cosine", "xMax": 7, "xTicks": "π",
          "curves": [
            { "expression": "sin(x)", "label": "sin x" },
            { "expression": "cos(x)", "label": "cos x", "style": "dashed" }
          ],
          "areas": [ { "between": [0, 1], "from": "π/4", "to": "5π/4" } ],
          "points": [ { "x": "π/4", "y": "√2/2", "label": "π/4" }, { "x": "5π/4", "y": "-√2/2", "label": "5π/4" } ],
          "notes": "Between two crossings the area is 2√2 ≈ 2.82843." },
        { "title": "Asymptotes of a rational function", "slug": "asymptotes", "xMax": 5, "yMin": -8, "yMax": 8,
          "curves": [ { "expression": "(2x^2 + 1)/(x^2 - 1)", "label": "y = (2x² + 1)/(x² − 1)" } ],
          "lines": [
            { "x": -1, "label": "x = −1", "style": "dotted" },
            { "x": 1, "label": "x = 1", "style": "dotted" },
            { "y": 2, "label": "y = 2" }
          ],
          "notes": "Poles at x = ±1; far out the curve approaches y = 2." },
        { "title": "Stretching and shifting a sine", "slug": "sine-with-sliders", "xMax": 7, "yMin": -3.5, "yMax": 3.5,
          "curves": [
            { "expression": "a sin(b(x - c))", "label": "y = a·sin(b(x − c))" },
            { "expression": "sin(x)", "label": "y = sin x", "style": "dashed" },
            { "expression": "a cos(b(x - c))", "label": "y = a·cos(b(x − c))", "style": "dotted" }
          ],
          "areas": [ { "under": 0, "from": 0, "to": "π" } ],
          "parameters": {
            "a": { "value": 1, "min": 0, "max": 3, "step": 0.1 },
            "b": { "value": 1, "min": 0.5, "max": 4, "step": 0.1 },
            "c": { "value": 0, "min": "-π", "max": "π", "step": "π/12" }
          },
          "notes": "a stretches the sine upward, b squeezes it sideways, c shifts it to the right; the dashed sine stays as it was." },
        { "title": "Area under the bell curve", "slug": "bell-curve-area", "xMax": 3, "yMax": 1.2,
          "curves": [ { "expression": "exp(-x^2)" } ],
          "areas": [ { "under": 0, "from": -1, "to": 1 } ], "pointsOfInterest": false,
          "notes": "The whole area under e^(−x²) is √π ≈ 1.77245; between −1 and 1 it is about 84 % of that." },
        { "title": "A tangent on a slider", "slug": "tangent-on-a-slider", "xMax": 3, "yMin": -5, "yMax": 5,
          "functions": { "f": "x^3 - 3x" },
          "curves": [
            { "expression": "f(x)", "label": "f(x) = x³ − 3x" },
            { "expression": "f'(x)", "label": "f′(x) = 3x² − 3", "style": "dashed" },
            { "tangent": { "of": "f", "at": "a" } }
          ],
          "lines": [ { "x": "a", "style": "dotted" } ],
          "parameters": { "a": { "value": 2, "min": -2.5, "max": 2.5, "step": 0.05 } },
          "notes": "Move a: the tangent's slope is f′(a), the height of the dashed curve at a along the dotted line; at a = ±1 the tangent is flat." },
        { "title": "A secant becomes a tangent", "slug": "secant-to-tangent", "xMin": -1, "xMax": 3, "yMin": -1, "yMax": 6,
          "curves": [
            { "expression": "x^2", "label": "f(x) = x²" },
            { "secant": { "of": 0, "from": 1, "to": "1 + h" } },
            { "tangent": { "of": 0, "at": 1 }, "style": "dotted" }
          ],
          "parameters": { "h": { "value": 1, "min": 0, "max": 1.5, "step": 0.01 } },
          "notes": "The secant's slope (f(1 + h) − f(1))/h = 2 + h tends to f′(1) = 2 as h goes to 0: the secant turns into the dotted tangent." },
        { "title": "Lower and upper sums", "slug": "lower-and-upper-sums", "xMin": 0, "xMax": 6.5, "yMin": 0, "yMax": 3.5,
          "curves": [ { "expression": "sin(x) + x/4 + 1", "label": "f(x) = sin x + x/4 + 1" } ],
          "sums": [ { "of": 0, "from": 0, "to": 6, "n": "n", "rule": "upper" }, { "of": 0, "from": 0, "to": 6, "n": "n", "rule": "lower" } ],
          "parameters": { "n": { "value": 6, "min": 1, "max": 200, "step": 1 } },
          "notes": "Each upper rectangle reaches the curve's highest point over its piece, each lower one its lowest: as n grows both sums close in on the integral." },
        { "title": "sin x and its Taylor polynomial of degree {n}", "slug": "taylor-sine", "xMax": 10, "yMin": -3, "yMax": 3, "xTicks": "π",
          "functions": { "f": "sin(x)" },
          "curves": [ { "expression": "f(x)", "label": "sin x" }, { "taylor": { "of": "f", "at": 0, "degree": "n" }, "style": "dashed" } ],
          "parameters": { "n": { "value": 5, "min": 0, "max": 20, "step": 1 } },
          "notes": "Each term is the next exact derivative of sin at 0 over k!: the higher the degree n, the farther from 0 the polynomial follows the sine." },
        { "title": "eˣ as the sum of xᵏ/k!", "slug": "exponential-series", "xMin": -4, "xMax": 3, "yMin": -2, "yMax": 12,
          "curves": [ { "expression": "e^x", "label": "y = eˣ" },
                      { "expression": "sum(k = 0 … n, x^k/k!)", "label": "Σ of xᵏ/k! up to k = {n}", "style": "dashed" } ],
          "parameters": { "n": { "value": 3, "min": 0, "max": 20, "step": 1 } },
          "notes": "The partial sum up to k = {n} is the Taylor polynomial of eˣ at 0: the series converges for every x." },
        { "title": "ln(1 + x): the radius of convergence", "slug": "log-series", "xMin": -1.5, "xMax": 2.5, "yMin": -3, "yMax": 2,
          "functions": { "g": "ln(1 + x)" },
          "curves": [ { "expression": "g(x)", "label": "y = ln(1 + x)" }, { "taylor": { "of": "g", "at": 0, "degree": "n" }, "style": "dashed" } ],
          "lines": [ { "x": -1, "label": "x = −1", "style": "dotted" }, { "x": 1, "label": "x = 1", "style": "dotted" } ],
          "parameters": { "n": { "value": 6, "min": 1, "max": 20, "step": 1 } },
          "notes": "The series x − x²/2 + x³/3 − … converges only for −1 < x ≤ 1 (radius of convergence 1): past x = 1 the polynomials swing away, the more the higher n." },
        { "title": "A square wave from {n} sines", "slug": "fourier-square-wave", "xMax": 7, "yMin": -1.6, "yMax": 1.6, "xTicks": "π",
          "curves": [ { "expression": "sign(sin(x))", "label": "square wave" },
                      { "expression": "4/π·Σ(k = 1 … n, sin((2k − 1)x)/(2k − 1))", "label": "{n} terms of its Fourier series" } ],
          "parameters": { "n": { "value": 3, "min": 1, "max": 50, "step": 1 } },
          "pointsOfInterest": false,
          "notes": "4/π · (sin x + sin 3x/3 + sin 5x/5 + …): the overshoot next to each jump stays near 9 % however many terms (the Gibbs phenomenon)." },
        { "title": "(1 + 1/n)ⁿ → e", "slug": "sequence-e", "yMin": 1.9, "yMax": 2.8,
          "curves": [ { "sequence": "(1 + 1/n)^n", "n": [1, 30], "limit": "e", "label": "aₙ = (1 + 1/n)ⁿ" } ],
          "notes": "The terms grow towards e = 2.71828… but never reach it: a₁ = 2, a₁₀ = 2.59374, a₃₀ = 2.67432." },
        { "title": "The alternating harmonic series → ln 2", "slug": "alternating-harmonic", "yMin": -0.6, "yMax": 1.1,
          "curves": [ { "sequence": "(−1)^(n + 1)/n", "n": [1, 25], "partialSums": true, "limit": "ln(2)", "label": "aₙ = (−1)ⁿ⁺¹/n" } ],
          "notes": "The rings are the partial sums Sₙ = 1 − 1/2 + 1/3 − … ± 1/n: they close in on ln 2 = 0.693147…, from above and below in turn, while the terms (the dots) go to 0." },
        { "title": "A geometric series with ratio r", "slug": "geometric-series", "yMin": -1.2, "yMax": 10.5,
          "curves": [ { "sequence": "r^n", "n": [0, 20], "partialSums": true, "label": "aₙ = rⁿ" } ],
          "parameters": { "r": { "value": 0.8, "min": -0.9, "max": 0.9, "step": 0.05 } },
          "notes": "For |r| < 1 the partial sums 1 + r + r² + … + rⁿ (the rings) tend to 1/(1 − r): 5 for r = 0.8." },
        { "title": "The unit circle", "slug": "unit-circle", "xMax": 1.6, "yMin": -1.2, "yMax": 1.2, "aspect": "equal",
          "curves": [ { "x": "cos(t)", "y": "sin(t)", "t": [0, "2π"], "label": "unit circle" },
                      { "x": "t cos(a)", "y": "t sin(a)", "t": [0, 1], "label": "radius", "style": "dashed" } ],
          "parameters": { "a": { "value": 1, "min": 0, "max": "2π", "step": 0.01 } },
          "points": [ { "x": "cos(a)", "y": "sin(a)", "label": "(cos a, sin a)" } ],
          "notes": "The point at angle a on the unit circle is (cos a, sin a): move a and watch its x and y." },
        { "title": "A polar rose", "slug": "polar-rose", "xMax": 1.2, "yMin": -1.2, "yMax": 1.2, "aspect": "equal",
          "curves": [ { "r": "cos(3θ)", "θ": [0, "π"] } ],
          "notes": "r = cos 3θ traces three petals as θ goes from 0 to π; where r is negative the point lies opposite its angle." },
        { "title": "A Lissajous figure", "slug": "lissajous", "xMax": 1.2, "yMin": -1.2, "yMax": 1.2, "aspect": "equal",
          "curves": [ { "x": "sin(3t)", "y": "sin(2t)", "t": [0, "2π"] } ] },
        { "title": "A circle and an ellipse", "slug": "circle-and-ellipse", "xMax": 4, "yMin": -3, "yMax": 3, "aspect": "equal",
          "curves": [ { "expression": "x^2 + y^2 = 4", "label": "circle x² + y² = 4" },
                      { "expression": "x^2/9 + y^2/4 = 1", "label": "ellipse x²/9 + y²/4 = 1" } ],
          "notes": "Equations in x and y, drawn pixel by pixel where interval arithmetic proves the curve passes; equal units keep the circle round." },
        { "title": "The lemniscate of Bernoulli", "slug": "lemniscate", "xMax": 2, "yMin": -1, "yMax": 1, "aspect": "equal",
          "curves": [ { "expression": "(x^2 + y^2)^2 = 2(x^2 - y^2)" } ],
          "notes": "The curve crosses itself at the origin: both branches are drawn through it." },
        { "title": "The folium of Descartes", "slug": "folium", "xMax": 3, "yMin": -3, "yMax": 3, "aspect": "equal",
          "curves": [ { "expression": "x^3 + y^3 = 3x y", "label": "x³ + y³ = 3xy" },
                      { "expression": "-x - 1", "label": "asymptote x + y = −1", "style": "dashed" } ],
          "notes": "Its two arms approach the line x + y = −1 far out; the loop closes at the origin." },
        { "title": "The region between y = x² and y = 4", "slug": "region-between", "xMax": 3, "yMin": -1, "yMax": 6,
          "curves": [ { "expression": "y >= x^2 and y <= 4", "label": "x² ≤ y ≤ 4" }, { "expression": "x^2", "label": "y = x²" } ],
          "notes": "Shaded where both inequalities hold; ≤ keeps the boundary in the region, so it is drawn solid." },
        { "title": "A system of inequalities", "slug": "system-of-inequalities", "xMin": -1, "xMax": 5, "yMin": -1, "yMax": 5,
          "curves": [ { "expression": "x + y <= 4 and y < 2x and x >= 0 and y >= 0", "label": "feasible region" } ],
          "notes": "Where every inequality holds: the edge along y = 2x is dashed, since y < 2x leaves it out." },
        { "title": "Rotation field (−y, x)", "slug": "rotation-field", "xMax": 5, "yMin": -3.5, "yMax": 3.5, "aspect": "equal",
          "curves": [ { "expression": "x^2 + y^2 = 4", "label": "circle x² + y² = 4" },
                      { "vectorField": ["-y", "x"], "label": "field (−y, x)" } ],
          "notes": "Every arrow turns counter-clockwise about the origin, and grows darker with its length √(x² + y²): the circle is a path of the flow." },
        { "title": "y′ = x − y with a draggable initial point", "slug": "slope-field", "xMax": 4, "yMin": -3, "yMax": 4,
          "curves": [ { "ode": "x - y", "through": [0, 1], "label": "solution through its dot" },
                      { "slopeField": "x - y", "label": "y′ = x − y" } ],
          "notes": "Drag the filled dot: the solution is drawn afresh through wherever you put it. Each segment has the slope x − y of the solution through its centre, so every solution follows them, and all of them come close to the line y = x − 1." },
        { "title": "Logistic growth y′ = y(1 − y/4)", "slug": "logistic-field", "xMin": -1, "xMax": 10, "yMin": 0, "yMax": 7,
          "curves": [ { "ode": "y(1 - y/4)", "through": [0, 0.5], "label": "through (0, 0.5)" },
                      { "ode": "y(1 - y/4)", "through": [0, 2], "label": "through (0, 2)" },
                      { "ode": "y(1 - y/4)", "through": [0, 6], "label": "through (0, 6)" },
                      { "slopeField": "y(1 - y/4)", "label": "y′ = y(1 − y/4)" } ],
          "lines": [ { "y": 4 } ],
          "notes": "The dashed line is the carrying capacity y = 4 (unlabelled: the solutions run along it). Below 4 the slopes are positive and flatten as y nears 4; above it they are negative: the solutions through (0, 0.5), (0, 2) and (0, 6) all tend to 4." },
        { "title": "Euler's method with h on a slider", "slug": "euler-method", "xMin": -0.25, "xMax": 2.25, "yMin": 0, "yMax": 12,
          "parameters": { "h": { "value": 0.25, "min": 0.05, "max": 1, "step": 0.05 } },
          "curves": [ { "euler": { "of": "y", "through": [0, 1], "h": "h", "to": 2 }, "label": "Euler's polygon" },
                      { "ode": "y", "through": [0, 1], "label": "exact: y = eˣ", "style": "dashed" } ],
          "notes": "From (0, 1) each step follows the slope y for a length h: y grows by the factor 1 + h, so at x = 2 the polygon has (1 + h)^(2/h), below e² ≈ 7.389. A smaller h comes closer; halving h about halves the error." },
        { "expression": "sin(x)", "xMax": 7, "title": "Sine", "slug": "sine", "xTicks": "π", "xLabel": "x (radians)" },
        { "expression": "tan(x)", "xMax": 10, "title": "Tangent", "slug": "tangent",
          "notes": "Poles at π/2 + kπ: the curve is never joined across them." },
        { "expression": "1/x", "xMax": 5, "yMin": -5, "yMax": 5, "title": "Hyperbola", "slug": "hyperbola",
          "notes": "Undefined at 0; the two branches stay apart." },
        { "expression": "√(1-x²)", "xMax": 1.5, "yMax": 1.2, "title": "Half circle", "slug": "half-circle",
          "notes": "Defined only for −1 ≤ x ≤ 1: the curve ends exactly on the x-axis." },
        { "expression": "floor(x)", "xMax": 5, "yMin": -5, "yMax": 5, "title": "Floor", "slug": "floor",
          "notes": "A step function: it jumps at every whole number, where the closed dot holds the value (floor 1 = 1) and the open one is the step it leaves." },
        { "title": "A function defined by cases", "slug": "piecewise", "xMax": 4, "yMin": -1, "yMax": 4,
          "curves": [ { "expression": "{x < 1: x^2, x = 2: 3, 3 - x}", "label": "f(x)" } ],
          "notes": "At x = 1 f jumps from 1 to 2 and takes the value 2 (the closed dot). At x = 2 it has a hole: the curve comes to 1 from both sides, but f(2) = 3." },
        { "expression": "(x^2 - 1)/(x - 1)", "xMax": 3, "yMin": -1, "yMax": 4, "title": "A hole", "slug": "hole",
          "notes": "(x² − 1)/(x − 1) is x + 1 everywhere but at x = 1, where it is undefined: the open dot at (1, 2) is the limit it leaves out." },
        { "expression": "sin(x)/x", "xMax": 20, "yMax": 1.2, "title": "Sinc", "slug": "sinc", "featured": false },
        { "expression": "exp(-x^2)", "xMax": 3, "yMax": 1.2, "title": "Bell curve", "slug": "bell-curve", "featured": false },
        { "expression": "x^(1/3)", "xMax": 2, "yMin": -1.5, "yMax": 1.5, "title": "Cube root", "slug": "cube-root", "featured": false,
          "notes": "A fraction with an odd denominator is the real root, so negative x has a value." },
        { "expression": "ln(x)", "xMin": 0, "xMax": 10, "title": "Natural logarithm", "slug": "natural-logarithm", "featured": false,
          "notes": "Drawn from x = 0 (xMin) to 10: ln x is undefined left of 0 and dives off the bottom of the frame there." },
        { "title": "An area that does not exist", "slug": "undefined-area", "xMax": 2, "yMin": -10, "yMax": 10, "featured": false,
          "curves": [ { "expression": "1/x^2" } ],
          "areas": [ { "under": 0, "from": -1, "to": 1 } ],
          "notes": "1/x² has a pole at 0 inside −1 … 1: the area is infinite, so the page says undefined instead of a number." }
      ]
    }
    """#

    /// The parsed default gallery (the text above is tested to parse).
    public static func manifest() -> Manifest {
        // The text is a constant of this file, covered by a test; failing here is a programming error.
        try! ManifestReader.parse(manifestText, file: "default gallery", format: .json)
    }
}
