// The numbers and colours both sides of PlotSite use, defined once. The browser code imports this
// module (through ./limits.js and graph/plot-svg.js); the Swift build reads the JSON object after
// `export default` — it must stay strict JSON — and turns each section into an enum of the target
// that uses it (Plugins/SharedConstants: `limits` → PlotCore's SharedLimits, read by PlotLimits.swift;
// `palette` → PlotSVG's SharedPalette, read by SVGRenderer+Palette.swift; `drawing` → PlotSVG's SharedDrawing).
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
// fields: differential equations dy/dx = f(x, y) (docs/sampling.md#differential-equations): a Dormand–Prince step is
// accepted when its error estimate is at most odeStepTolerancePx device pixels (in y); a step's output points are
// added, halving it up to odeChordDepth times, until the dense output lies within odeChordTolerancePx of every
// chord; a solution stops once it is odeMarginHeights frame heights above or below the frame, or when its step has
// shrunk below odeMinStepPx (a blow-up, or where f is undefined), or once its slope is steeper than
// odeSteepestSlope device pixels up per pixel across (turning vertical: y blows up, or the solution turns back), or after odeStepsMax tried steps in one
// direction. The first step is the frame's width / odeFirstStepDivisor, the longest width / odeLongestStepDivisor.
// The table of values integrates a solution from row to row at odeTableRefinement times the build's pixels (at most a
// viewport's 20000 pixels across and up).
// Euler's method takes at most eulerStepsMax steps; a figure's Euler polygon has a dot at every step while it takes at
// most eulerDotsMax steps and they lie at least eulerDotSpacingPx CSS pixels apart along x, else only its line.
//
// palette: a figure's curve i is drawn in colour i, in the light theme and the dark one. Every pair
// stays tellable apart for normal vision and under protanopia and deuteranopia, and each stands out
// from its background (Tests/PlotSVGTests/CurvePaletteTests.swift). site.css repeats both lists as its
// --curve-0 … --curve-7, which tests hold to these. A figure's Riemann sum i has a colour of its own,
// the palette's colour (number of curves + i) (docs/site.md#sums), and the pattern of its rule: sumPatterns
// holds, for the rules in sumPatternRules' order, the lines drawn in a tile sumPatternSize CSS px square
// (left ／, right ＼, midpoint dots, trapezoid upright lines, lower level lines, upper a cross-hatch), so
// that sums are told apart without colour too (lower from upper, in print on a grey printer).
// A figure holds up to (colours × rounds) curves: curve i takes colour i mod 8 and the dash pattern
// curveRoundDashes[⌊i / 8⌋] (round 0 "": the curve's own style; round 1 a long dash; round 2 a dash and a
// dot), so that curve 0 and curve 8 differ without colour too; a curve's declared dashed or dotted
// style wins over its round's pattern (docs/site.md#curve-colours).
//
// drawing: an implicit curve's line and a region's boundary (docs/sampling.md#certified-drawing) pass through a point
// on every crossed pixel's edge; the SVG path keeps only the points a straight line would not replace to within
// pictureLineTolerancePx device pixels (a tenth of a CSS px at the build's 2×, a twentieth of the 2 CSS px line).
//
// fields, also: slope and vector fields (docs/sampling.md#slope-and-vector-fields) are drawn on a grid of square cells
// fieldCell CSS px wide, their centres at whole multiples of the cell's size in data units; each mark is fieldMarkShare of
// a cell long on screen; a vector field's arrows take fieldShades shades from its weakest to its strongest in view; a
// frame with more than fieldCellsMax cells draws no field.
//
// series: the most terms a sum or product takes in all (docs/language.md#sums-and-products); the step of
// the exponents above 64 at which a power with a sum's index is taken from pow, the ones between by one
// multiplication each (powerAnchor); n! for the whole numbers 0 … 170, each the double nearest the exact factorial (written by Python's float of an
// int); and the nine coefficients of Lanczos' Γ (g = 7) for n! between them.
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
  "fields": {
    "odeStepTolerancePx": 0.01,
    "odeChordTolerancePx": 0.1,
    "odeChordDepth": 8,
    "odeMarginHeights": 4,
    "odeMinStepPx": 1e-6,
    "odeSteepestSlope": 10000,
    "odeFirstStepDivisor": 256,
    "odeLongestStepDivisor": 32,
    "odeStepsMax": 20000,
    "odeTableRefinement": 20,
    "eulerStepsMax": 10000,
    "eulerDotsMax": 60,
    "eulerDotSpacingPx": 12,
    "fieldCell": 24,
    "fieldMarkShare": 0.7,
    "fieldShades": 6,
    "fieldCellsMax": 40000
  },
  "drawing": {
    "pictureLineTolerancePx": 0.2
  },
  "palette": {
    "curveColors": ["#0b62d6", "#f06c4e", "#248a7e", "#5a248a", "#1b1b1b", "#7e6606", "#12a2c0", "#f6488a"],
    "darkCurveColors": ["#5ea1ff", "#ff8a4c", "#3fcf9e", "#a266c6", "#eceef2", "#f0f036", "#36def0", "#ff6fb5"],
    "sumPatternRules": ["left", "right", "midpoint", "trapezoid", "lower", "upper"],
    "sumPatterns": ["M-2 2 2-2M0 8 8 0M6 10 10 6", "M-2 6 2 10M0 0 8 8M6-2 10 2", "M1.5 1.5h1v1h-1zM5.5 5.5h1v1h-1z", "M4 0v8", "M0 4h8",
      "M-2 2 2-2M0 8 8 0M6 10 10 6M-2 6 2 10M0 0 8 8M6-2 10 2"],
    "sumPatternSize": 8,
    "curveRoundDashes": ["", "12 5", "10 4 0.1 4"]
  },
  "series": {
    "termsMax": 10000,
    "powerAnchor": 8,
    "factorials": [
      1, 1, 2, 6, 24, 120,
      720, 5040, 40320, 362880, 3628800, 39916800,
      479001600, 6227020800, 87178291200, 1307674368000, 20922789888000, 355687428096000,
      6402373705728000, 1.21645100408832e+17, 2.43290200817664e+18, 5.109094217170944e+19, 1.1240007277776077e+21, 2.585201673888498e+22,
      6.204484017332394e+23, 1.5511210043330986e+25, 4.0329146112660565e+26, 1.0888869450418352e+28, 3.0488834461171387e+29, 8.841761993739702e+30,
      2.6525285981219107e+32, 8.222838654177922e+33, 2.631308369336935e+35, 8.683317618811886e+36, 2.9523279903960416e+38, 1.0333147966386145e+40,
      3.7199332678990125e+41, 1.3763753091226346e+43, 5.230226174666011e+44, 2.0397882081197444e+46, 8.159152832478977e+47, 3.345252661316381e+49,
      1.40500611775288e+51, 6.041526306337383e+52, 2.658271574788449e+54, 1.1962222086548019e+56, 5.502622159812089e+57, 2.5862324151116818e+59,
      1.2413915592536073e+61, 6.082818640342675e+62, 3.0414093201713376e+64, 1.5511187532873822e+66, 8.065817517094388e+67, 4.2748832840600255e+69,
      2.308436973392414e+71, 1.2696403353658276e+73, 7.109985878048635e+74, 4.0526919504877214e+76, 2.3505613312828785e+78, 1.3868311854568984e+80,
      8.32098711274139e+81, 5.075802138772248e+83, 3.146997326038794e+85, 1.98260831540444e+87, 1.2688693218588417e+89, 8.247650592082472e+90,
      5.443449390774431e+92, 3.647111091818868e+94, 2.4800355424368305e+96, 1.711224524281413e+98, 1.1978571669969892e+100, 8.504785885678623e+101,
      6.1234458376886085e+103, 4.4701154615126844e+105, 3.307885441519386e+107, 2.48091408113954e+109, 1.8854947016660504e+111, 1.4518309202828587e+113,
      1.1324281178206297e+115, 8.946182130782976e+116, 7.156945704626381e+118, 5.797126020747368e+120, 4.753643337012842e+122, 3.945523969720659e+124,
      3.314240134565353e+126, 2.81710411438055e+128, 2.4227095383672734e+130, 2.107757298379528e+132, 1.8548264225739844e+134, 1.650795516090846e+136,
      1.4857159644817615e+138, 1.352001527678403e+140, 1.2438414054641308e+142, 1.1567725070816416e+144, 1.087366156656743e+146, 1.032997848823906e+148,
      9.916779348709496e+149, 9.619275968248212e+151, 9.426890448883248e+153, 9.332621544394415e+155, 9.332621544394415e+157, 9.42594775983836e+159,
      9.614466715035127e+161, 9.90290071648618e+163, 1.0299016745145628e+166, 1.081396758240291e+168, 1.1462805637347084e+170, 1.226520203196138e+172,
      1.324641819451829e+174, 1.4438595832024937e+176, 1.588245541522743e+178, 1.7629525510902446e+180, 1.974506857221074e+182, 2.2311927486598138e+184,
      2.5435597334721877e+186, 2.925093693493016e+188, 3.393108684451898e+190, 3.969937160808721e+192, 4.684525849754291e+194, 5.574585761207606e+196,
      6.689502913449127e+198, 8.094298525273444e+200, 9.875044200833601e+202, 1.214630436702533e+205, 1.506141741511141e+207, 1.882677176888926e+209,
      2.372173242880047e+211, 3.0126600184576594e+213, 3.856204823625804e+215, 4.974504222477287e+217, 6.466855489220474e+219, 8.47158069087882e+221,
      1.1182486511960043e+224, 1.4872707060906857e+226, 1.9929427461615188e+228, 2.6904727073180504e+230, 3.659042881952549e+232, 5.012888748274992e+234,
      6.917786472619489e+236, 9.615723196941089e+238, 1.3462012475717526e+241, 1.898143759076171e+243, 2.695364137888163e+245, 3.854370717180073e+247,
      5.5502938327393044e+249, 8.047926057471992e+251, 1.1749972043909107e+254, 1.727245890454639e+256, 2.5563239178728654e+258, 3.80892263763057e+260,
      5.713383956445855e+262, 8.62720977423324e+264, 1.3113358856834524e+267, 2.0063439050956823e+269, 3.0897696138473508e+271, 4.789142901463394e+273,
      7.471062926282894e+275, 1.1729568794264145e+278, 1.853271869493735e+280, 2.9467022724950384e+282, 4.7147236359920616e+284, 7.590705053947219e+286,
      1.2296942187394494e+289, 2.0044015765453026e+291, 3.287218585534296e+293, 5.423910666131589e+295, 9.003691705778438e+297, 1.503616514864999e+300,
      2.5260757449731984e+302, 4.269068009004705e+304, 7.257415615307999e+306
    ],
    "lanczos": [0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059, 12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7]
  }
};
