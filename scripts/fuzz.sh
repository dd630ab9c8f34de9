#!/usr/bin/env bash
# Fuzzes decode → day grouping → every renderer with libFuzzer for DURATION seconds (default 60).
#   scripts/fuzz.sh 1800                                # half an hour; stops at the first crash
#   scripts/fuzz.sh 600 -fork=1 -ignore_crashes=1       # extra arguments go to libFuzzer: here, keep going
#   .build/fuzz/fuzz-forecast Tests/WeatherCoreTests/Fixtures/fuzz/*.fuzzinput   # replay inputs
# Builds Fuzz/*.swift with every file of Sources/WeatherCore into one executable (one module, so no SwiftPM
# involved), seeds .build/fuzz-corpus from the real fixtures, small bodies in Fuzz/seeds and every input that
# once crashed (the corpus is kept between runs, so each run starts where the last one stopped), and exits
# non-zero when libFuzzer finds a crash, a Swift runtime trap, a broken invariant or a hang; the input is
# then in .build/fuzz-artifacts/. docs/fuzzing.md says how to turn one into a regression test.
set -euo pipefail

# Everything in a function that runs after the whole file is read: bash reads a script as it goes, so editing
# this file during a long run would otherwise change what the end of that run does.
main() {
    cd "$(dirname "$0")/.."
    export PATH="$PATH:/opt/swift/usr/bin"

    duration="${1:-60}"
    shift || true
    build=.build/fuzz
    corpus=.build/fuzz-corpus
    artifacts=.build/fuzz-artifacts
    binary="$build/fuzz-forecast"
    mkdir -p "$build" "$corpus" "$artifacts"

    # One module: the library's files, the entry point and the mutator. -swift-version 6 as in Package.swift;
    # the "objc" header is plain C (LLVMFuzzerMutate), which swiftc imports that way on Linux too. The package's
    # name, as SwiftPM passes it, lets the library's `package` declarations compile. The gold
    # linker warns about every ASan helper symbol it cannot export; those lines are noise and are dropped.
    sources=()
    while IFS= read -r -d '' file; do sources+=("$file"); done \
        < <(find Sources/WeatherCore Fuzz -name '*.swift' -print0 | sort -z)
    echo "fuzz.sh: building $binary from ${#sources[@]} files"
    if ! swiftc -sanitize=fuzzer,address -parse-as-library -O -swift-version 6 -module-name WeatherCore \
        -package-name weather -import-objc-header Fuzz/LibFuzzer.h "${sources[@]}" -o "$binary" >"$build/build.log" 2>&1; then
        grep -v "Cannot export local symbol" "$build/build.log" >&2
        echo "fuzz.sh: the fuzz target did not build" >&2
        exit 2
    fi

    # A FuzzInput header: byte 0 picks input units (bits 0-1), output units (2-3), icons (4-5) and origin
    # (6-7); byte 1 flags a raw 64-bit "now" (bit 0) and a raw origin time (bit 1); bytes 2-9 "now", bytes
    # 10-17 the origin time, little-endian (an offset from the first slot and an age unless flagged raw).
    header() { # selectors flags now origin-time
        local bytes=("$1" "$2") i
        for i in 0 1 2 3 4 5 6 7; do bytes+=($(( ($3 >> (8 * i)) & 255 ))); done
        for i in 0 1 2 3 4 5 6 7; do bytes+=($(( ($4 >> (8 * i)) & 255 ))); done
        printf "$(printf '\\x%02x' "${bytes[@]}")"
    }
    # The real fixtures, three headers each, so every units, icon set and origin is seeded.
    for fixture in Tests/WeatherCoreTests/Fixtures/*.json; do
        units=0
        case "$fixture" in *metric*) units=1 ;; *imperial*) units=2 ;; esac
        name=$(basename "$fixture" .json)
        { header $(( units | 1 << 2 | 0 << 4 | 2 << 6 )) 0 0 0; cat "$fixture"; } >"$corpus/seed-$name-saved"
        { header $(( units | 2 << 2 | 1 << 4 | 0 << 6 )) 0 100000 600; cat "$fixture"; } >"$corpus/seed-$name-fetched"
        { header $(( units | 0 << 2 | 2 << 4 | 1 << 6 )) 0 -10800 90000; cat "$fixture"; } >"$corpus/seed-$name-stale"
    done
    # Small bodies under every origin and both kinds of "now" and origin time: in a small input a mutation
    # lands in the header often, so the parameters get fuzzed as much as the JSON.
    now=1752192000
    for body in Fuzz/seeds/*.json; do
        name=$(basename "$body" .json)
        for origin in 0 1 2 3; do
            for flags in 0 1 2 3; do
                now_word=3600 at_word=600
                if (( flags & 1 )); then now_word=$now; fi
                if (( flags & 2 )); then at_word=$(( now - 600 )); fi
                selectors=$(( origin << 6 | origin << 4 | (origin % 3) << 2 ))
                { header "$selectors" "$flags" "$now_word" "$at_word"; cat "$body"; } \
                    >"$corpus/seed-$name-$origin-$flags"
            done
        done
    done
    # Every input that once crashed, so each run checks its fix again.
    cp Tests/WeatherCoreTests/Fixtures/fuzz/*.fuzzinput "$corpus/"

    echo "fuzz.sh: fuzzing for $duration s; corpus $corpus ($(ls "$corpus" | wc -l) inputs)"
    # The Swift runtime's backtracer would otherwise start on every trap and can outlive the run; libFuzzer
    # reports the crash itself.
    status=0
    SWIFT_BACKTRACE=enable=no "$binary" -max_total_time="$duration" -timeout=5 -rss_limit_mb=2048 \
        -dict=Fuzz/forecast.dict -artifact_prefix="$artifacts/" -print_final_stats=1 "$@" "$corpus" || status=$?
    if [ "$status" != 0 ]; then
        echo "fuzz.sh: libFuzzer stopped with status $status; the input is in $artifacts/:" >&2
        ls -t "$artifacts" | head -5 >&2
        exit 1
    fi
    echo "fuzz.sh: no crash, trap or hang in $duration s"
}

main "$@"; exit $?
