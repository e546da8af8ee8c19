#!/usr/bin/env bash
# Builds the libFuzzer targets with AddressSanitizer and runs each for a while:
#   Fuzz/run.sh [expression|ode|manifest-json|manifest-plain|js-compaction|all] [SECONDS]   (default: all, 60 s each)
#
#   expression      bytes → Expression → description → re-parse → compile → evaluate → sample (in x; in t and θ
#                   as a parametric and a polar curve); the same bytes as relations (as written, `= y`, `< y`) →
#                   description → re-read → certified drawing of a small frame
#   ode             bytes → the right-hand side of dy/dx = f(x, y) → solutions through three points of a small frame
#                   (they end: the step cap holds), Euler's polygon
#   manifest-json   bytes → gallery JSON manifest (ManifestReader, JSONValue, PlotFields)
#   manifest-plain  bytes → plain-list manifest (PlainListReader, PlotFields)
#   js-compaction   bytes → JS and CSS compaction: same tokens, idempotent, specifiers kept by rewrite; as a
#                   bundled module, the boot's shorter local names (JSLocalNames) change names only;
#                   the live view's bundle reading the module's imports and exports (ModuleSyntax)
#
# Compiled with swiftc straight from Sources/ (PlotCore; PlotSiteGenerator's Manifest/ folder with
# TableOfValues.swift and Suggestion.swift, which need neither the theme plugin nor the rest of the
# site; its Compaction/ folder in
# one module with the fuzzer, which compares tokens), so the fuzz entry points
# never reach Package.swift or a normal build. Output goes to .build-fuzz/: the growing corpus in
# corpus/TARGET (the seeds in Fuzz/corpus/TARGET are only read), logs in logs/. An input that
# crashes, trips ASan or runs longer than 10 s is kept in Fuzz/crashes/TARGET/; replay it with
#   .build-fuzz/bin/TARGET Fuzz/crashes/TARGET/crash-…
# and shrink it with `-minimize_crash=1 -max_total_time=60`. Exits non-zero if any target failed.
# FUZZ_SOURCES=DIR fuzzes another copy of Sources/ (e.g. an older commit's, from `git archive`).
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
OUT="$ROOT/.build-fuzz"
SOURCES=${FUZZ_SOURCES:-$ROOT/Sources}
WHICH=${1:-all}
SECONDS_EACH=${2:-60}
# The Swift runtime's own crash backtracer would race libFuzzer's handler (and trip ASan reading
# the stack); libFuzzer prints the stack and keeps the input instead.
export SWIFT_BACKTRACE=enable=no

case "$WHICH" in
    all) TARGETS=(expression ode manifest-json manifest-plain js-compaction) ;;
    expression|ode|manifest-json|manifest-plain|js-compaction) TARGETS=("$WHICH") ;;
    *) echo "usage: Fuzz/run.sh [expression|ode|manifest-json|manifest-plain|js-compaction|all] [SECONDS]" >&2; exit 2 ;;
esac
[[ "$SECONDS_EACH" =~ ^[1-9][0-9]*$ ]] || { echo "SECONDS must be a whole number of seconds, not '$SECONDS_EACH'" >&2; exit 2; }

