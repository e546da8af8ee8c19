const q = a / b / c, r = /=/.test(s);
if (/a[/]/.test(s)) f()
function g() {
  return /x/g
}
(a + b) / 2
