#!/usr/bin/env bash
# Builds the libFuzzer targets of Fuzz/ with the address sanitizer and runs TARGET (or all of
# them, one after the other) for SECONDS each, starting from the seeds Scripts/fuzz-seeds.sh makes
# and the corpus earlier runs kept. Prints each target's figures; exits 1 if any run had a
# finding (a crash, a trap, a sanitizer report, a leak, a unit over its time or memory limit),
# whose input is kept under Fuzz/.build/fuzzing/findings/<target>/.
#
#   Scripts/fuzz.sh all 30          # every target, 30 s each
#   Scripts/fuzz.sh FuzzCSV 300     # one target, 5 minutes
set -euo pipefail
cd "$(dirname "$0")/.."

targets=(FuzzImageDecoder FuzzPhotoPreparer FuzzRangeMessage FuzzISBNExtractor FuzzDumpLine FuzzCSV FuzzY4M)
target=${1:-all}
seconds=${2:-30}
if [ "$target" != all ] && [[ ! " ${targets[*]} " =~ " $target " ]]; then
    echo "usage: $0 all|$(IFS='|'; echo "${targets[*]}") [SECONDS]" >&2
    exit 2
fi
[ "$target" = all ] || targets=("$target")

work=Fuzz/.build/fuzzing
build=(swift build --package-path Fuzz -c debug -Xswiftc -sanitize=fuzzer,address)
"${build[@]}"
bin=$("${build[@]}" --show-bin-path)
Scripts/fuzz-seeds.sh "$work/seeds"

# libFuzzer's limits per target: images may be up to 1 MiB and decode to 4 megapixels; text
# inputs stay small, so that a unit over the timeout means work growing faster than the input.
options() {
    case $1 in
        FuzzImageDecoder | FuzzPhotoPreparer)
            echo "-max_len=1048576 -timeout=20 -rss_limit_mb=2048 -dict=Fuzz/Dictionaries/images.dict" ;;
        FuzzRangeMessage) echo "-max_len=65536 -timeout=10 -rss_limit_mb=1024 -dict=Fuzz/Dictionaries/range-message.dict" ;;
        FuzzISBNExtractor) echo "-max_len=65536 -timeout=10 -rss_limit_mb=1024 -dict=Fuzz/Dictionaries/isbn-text.dict" ;;
        FuzzDumpLine) echo "-max_len=65536 -timeout=10 -rss_limit_mb=1024 -dict=Fuzz/Dictionaries/dump-line.dict" ;;
        FuzzCSV) echo "-max_len=65536 -timeout=10 -rss_limit_mb=1024 -dict=Fuzz/Dictionaries/csv.dict" ;;
        # A header may declare frames up to 64 megapixels, each allocated before it is read.
        FuzzY4M) echo "-max_len=262144 -timeout=10 -rss_limit_mb=2048 -dict=Fuzz/Dictionaries/y4m.dict" ;;
    esac
}

# The figure after `stat::NAME: ` in a run's log.
stat() { sed -n "s/^stat::$1: *//p" "$2" | tail -1; }

failed=()
for t in "${targets[@]}"; do
    corpus=$work/corpus/$t
    findings=$work/findings/$t
    log=$work/logs/$t.log
    mkdir -p "$corpus" "$findings" "$(dirname "$log")"
    echo "== $t: $seconds s"
    status=0
    # Swift's own backtracer would take over the crash signal that libFuzzer reports.
    # shellcheck disable=SC2046
    SWIFT_BACKTRACE=enable=no "$bin/$t" $(options "$t") -max_total_time="$seconds" -print_final_stats=1 \
        -artifact_prefix="$findings/" "$corpus" "$work/seeds/$t" > "$log" 2>&1 || status=$?
    done_line=$(grep -E '^#[0-9]+[[:space:]]+(DONE|pulse|NEW|REDUCE|INITED)' "$log" | tail -1 || true)
    cov=$(sed -n 's/.*cov: \([0-9]*\).*/\1/p' <<<"$done_line")
    ft=$(sed -n 's/.*ft: \([0-9]*\).*/\1/p' <<<"$done_line")
    corp=$(sed -n 's/.*corp: \([^ ]*\).*/\1/p' <<<"$done_line")
    echo "   runs $(stat number_of_executed_units "$log"), $(stat average_exec_per_sec "$log") exec/s," \
         "cov $cov, ft $ft, corpus $corp units/bytes, new units $(stat new_units_added "$log")," \
         "slowest unit $(stat slowest_unit_time_sec "$log") s, peak RSS $(stat peak_rss_mb "$log") MB"
    if [ "$status" -ne 0 ]; then
        failed+=("$t")
        echo "   FINDING (exit status $status); log: $log"
        grep -E '^(==[0-9]+==ERROR|SUMMARY|Fatal error|.*Fatal error:|ALARM|artifact_prefix|Test unit written|==[0-9]+== ERROR)' "$log" | head -8 | sed 's/^/   /'
    fi
done

if [ ${#failed[@]} -gt 0 ]; then
    echo "fuzzing found problems in: ${failed[*]} (inputs under $work/findings/)" >&2
    exit 1
fi
