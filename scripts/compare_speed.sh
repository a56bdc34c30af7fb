#!/usr/bin/env bash
# Times two checkouts of gridpath side by side, in one run, on the same inputs:
#
#   - `examples/movingai.rs` with `--engine astar` and `--engine jps` on every Moving AI
#     `.scen` file (per-query time as the example prints it, matched by file name);
#   - the gridpath cases of the `grid_search` bench (criterion's median, from
#     `<criterion home>/<group>/<function>/new/estimates.json`).
#
# Old and new are run alternately, the order flipping every repetition (old new, new old, ...),
# REPS times each; the table shows the median of each side and new/old, flagging ratios above
# $LIMIT. Before every timed run the script waits until the 1-minute load average is below
# $LOAD_MAX; a run started without that (after $LOAD_WAIT s, or once $LOAD_BUDGET s of waiting
# are spent) is counted in the row's "loaded" note.
#
# Usage:
#   scripts/compare_speed.sh [options] OLD_DIR NEW_DIR [REPS]      (REPS defaults to 5)
#   e.g. git worktree add ../old 7d73590 && scripts/compare_speed.sh --out speed.md ../old .
# Options:
#   --out FILE     also write the Markdown report to FILE
#   --maps DIR     the .scen/.map files (default: NEW_DIR/../shared/movingai)
#   --work DIR     binaries, logs, raw results (default: NEW_DIR/target/compare_speed)
#   --only WHAT    `movingai` or `bench` (default: both)
#   --stride K     time every K-th scenario of each file only (default 1: all of them)
# Environment: LOAD_MAX (1.0), LOAD_WAIT (60), LOAD_BUDGET (600), LIMIT (1.03),
#   BENCH_FILTER (criterion regex of the cases timed), CARGO_FLAGS (default --locked).
# Duration: an A* + JPS pass over the 13 maps is ~4 min of CPU per checkout and a bench run
#   ~1.5 min, so REPS=3 takes ~30 min idle (--stride 2 halves the Moving AI part), plus any
#   waiting for load. Needs bash, awk, cargo, and Linux's /proc/loadavg for the load gate.
set -euo pipefail

die() { echo "compare_speed: $*" >&2; exit 2; }
log() { echo "[$(date +%H:%M:%S)] $*" >&2; }

OUT='' MAPS='' WORK='' ONLY=all STRIDE=1 POS=()
while (($#)); do
    case $1 in
        --out) OUT=$2; shift 2 ;;
        --maps) MAPS=$2; shift 2 ;;
        --work) WORK=$2; shift 2 ;;
        --only) ONLY=$2; shift 2 ;;
        --stride) STRIDE=$2; shift 2 ;;
        -h | --help) sed -n '2,/^set -e/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
        -*) die "unknown option $1 (see --help)" ;;
        *) POS+=("$1"); shift ;;
    esac
