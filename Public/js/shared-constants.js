// The numbers and colours both sides of PlotSite use, defined once. The browser code imports this
// module (through ./limits.js and graph/plot-svg.js); the Swift build reads the JSON object after
// `export default` — it must stay strict JSON — and turns each section into an enum of the target
// that uses it (Plugins/SharedConstants: `limits` → PlotCore's SharedLimits, read by PlotLimits.swift;
// `palette` → PlotSVG's SharedPalette, read by SVGRenderer+Palette.swift).
//
// limits: the accepted number of uniform samples (intervals); the largest xMax of a gallery plot (also
// the largest a Calculator link may ask for, so every plot page's Open in Calculator works); the
// largest X-Max of the Calculator's Configuration; the most jumps of one curve in view that the sampler
// still marks with endpoint dots (more would be a smudge of dots; docs/sampling.md#endpoints). Each is
// greater than 0. The certified drawing of implicit curves and regions (docs/sampling.md#certified-drawing) has its
// budget here too: how many times a pixel may be halved to decide it, how many interval evaluations one pixel may
// take, how many steps of interval arithmetic one drawing may take in all (a step: one operation of the expression,
// so that a long expression gets fewer evaluations), how many steps locate a crossing on a pixel's edge, and how many
// device pixels one drawing may have (two bytes of state each: 4000 × 4000 keeps them to 32 MB).
//
// palette: a figure's curve i is drawn in colour i, in the light theme and the dark one. Every pair
// stays tellable apart for normal vision and under protanopia and deuteranopia, and each stands out
// from its background (Tests/PlotSVGTests/CurvePaletteTests.swift). site.css repeats both lists as its
// --curve-0 … --curve-7, which tests hold to these. A figure's Riemann sum i has a colour of its own,
// the palette's colour (number of curves + i) (docs/site.md#sums), and the pattern of its rule: sumPatterns
// holds, for the rules in sumPatternRules' order, the lines drawn in a tile sumPatternSize CSS px square
// (left ／, right ＼, midpoint dots, trapezoid upright lines, lower level lines, upper a cross-hatch), so
// that sums are told apart without colour too (lower from upper, in print on a grey printer).
export default {
  "limits": {
    "samplesMin": 2,
    "samplesMax": 10000,
    "galleryXMax": 100000,
    "calculatorXMax": 100,
    "endpointJumpsMax": 24,
    "implicitSubpixelDepth": 10,
    "implicitPixelEvaluations": 700,
    "implicitStepsMax": 200000000,
    "implicitEdgeBisections": 10,
    "implicitPixelsMax": 16000000
  },
  "palette": {
    "curveColors": ["#0b62d6", "#f06c4e", "#248a7e", "#5a248a", "#1b1b1b", "#7e6606", "#12a2c0", "#f6488a"],
    "darkCurveColors": ["#5ea1ff", "#ff8a4c", "#3fcf9e", "#a266c6", "#eceef2", "#f0f036", "#36def0", "#ff6fb5"],
    "sumPatternRules": ["left", "right", "midpoint", "trapezoid", "lower", "upper"],
    "sumPatterns": ["M-2 2 2-2M0 8 8 0M6 10 10 6", "M-2 6 2 10M0 0 8 8M6-2 10 2", "M1.5 1.5h1v1h-1zM5.5 5.5h1v1h-1z", "M4 0v8", "M0 4h8",
      "M-2 2 2-2M0 8 8 0M6 10 10 6M-2 6 2 10M0 0 8 8M6-2 10 2"],
    "sumPatternSize": 8
  }
};
