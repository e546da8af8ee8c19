// Each language's whole word table (docs/site.md#language): its parts, Public/js/words/<code>.js and
// <code>-figure.js, merged as Public/js/words/language.js merges the site's, for tests that speak a
// language other than the site's.

import enTable from '../../../Public/js/words/en.js';
import enFigure from '../../../Public/js/words/en-figure.js';
import deTable from '../../../Public/js/words/de.js';
import deFigure from '../../../Public/js/words/de-figure.js';

/** The parts of each table by their file names, in the order language.js imports them. */
export const parts = {
  en: { en: enTable, 'en-figure': enFigure },
  de: { de: deTable, 'de-figure': deFigure },
};

export const en = { ...enTable, ...enFigure };
export const de = { ...deTable, ...deFigure };