done
((${#POS[@]} == 2 || ${#POS[@]} == 3)) || die "usage: compare_speed.sh [options] OLD_DIR NEW_DIR [REPS]"
OLD=$(cd "${POS[0]}" && pwd) NEW=$(cd "${POS[1]}" && pwd) REPS=${POS[2]:-5}
[[ $REPS =~ ^[1-9][0-9]*$ && $STRIDE =~ ^[1-9][0-9]*$ ]] || die "REPS and --stride must be positive integers"
[[ $ONLY == all || $ONLY == movingai || $ONLY == bench ]] || die "--only takes movingai or bench"
MAPS=$(cd "${MAPS:-$NEW/../shared/movingai}" && pwd) || die "no maps directory"
WORK=${WORK:-$NEW/target/compare_speed}
LOAD_MAX=${LOAD_MAX:-1.0} LOAD_WAIT=${LOAD_WAIT:-60} LOAD_BUDGET=${LOAD_BUDGET:-600} LIMIT=${LIMIT:-1.03}
BENCH_FILTER=${BENCH_FILTER:-'^(bfs|dijkstra|astar)_[a-z]+/gridpath_|^short_queries/(bfs|astar)_gridpath_'}
read -ra CARGO_FLAGS <<<"${CARGO_FLAGS:---locked}"
mkdir -p "$WORK" && WORK=$(cd "$WORK" && pwd)
RAW=$WORK/raw.tsv && : >"$RAW"
STARTED=$(date +%s) LOAD_START=$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo n/a)
declare -A DIR=([old]=$OLD [new]=$NEW)

# The executable of the artifact named $1 in cargo's JSON messages on stdin.
artifact() {
    grep '"reason":"compiler-artifact"' | grep "\"name\":\"$1\"" |
        sed -n 's/.*"executable":"\([^"]*\)".*/\1/p' | tail -n 1
}

# Builds one side and copies its binaries to $WORK/<side>/ (so a shared target dir is harmless).
build() {
    local side=$1 exe
    mkdir -p "$WORK/$side" && log "building $side (${DIR[$side]})"
    exe=$(cd "${DIR[$side]}" && cargo build "${CARGO_FLAGS[@]}" --release --example movingai --message-format=json | artifact movingai)
    [[ -x $exe ]] || die "$side: no movingai executable in cargo's output"
    cp "$exe" "$WORK/$side/movingai"
    # The benches are their own workspace package from gridpath 0.2 on.
    bench_pkg=() && [[ -f ${DIR[$side]}/benches/Cargo.toml ]] && bench_pkg=(-p gridpath-benches)
    exe=$(cd "${DIR[$side]}" && cargo bench "${CARGO_FLAGS[@]}" "${bench_pkg[@]}" --bench grid_search --no-run --message-format=json | artifact grid_search)
    [[ -x $exe ]] || die "$side: no grid_search bench executable in cargo's output"
    cp "$exe" "$WORK/$side/grid_search"
}

# Waits for a quiet machine; fails if it gave up (the run is then "loaded").
BUDGET=$LOAD_BUDGET
wait_quiet() {
    local waited=0 load
    while load=$(cut -d' ' -f1 /proc/loadavg 2>/dev/null) &&
        awk -v l="$load" -v m="$LOAD_MAX" 'BEGIN { exit !(l >= m) }'; do
        ((waited < LOAD_WAIT && BUDGET > 0)) || return 1
        sleep 2 && waited=$((waited + 2)) BUDGET=$((BUDGET - 2))
    done
}

# Sides in the order of repetition $1: old first on odd ones, new first on even ones.
order() { if (($1 % 2)); then echo old new; else echo new old; fi; }

# One movingai run: side, engine, .scen file. Prints "PER_QUERY_US PREPARE_MS STATUS" (NA if
# a figure is absent; status 1 means some lengths did not match the published ones).
movingai_run() {
    local out rc=0
    out=$("$WORK/$1/movingai" --engine "$2" "$3") || rc=$?
    ((rc == 0)) || log "warning: $1 movingai --engine $2 ${3##*/} exited with status $rc"
    awk -v f="${3##*/}: " -v rc="$rc" '
        function decimals(x) { return index(x, ".") ? length(x) - index(x, ".") : 0 }
        index($0, f) {
            n = t = q = p = ""
            for (i = 1; i < NF; i++) {
                w = $(i + 1)
                if (w ~ /^scenarios/) n = $i
                else if (w == "ms" && $(i + 2) ~ /^total/) t = $i
                else if (w == "ms" && $(i + 2) ~ /^building/) p = $i
                else if (w ~ /\/query/) {
                    s = w ~ /^ns/ ? 1e-3 : w ~ /^ms/ ? 1e3 : 1
                    q = $i * s; qres = 10 ^ (-decimals($i)) * s
                }
            }
            # Whichever of total/scenarios and the per-query figure was printed more precisely.
            if (t != "" && n + 0 > 0 && (q == "" || 10 ^ (-decimals(t)) * 1e3 / n < qres)) q = t * 1e3 / n
            printf "%s %s %s\n", (q == "" ? "NA" : sprintf("%.4f", q)), (p == "" ? "NA" : p), rc
            found = 1; exit
        }
        END { if (!found) print "NA NA", rc }' <<<"$out"
}

# One bench run: side, repetition. Appends every fresh estimate to $RAW.
bench_run() {
    local side=$1 rep=$2 loaded=$3 home=$WORK/criterion-$1 f id v count=0 rc=0
    rm -rf "$home"
    (cd "${DIR[$side]}" && CRITERION_HOME=$home "$WORK/$side/grid_search" --bench --noplot "$BENCH_FILTER") \
        >"$WORK/bench-$side-$rep.log" 2>&1 || rc=$?
    ((rc == 0)) || log "warning: $side bench exited with status $rc (see $WORK/bench-$side-$rep.log)"
    while IFS= read -r f; do
        id=${f#"$home"/} id=${id%/new/estimates.json}
        v=$(awk '{ s = substr($0, index($0, "\"median\"")); s = substr(s, index(s, "\"point_estimate\":") + 17)
                   sub(/[,}].*/, "", s); print s }' "$f")
        printf 'bench\t%s\t%s\t%s\t%s\t%s\n' "$id" "$side" "$v" "$loaded" "$rc" >>"$RAW"
        count=$((count + 1))
    done < <(find "$home" -path '*/new/estimates.json' 2>/dev/null | sort)
    ((count)) || log "warning: $side bench measured nothing matching $BENCH_FILTER"
}

build old
build new

if [[ $ONLY != bench ]]; then
    SCENS=("$MAPS"/*.scen)
    [[ -e ${SCENS[0]} ]] || die "no .scen files in $MAPS"
    ((${#SCENS[@]} == 13)) || log "note: ${#SCENS[@]} .scen files in $MAPS (the issue expects 13)"
    if ((STRIDE > 1)); then # Thinned copies beside links to the maps.
        mkdir -p "$WORK/maps" && ln -sf "$MAPS"/*.map "$WORK/maps/"
        for s in "${SCENS[@]}"; do awk -v k="$STRIDE" 'NR == 1 || (NR - 2) % k == 0' "$s" >"$WORK/maps/${s##*/}"; done
        SCENS=("$WORK/maps"/*.scen)
    fi
    for scen in "${SCENS[@]}"; do
        for engine in astar jps; do
            for ((r = 1; r <= REPS; r++)); do
                for side in $(order "$r"); do
                    loaded=0 && { wait_quiet || loaded=1; }
                    read -r us prep rc < <(movingai_run "$side" "$engine" "$scen")
                    name=${scen##*/} && name="${name%.map.scen} $engine"
                    printf 'movingai\t%s\t%s\t%s\t%s\t%s\n' "$name" "$side" "$us" "$loaded" "$rc" >>"$RAW"
                    [[ $prep == NA ]] || printf 'prepare\t%s\t%s\t%s\t0\t0\n' "$name" "$side" "$prep" >>"$RAW"
                    log "movingai $name $side #$r: $us µs/query$([[ $prep == NA ]] || echo ", prepare $prep ms")$( ((loaded)) && echo ' (loaded)')"
                done
            done
        done
    done
fi

if [[ $ONLY != movingai ]]; then
    for ((r = 1; r <= REPS; r++)); do
        for side in $(order "$r"); do
            loaded=0 && { wait_quiet || loaded=1; }
            log "bench $side #$r$( ((loaded)) && echo ' (loaded)')"
            bench_run "$side" "$r" "$loaded"
        done
    done
fi

# The report: medians per (kind, case, side), ratios, geomeans.
REPORT=$WORK/report.md
{
    printf '## Speed: new/old, medians of %s interleaved runs each\n\n' "$REPS"
    echo "- old: \`$OLD\` ($(git -C "$OLD" describe --always --dirty 2>/dev/null || echo '?'))"
    echo "- new: \`$NEW\` ($(git -C "$NEW" describe --always --dirty 2>/dev/null || echo '?'))"
    echo "- $(date -u '+%Y-%m-%d %H:%M UTC'), $(nproc 2>/dev/null || echo '?') cores, took $(( ($(date +%s) - STARTED) / 60 )) min;" \
        "load average $LOAD_START at start, $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo n/a) at end;" \
        "gate: 1-min load < $LOAD_MAX; scenario stride $STRIDE"
    awk -F '\t' -v limit="$LIMIT" '
        function median(key,    n, i, j, t, a) {
            n = cnt[key]; for (i = 1; i <= n; i++) a[i] = val[key, i]
            for (i = 2; i <= n; i++) for (j = i; j > 1 && a[j - 1] > a[j]; j--) { t = a[j]; a[j] = a[j - 1]; a[j - 1] = t }
            return n == 0 ? "" : n % 2 ? a[(n + 1) / 2] : (a[n / 2] + a[n / 2 + 1]) / 2
        }
        function ns(x) { return x >= 1e6 ? sprintf("%.3f ms", x / 1e6) : x >= 1e3 ? sprintf("%.3f µs", x / 1e3) : sprintf("%.1f ns", x) }
        function row(kind, c,    o, n, r, note, cell) {
            o = median(kind SUBSEP c SUBSEP "old"); n = median(kind SUBSEP c SUBSEP "new")
            r = (o > 0 && n > 0) ? n / o : ""
            if (r != "") { lsum[kind] += log(r); lnum[kind]++; split(c, part, " "); lsum[kind, part[2]] += log(r); lnum[kind, part[2]]++ }
            note = r == "" ? "no data" : r > limit ? "**> " limit "**" : ""
            if (loaded[kind, c]) note = note (note == "" ? "" : "; ") "loaded " loaded[kind, c] "/" runs[kind, c]
            if (failed[kind, c]) note = note (note == "" ? "" : "; ") "**exit status != 0 in " failed[kind, c] "/" runs[kind, c] "**"
            p = median("prepare" SUBSEP c SUBSEP "new"); if (p != "") note = note (note == "" ? "" : "; ") "new prepares " p " ms"
            if (kind == "movingai") { split(c, part, " "); cell = part[1] " | " part[2]; o = o == "" ? "" : sprintf("%.2f", o); n = n == "" ? "" : sprintf("%.2f", n) }
            else { cell = c; o = o == "" ? "" : ns(o); n = n == "" ? "" : ns(n) }
            printf "| %s | %s | %s | %s | %s |\n", cell, o, n, r == "" ? "n/a" : sprintf("%.3f", r), note
        }
        function geo(key) { return lnum[key] ? sprintf("%.3f", exp(lsum[key] / lnum[key])) : "n/a" }
        {
            runs[$1, $2]++; loaded[$1, $2] += $5; failed[$1, $2] += ($6 != 0)
            if (!(($1, $2) in seen)) { seen[$1, $2]; order[$1, ++ncase[$1]] = $2 }
            if ($4 != "NA" && $4 != "") val[$1, $2, $3, ++cnt[$1, $2, $3]] = $4 + 0
        }
        END {
            if (ncase["movingai"]) {
                print "\n### Moving AI example (µs per query)\n"
                print "| map | engine | old | new | new/old | note |\n|---|---|---:|---:|---:|---|"
                for (i = 1; i <= ncase["movingai"]; i++) row("movingai", order["movingai", i])
                printf "\ngeomean new/old: A* %s, JPS %s, all %s\n", geo("movingai" SUBSEP "astar"), geo("movingai" SUBSEP "jps"), geo("movingai")
            }
            if (ncase["bench"]) {
                print "\n### grid_search bench (criterion median per iteration)\n"
                print "| benchmark | old | new | new/old | note |\n|---|---:|---:|---:|---|"
                for (i = 1; i <= ncase["bench"]; i++) row("bench", order["bench", i])
                printf "\ngeomean new/old: %s\n", geo("bench")
            }
        }' "$RAW"
} >"$REPORT"
cat "$REPORT"
[[ -z $OUT ]] || cp "$REPORT" "$OUT"
