#!/usr/bin/env bash
# Writes Tests/Fixtures/parametric-vectors.json: the Swift parametric sampler's segments, parameters and endpoint dots
# for a set of curves, taken from the CLI (`plotsite sample --x … --y … --t A B`, `--r … --theta A B`, JSON).
# Tests/JS/parametric-vectors.test.mjs samples the same curves with Public/js/sampling/parametric-sampler.js: where
# a curve's arithmetic is correctly rounded in both languages (+ − × ÷ and √: "exact"), the two must be the same
# doubles, bit for bit; with sin, cos and the like, whose last bits the two math libraries may round apart, the same
# picture within half a device pixel.
#
# Usage: Tests/Fixtures/make_parametric_vectors.sh [PLOTSITE_BINARY]
# Without a binary it builds one (fixture-plotsite.sh). Rerun it whenever the Swift parametric sampler changes.
set -euo pipefail
cd "$(dirname "$0")/../.."

source Tests/Fixtures/fixture-plotsite.sh "$@"
OUTPUT=Tests/Fixtures/parametric-vectors.json

# One line per case: kind|first|second|from|to|xmin|xmax|ymin|ymax|width|height|exact, where kind is t (first and
# second: x and y in t) or theta (first: r in θ, second empty).
CASES=(
    "t|t^2|t^3|-2|2|-1|4|-8|8|1600|1000|true"
    "t|√t|t|-1|4|-1|3|-1|4|1600|1000|true"
    "t|(1-t^2)/(1+t^2)|2t/(1+t^2)|-20|20|-1.6|1.6|-1|1|1600|1000|true"
    "t|t^2-1|t^3-t|-2|2|-1.5|3.5|-2|2|1600|1000|true"
    "t|t|1/(t^2-1)|-3|3|-3|3|-5|5|1600|1000|true"
    "t|√(1-t^2)|t √(1-t^2)|-1.5|1.5|-0.2|1.2|-0.6|0.6|800|500|true"
    "t|1/t|t|-2|2|-5|5|-2|2|1600|1000|true"
    "t|t|floor(t)|0|3|-0.2|3.2|-0.5|3.5|1600|1000|true"
    "t|floor(t)|t|0|3|-0.5|3.5|-0.2|3.2|1600|1000|true"
    "t|t|sign(t - 1)|-1|3|-1.2|3.2|-1.5|1.5|1600|1000|true"
    "t|t|t^2 {t - floor(t) < 0.8}|0|4|-0.5|4.5|-1|17|1600|1000|true"
    "t|t/3 + floor(t)|√(t - floor(t)) - floor(t)/2|-2|2.5|-2.5|3|-2|1.5|1600|1000|true"
    "t|cos(t)|sin(t)|0|2π|-2|2|-1.25|1.25|1600|1000|false"
    "t|t|tan(t)|-10|10|-10|10|-5|5|1600|1000|false"
    "t|sin(3t)|sin(2t)|0|2π|-1.6|1.6|-1.1|1.1|1600|1000|false"
    "theta|√(cos(2θ))||0|2π|-1.2|1.2|-0.75|0.75|1600|1000|false"
    "theta|1 + cos(θ)||0|2π|-1.4|3.4|-1.5|1.5|1600|1000|false"
    "theta|θ/10||0|40|-3.2|3.2|-2|2|737.5|411|false"
    "theta|floor(θ) + 1||0|2π|-11.2|11.2|-7|7|1600|1000|false"
    "t|t|sin(t) {t - floor(t) < 0.8}|0|169|-1|170|-2|2|1600|1000|false"
)

{
    printf '{\n  "about": "Segments, parameters and endpoint dots of the Swift parametric sampler (plotsite sample --x/--y/--t or --r/--theta, JSON) for Tests/JS/parametric-vectors.test.mjs. exact: only correctly rounded arithmetic, so the JS sampler must give the same doubles; otherwise the same picture within half a device pixel. Made by Tests/Fixtures/make_parametric_vectors.sh.",\n'
    printf '  "cases": [\n'
    for index in "${!CASES[@]}"; do
        IFS='|' read -r kind first second from to xmin xmax ymin ymax width height exact <<<"${CASES[$index]}"
        if [ "$kind" = t ]; then
            arguments=(sample --x "$first" --y "$second" --t "$from" "$to")
            curve=$(printf '"x": "%s", "y": "%s"' "$first" "$second")
        else
            arguments=(sample --r "$first" --theta "$from" "$to")
            curve=$(printf '"r": "%s"' "$first")
        fi
        arguments+=(--from "$xmin" --to "$xmax" --ymin "$ymin" --ymax "$ymax" --width "$width" --height "$height")
        output=$("$PLOTSITE" "${arguments[@]}")
        printf '    {%s, "from": "%s", "to": "%s", "viewport": {"xMin": %s, "xMax": %s, "yMin": %s, "yMax": %s, "width": %s, "height": %s}, "exact": %s,\n' \
            "$curve" "$from" "$to" "$xmin" "$xmax" "$ymin" "$ymax" "$width" "$height" "$exact"
        printf '     "sampled": %s}' "$output"
        end_case "$index" "${#CASES[@]}"
    done
    printf '  ]\n}\n'
} >"$OUTPUT.tmp"
finish_fixture "$OUTPUT" "${#CASES[@]}"
