#!/usr/bin/env bash
# Writes Tests/Fixtures/sampler-vectors.json: the Swift sampler's segments for a set of plots, taken
# from the CLI (`plotsite sample … --format json`). Tests/JS/sampler-vectors.test.mjs samples the same plots
# with Public/js/sampling/sampler.js and checks that both draw the same picture (within half a device pixel),
# so nothing jumps when the live viewer takes over from the build-time SVG.
#
# Usage: Tests/Fixtures/make_sampler_vectors.sh [PLOTSITE_BINARY]
# Without a binary it builds one (fixture-plotsite.sh). Rerun it whenever the Swift sampler changes.
set -euo pipefail
cd "$(dirname "$0")/../.."

source Tests/Fixtures/fixture-plotsite.sh "$@"
OUTPUT=Tests/Fixtures/sampler-vectors.json
WIDTH=1600
HEIGHT=1000

# One line per case: expression|from|to|ymin|ymax|samples|width|height[|curveFrom|curveTo].
# An empty ymin and ymax let the CLI fit the y-range (docs/sampling.md#the-fit-rule), as a seed plot does; the JS test
# then fits with the same rule (FIT_AUTO_SAMPLES intervals in auto mode, N in uniform mode).
# curveFrom and curveTo (empty: unbounded) restrict the curve to curveFrom ≤ x ≤ curveTo, as a
# figure's curve from … to (--curve-from, --curve-to); the fit then counts only that part.
CASES=(
    "x^3 - 2.5x^2 + 3.1x - 13.3|-4|4|||200|$WIDTH|$HEIGHT"
    "x^3 - 2.5x^2 + 3.1x - 13.3|-4|4|||auto|$WIDTH|$HEIGHT"
    "sin(x)+cos(2x)-tan(3x)|-0.25|0.25|||200|$WIDTH|$HEIGHT"
    "sin(x)+cos(2x)-tan(3x)|-0.25|0.25|||auto|$WIDTH|$HEIGHT"
    "√(x³+x²+2.5x+23)|-4|4|||200|$WIDTH|$HEIGHT"
    "√(x³+x²+2.5x+23)|-4|4|||auto|$WIDTH|$HEIGHT"
    "ln(x²+2πx+23)|-4|4|||200|$WIDTH|$HEIGHT"
    "ln(x²+2πx+23)|-4|4|||auto|$WIDTH|$HEIGHT"
    "tan(x)|-10|10|-5|5|auto|$WIDTH|$HEIGHT"
    "tan(x)|-10|10|-20|20|50|$WIDTH|$HEIGHT"
    # A fixed count still draws a pole's sides to the frame (x⁻¹ at 50 samples used to stop at y = ±5).
    "x^(-1)|-5|5|-8|8|50|$WIDTH|$HEIGHT"
    "tan(x)|-10|10|-5|5|50|$WIDTH|$HEIGHT"
    # Piecewise: split at every boundary, each located to the last bit, in both modes.
    "{x < 1: x², 3 - x}|-3.3|3.3|-4|4|auto|$WIDTH|$HEIGHT"
    "{x² < 2: sin(3x), x/2}|-4|4|-2.5|2.5|50|$WIDTH|$HEIGHT"
    # A value apart from both sides (x = 2: 3, on a sample in both modes) is a dot, joined to no line.
    "{x < 1: x², x = 2: 3, 3 - x}|-1|4|-1|4|auto|$WIDTH|$HEIGHT"
    "{x < 1: x², x = 2: 3, 3 - x}|-1|4|-1|4|50|$WIDTH|$HEIGHT"
    # Zoomed in on its hole on a phone, x = 2 a column edge and the value 3 far above the frame: no line
    # rises from the hole (as found by a reader), also at 10⁶× (a window 2⁻²⁸ a column, landing on 2).
    "{x < 1: x², x = 2: 3, 3 - x}|1.4|2.2|0.85|1.33|auto|1068|667"
    "{x < 1: x², x = 2: 3, 3 - x}|1.9999976120889187|2.0000015906989574|0.9999984386704119|1.000001561329588|auto|1068|667"
    "1/x|-5|5|-5|5|auto|$WIDTH|$HEIGHT"
    "floor(x)|-5.5|5.5|-6|6|auto|$WIDTH|$HEIGHT"
    "√(1-x²)|-1.5|1.5|-1.2|1.2|auto|$WIDTH|$HEIGHT"
    "ln(x)|-1|5|-5|2|auto|$WIDTH|$HEIGHT"
    "sin(x)|-7|7|-1.5|1.5|auto|737.5|411"
    # A peak between two steep flanks, found by the local search at sharp extremes.
    "1/(x^2+1e-6)|-2.2|1.7|0|1050000|auto|$WIDTH|$HEIGHT"
    # Zoomed far out: columns drawn as bands (docs/sampling.md#bands), at smaller sizes to keep the file small.
    "sin(x)|-100000|100000|-1.2|1.2|auto|400|250"
    # Between resolved and band: a turn at a column's end (±3000), the grid's alias (±10000).
    "sin(x)|-750|750|-1.2|1.2|auto|400|250"
    "sin(x)|-2500|2500|-1.2|1.2|auto|400|250"
    "tan(x)|-1000|1000|-30|30|auto|800|500"
    # Restricted curves (a figure's curve from … to): they start and end exactly there.
    "cos(2)(x-2)+sin(2)|-5|5|||auto|$WIDTH|$HEIGHT|1|3"
    "tan(x)|-5|5|-5|5|auto|$WIDTH|$HEIGHT|0|3"
    "√x|-1|4|||auto|$WIDTH|$HEIGHT|2|3"
    "ln(x)|-1|5|-5|2|auto|$WIDTH|$HEIGHT|0|1"
    "sin(x)|-5|5|-1.5|1.5|auto|$WIDTH|$HEIGHT|6|8"
    "tan(x)|-10|10|-20|20|50|$WIDTH|$HEIGHT|-1|4"
    "sin(x)|-7|7|||auto|737.5|411|-1.234|"
    "4x-4|-5|5|-10|10|auto|$WIDTH|$HEIGHT|1|1.001"
    "sin(x)|-100000|100000|-1.2|1.2|auto|400|250|-1000.5|50000.25"
)