mkdir -p "$OUT/modules" "$OUT/bin" "$OUT/logs"
# Libraries built from another Sources/ folder are stale whatever their dates.
if [ "$(cat "$OUT/built-from" 2>/dev/null)" != "$SOURCES" ]; then
    rm -f "$OUT"/lib*.a "$OUT"/bin/*
    echo "$SOURCES" >"$OUT/built-from"
fi
# -O: the evaluators' hot loops as shipped; -g: file and line in the stacks ASan prints; lld
# rather than gold, which warns about every ASan helper symbol.
FLAGS=(-swift-version 6 -parse-as-library -O -g -sanitize=fuzzer,address -I "$OUT/modules")
LINK=(-use-ld=lld)

# Runs swiftc quietly; on failure shows the errors and stops.
compile() {
    local name=$1; shift
    if ! swiftc "${FLAGS[@]}" "$@" >"$OUT/logs/build-$name.log" 2>&1; then
        grep -m 10 -E "error:" -A3 "$OUT/logs/build-$name.log"
        echo "building $name for fuzzing failed (log: $OUT/logs/build-$name.log)"
        exit 1
    fi
}

# True when $1 is missing or older than any of the other files.
stale() {
    local product=$1; shift
    [ -e "$product" ] || return 0
    [ -n "$(find "$@" -newer "$product" -print -quit)" ]
}

# PlotCore's limits and the sums' constants are generated from Public/js/shared-constants.js, as the package's SharedConstants
# plugin does in a normal build: the generated file is compiled into PlotCore with its sources.
generate_shared_limits() {
    mkdir -p "$OUT/generated/PlotCore"
    swift build --product plotsite-constants >/dev/null
    "$(swift build --show-bin-path)/plotsite-constants" "$ROOT/Public/js/shared-constants.js" \
        "$OUT/generated/PlotCore/SharedLimits.swift" limits SharedLimits
    "$(swift build --show-bin-path)/plotsite-constants" "$ROOT/Public/js/shared-constants.js" \
        "$OUT/generated/PlotCore/SharedSeries.swift" series SharedSeries
    "$(swift build --show-bin-path)/plotsite-constants" "$ROOT/Public/js/shared-constants.js" \
        "$OUT/generated/PlotCore/SharedFields.swift" fields SharedFields
}

# build_library MODULE FOLDER [LIBRARIES IT IMPORTS…]: a static library and its .swiftmodule, with
# the files generated for MODULE (in $OUT/generated/MODULE) if any.
build_library() {
    local module=$1 folder=$2 library="$OUT/lib$1.a"; shift 2
    local generated=(); [ -d "$OUT/generated/$module" ] && generated=("$OUT/generated/$module")
    local sources; mapfile -t sources < <(find "$folder" "${generated[@]}" -name '*.swift' | sort)
    [ ${#sources[@]} -gt 0 ] || { echo "no Swift sources in $folder"; exit 1; }
    if stale "$library" "${sources[@]}" "$@" Fuzz/run.sh; then
        echo "building $module with -sanitize=fuzzer,address…"
        compile "$module" -module-name "$module" -emit-module -emit-module-path "$OUT/modules/$module.swiftmodule" \
            -emit-library -static -o "$library" "${sources[@]}"
    fi
}

build_target() {
    local target=$1 source libraries=("$OUT/libPlotCore.a") defines=()
    if [ "$target" = js-compaction ]; then
        # The compactor needs nothing but the standard library: one module with its fuzzer.
        local compaction; mapfile -t compaction < <(find "$SOURCES/PlotSiteGenerator/Compaction" -name '*.swift' | sort
            printf '%s\n' "$SOURCES"/PlotSiteGenerator/Bundling/{ModuleSyntax,TokenReader}.swift)
        source=Fuzz/Sources/CompactionFuzzer.swift
        if stale "$OUT/bin/$target" "$source" "${compaction[@]}" Fuzz/run.sh; then
            compile "$target" -module-name CompactionFuzz "${LINK[@]}" "$source" "${compaction[@]}" -o "$OUT/bin/$target"
        fi
        return
    fi
    local sources=()
    case "$target" in
        expression) sources=(Fuzz/Sources/ExpressionFuzzer.swift Fuzz/Sources/RelationFuzzCheck.swift) ;;
        ode) sources=(Fuzz/Sources/ODEFuzzer.swift) ;;
        manifest-json) sources=(Fuzz/Sources/ManifestFuzzer.swift); defines=(-D MANIFEST_JSON) ;;
        manifest-plain) sources=(Fuzz/Sources/ManifestFuzzer.swift) ;;
    esac
    [ "$target" = expression ] || [ "$target" = ode ] || libraries=("$OUT/libPlotSiteGenerator.a" "${libraries[@]}")
    if stale "$OUT/bin/$target" "${sources[@]}" "${libraries[@]}" Fuzz/run.sh; then
        compile "$target" -module-name Fuzz "${defines[@]}" "${LINK[@]}" "${sources[@]}" "${libraries[@]}" -o "$OUT/bin/$target"
    fi
}

if [ "${TARGETS[*]}" != js-compaction ]; then
    generate_shared_limits
    build_library PlotCore "$SOURCES/PlotCore"
fi
if [[ " ${TARGETS[*]} " == *" manifest-"* ]]; then
    # The Manifest folder on its own, under its target's name so `import PlotSiteGenerator` works.
    build_library PlotSiteGenerator "$SOURCES/PlotSiteGenerator/Manifest" "$OUT/libPlotCore.a"
fi

failed=()
for target in "${TARGETS[@]}"; do
    build_target "$target"
    corpus="$OUT/corpus/$target"
    crashes="$ROOT/Fuzz/crashes/$target"
    log="$OUT/logs/$target.log"
    mkdir -p "$corpus" "$crashes"
    echo "fuzzing $target for $SECONDS_EACH s (seeds: Fuzz/corpus/$target, corpus: ${corpus#"$ROOT"/})"
    set +e
    "$OUT/bin/$target" -max_total_time="$SECONDS_EACH" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
        -artifact_prefix="$crashes/" "$corpus" "Fuzz/corpus/$target" >"$log" 2>&1
    status=$?
    set -e
    if [ $status -eq 0 ]; then
        # From -print_final_stats ("stat::number_of_executed_units: 278234") and the last "cov: 1440".
        runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
        coverage=$(grep -oE "cov: [0-9]+" "$log" | tail -1)
        echo "  ok: ${runs:-?} inputs, ${coverage:-cov: ?}, no crash"
    else
        failed+=("$target")
        # The report: the failure message and its stack (ASan's shadow map left out), then the input.
        awk '/^SUMMARY/ { print; exit }
             /Fatal error|ERROR: AddressSanitizer|ERROR: libFuzzer|ALARM: working on the last Unit/ { on = 1 }
             on && /^Address / { on = 0 }
             on && !/^ *(0x[0-9a-f]+:|Shadow byte|[A-Z][a-zA-Z ]+: +[0-9a-f]{2}( |$)|=>|NOTE:|Combine libFuzzer|$)/ \
                 && !/ in (fuzzer::|__libc_start|_start |main \/home)|libc\.so\.6\+/ && ++n <= 50 { print }' "$log"
        artefact=$(sed -n 's/.*Test unit written to //p' "$log" | tail -1)
        if [ -n "$artefact" ]; then
            echo "input ($(wc -c <"$artefact") bytes): $(head -c 400 "$artefact" | cat -v)"
            echo "kept as ${artefact#"$ROOT"/}"
        fi
        echo "FAILED: $target (exit $status); full log: ${log#"$ROOT"/}"
    fi
done

if [ ${#failed[@]} -gt 0 ]; then
    echo "fuzzing found problems in: ${failed[*]}"
    exit 1
fi
echo "fuzzing: no crash in ${TARGETS[*]}"
