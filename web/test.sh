#!/usr/bin/env bash
# The page's tests: the model's unit tests, the build (with its size limit), and the page in a
# real browser (web/tests/browser.py). Installs Debian's Chromium when it is missing and this
# machine can (root with apt-get); when no browser can be had, says so and skips that part.
set -euo pipefail
cd "$(dirname "$0")/.."

cargo test --quiet -p gridpath-web
bash web/build.sh

find_browser() {
    command -v chromium || command -v chromium-browser || command -v google-chrome || true
}
browser="$(find_browser)"
if [ -z "$browser" ] && command -v apt-get >/dev/null && [ "$(id -u)" = 0 ]; then
    echo "installing chromium (Debian's package) for the browser test"
    export DEBIAN_FRONTEND=noninteractive
    apt-get install -y -qq chromium >/dev/null 2>&1 ||
        { apt-get update -qq >/dev/null 2>&1 && apt-get install -y -qq chromium >/dev/null 2>&1; } || true
    browser="$(find_browser)"
fi
if [ -z "$browser" ]; then
    echo "SKIPPED: the browser test needs Chromium, and none could be installed here" \
        "(install Debian's chromium package, or put chromium on PATH)"
    exit 0
fi

cargo build --quiet --release --example maze --example shortest_path
examples="$(cargo metadata --format-version 1 --no-deps | python3 -c 'import json,sys; print(json.load(sys.stdin)["target_directory"])')/release/examples"
python3 web/tests/browser.py --chromium "$browser" --dist web/dist --examples "$examples"
