a
++b
return
x
let y = 1
let z = y
(z)
async
function h() {}
x = y
[1].map(f)
