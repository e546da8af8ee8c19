// The figure as the page carries it (data-figure: FigureData.swift writes it, docs/hooks.md), with what the build
// leaves unsaid filled in, so that a one-curve page stays light: a curve of y(x) without a label, restriction or
// style (null, null, null, solid), a figure without areas, points, lines or sliders, and points of interest shown.

/**
 * @param {string} text data-figure's JSON
 * @returns {object} the figure with every field its readers use
 */
export function figureData(text) {
  const data = JSON.parse(text);
  const curves = (data.curves ?? []).map((curve) => ('expression' in curve
    ? { label: null, from: null, to: null, style: 'solid', ...curve }
    : curve));
  return { areas: [], points: [], lines: [], pointsOfInterest: true, parameters: [], ...data, curves };
}
