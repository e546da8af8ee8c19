#!/usr/bin/env bash
# Writes Tests/Fixtures/endpoint-vectors.json: the Swift sampler's endpoints (the dots at jumps and
# holes, docs/sampling.md#endpoints) for a set of plots, taken from the CLI (`plotsite sample …`, its
# JSON's "endpoints"). Tests/JS/endpoints.test.mjs samples the same plots with
# Public/js/sampling/sampler.js (given the compiled expression's candidate functions) and checks that
# it finds the same dots, the same doubles.
#
# Usage: Tests/Fixtures/make_endpoint_vectors.sh [PLOTSITE_BINARY]
# Without a binary it builds one (fixture-plotsite.sh). Rerun it whenever the Swift sampler changes.
set -euo pipefail
cd "$(dirname "$0")/../.."

source Tests/Fixtures/fixture-plotsite.sh "$@"
OUTPUT=Tests/Fixtures/endpoint-vectors.json

# One line per case: expression|from|to|ymin|ymax|samples|width|height.
CASES=(
    # Holes: an open dot at the limit, and a closed one where f has another value there.
    "(x²-1)/(x-1)|-3.3|3.3|-4|4|auto|1600|1000"
    # Zoomed far into the hole, where the computed values step by units in the last place: still one
    # open dot (the steps are rounding, not jumps).
    "(x²-1)/(x-1)|0.99999961|1.00000021|1.9999997|2.0000003|auto|1954|1000"
    "(x²-1)/(x-1)|0.99999987|1.00000007|1.9999999|2.0000001|auto|1954|1000"
    "sin(x)/x|-10|10|-1.5|1.5|auto|1600|1000"
    "{x = 1: 3, x²}|-3.3|3.3|-4|4|auto|1600|1000"
    "x·x^(-1)|-3|3|-2|2|auto|1600|1000"
    "(√(x+1)-1)/x|-1|2|-1|2|auto|1600|1000"
    # Jumps: a closed dot on the side that holds the value, an open one on the other.
    "{x < 1: x², 3 - x}|-3.3|3.3|-4|4|auto|1600|1000"
    "{x ≤ 1: x², 3 - x}|-3.3|3.3|-4|4|auto|1600|1000"
    "{x < 1: x², x > 1: 3 - x}|-3.3|3.3|-4|4|auto|1600|1000"
    "{x < 1: x², x = 2: 3, 3 - x}|-3.3|3.3|-4|4|auto|1600|1000"
    "floor(x)|-5.5|5.5|-6|6|auto|1600|1000"
    "sign(x)|-2|2|-2|2|auto|1600|1000"
    "{x < 0: 1/x, 1}|-3|3|-4|4|auto|1600|1000"
    # A condition with two boundaries, located to the last bit.
    "{x² < 2: 1, 0}|-3|3|-1|2|auto|1600|1000"
    "{-1 ≤ x < 2: x, 0}|-3|3|-3|3|auto|800|500"
    # At a fixed count too.
    "{x < 1: x², 3 - x}|-3.3|3.3|-4|4|50|1600|1000"
    "floor(x)|-5|5|-6|6|50|1600|1000"
    "(x²-1)/(x-1)|-3.3|3.3|-4|4|7|1600|1000"
    # More than 24 jumps in view: none; 24: all.
    "floor(x)|-100|100|-100|100|auto|1600|1000"
    "floor(x)|-12|12|-12|12|auto|1600|1000"
    # Nothing to mark: poles, domain edges, smooth curves.
    "tan(x)|-10|10|-5|5|auto|1600|1000"
    "1/x|-5|5|-5|5|auto|1600|1000"
    "√(1-x²)|-1.5|1.5|-1.2|1.2|auto|1600|1000"
    "x^3 - 2.5x^2 + 3.1x - 13.3|-4|4|-150|150|auto|1600|1000"
)

{
    printf '{\n  "about": "Endpoints of the Swift sampler (plotsite sample, its JSON'"'"'s endpoints) for Tests/JS/endpoints.test.mjs. Made by Tests/Fixtures/make_endpoint_vectors.sh.",\n'
    printf '  "cases": [\n'
    for index in "${!CASES[@]}"; do
        IFS='|' read -r expression from to ymin ymax samples width height <<<"${CASES[$index]}"
        output=$("$PLOTSITE" sample "$expression" --from "$from" --to "$to" --ymin "$ymin" --ymax "$ymax" \
            --width "$width" --height "$height" --samples "$samples")
        endpoints=${output#*'"endpoints": '}   # the CLI prints {"segments": [...], "endpoints": [...]}
        endpoints=${endpoints%'}'}
        [ "$samples" = auto ] && samples='"auto"'
        printf '    {"expression": "%s", "from": %s, "to": %s, "ymin": %s, "ymax": %s, "samples": %s, "width": %s, "height": %s,\n' \
            "$expression" "$from" "$to" "$ymin" "$ymax" "$samples" "$width" "$height"
        printf '     "endpoints": %s}' "$endpoints"
        end_case "$index" "${#CASES[@]}"
    done
    printf '  ]\n}\n'
} >"$OUTPUT.tmp"
finish_fixture "$OUTPUT" "${#CASES[@]}"
