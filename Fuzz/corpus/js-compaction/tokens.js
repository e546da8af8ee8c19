#!/usr/bin/env node
const u = "http://x/*y*/", t = '</script>'; // c
/* block
 */ a in b; x + +y; x - -y; a++ + b; 1 .toString(); c ? .5 : 1; 0x1Fn; 1_000; 1e-7; größe ??= π?.x ** 2 >>>= 3
class A { #x = 1; has(o) { return #x in o } }