# A JSON number or null for an empty field.
json_number() { if [ -z "$1" ]; then printf 'null'; else printf '%s' "$1"; fi; }
# auto stays a string; a count is a number.
json_samples() { if [ "$1" = auto ]; then printf '"auto"'; else printf '%s' "$1"; fi; }

{
    printf '{\n  "about": "Segments of the Swift sampler (plotsite sample --format json) for Tests/JS/sampler-vectors.test.mjs. ymin/ymax null: fitted by the fit rule. curveFrom/curveTo: the curve restricted to that interval (--curve-from/--curve-to; null: unbounded). Made by Tests/Fixtures/make_sampler_vectors.sh.",\n'
    printf '  "cases": [\n'
    for index in "${!CASES[@]}"; do
        IFS='|' read -r expression from to ymin ymax samples width height curve_from curve_to <<<"${CASES[$index]}"
        arguments=(sample "$expression" --from "$from" --to "$to" --width "$width" --height "$height" --samples "$samples")
        [ -n "$ymin" ] && arguments+=(--ymin "$ymin" --ymax "$ymax")
        [ -n "$curve_from" ] && arguments+=(--curve-from "$curve_from")
        [ -n "$curve_to" ] && arguments+=(--curve-to "$curve_to")
        output=$("$PLOTSITE" "${arguments[@]}")
        segments=${output#'{"segments": '}   # the CLI prints {"segments": [...], "endpoints": [...]}
        segments=${segments%', "endpoints": '*}
        printf '    {"expression": "%s", "from": %s, "to": %s, "ymin": %s, "ymax": %s, "samples": %s, "width": %s, "height": %s, "curveFrom": %s, "curveTo": %s,\n' \
            "$expression" "$from" "$to" "$(json_number "$ymin")" "$(json_number "$ymax")" "$(json_samples "$samples")" "$width" "$height" \
            "$(json_number "$curve_from")" "$(json_number "$curve_to")"
        printf '     "segments": %s}' "$segments"
        end_case "$index" "${#CASES[@]}"
    done
    printf '  ]\n}\n'
} >"$OUTPUT.tmp"
finish_fixture "$OUTPUT" "${#CASES[@]}"
