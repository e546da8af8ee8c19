const s = `a ${ b ? `inner ${ { x: "}" }.x }` : 1 } // text
${ /}/.source }`;
html`<p>${x}</p>`
