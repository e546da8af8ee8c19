// The site's language table: its two parts (./en.js and ./en-figure.js) as one object. This readable source
// is the English one; `plotsite build` writes this file for the manifest's `"language"` (docs/site.md#language),
// e.g. from './de.js' and './de-figure.js', and leaves the other languages' tables out of the site.
import table from './en.js';
import figure from './en-figure.js';

export default { ...table, ...figure };
