# Sourced by the fixture scripts that take their vectors from the Swift CLI, from the repository's
# root: sets PLOTSITE to the binary given as the script's first argument, or builds one in
# .build-sampler-js (a build folder of its own, so it does not wait on the lock of the main .build);
# and gives them end_case and finish_fixture.
PLOTSITE=${1:-}
if [ -z "$PLOTSITE" ]; then
    swift build --scratch-path .build-sampler-js --product plotsite >&2
    PLOTSITE=.build-sampler-js/debug/plotsite
fi

# After case $1 of $2 in the JSON list: a comma unless it is the last, and a new line.
end_case() {
    [ "$1" -lt $(($2 - 1)) ] && printf ','
    printf '\n'
}

# Moves the fixture written to $1.tmp into place and says how many cases ($2) it holds.
finish_fixture() {
    mv "$1.tmp" "$1"
    echo "wrote $1 ($2 cases)" >&2
}
