// The numbers both sides of PlotSite use, defined once. The browser code imports this module (through
// ./limits.js); the Swift build reads the JSON object after `export default` — it must stay strict
// JSON — and turns each section into an enum of the target that uses it (Plugins/SharedConstants:
// `limits` → PlotCore's SharedLimits, read by PlotLimits.swift).
//
// limits: the accepted number of uniform samples (intervals); the largest xMax of a gallery plot (also
// the largest a Calculator link may ask for, so every plot page's Open in Calculator works); the
// largest X-Max of the Calculator's Configuration. Each is greater than 0.
export default {
  "limits": {
    "samplesMin": 2,
    "samplesMax": 10000,
    "galleryXMax": 100000,
    "calculatorXMax": 100
  }
};
