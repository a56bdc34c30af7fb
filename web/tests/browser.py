#!/usr/bin/env python3
"""The page in a real browser: headless Chromium, driven over the DevTools protocol on a pipe
(`--remote-debugging-pipe`: no websocket, nothing to install but the browser).

Checked, against the crate's own programs run natively on the same input:
  1. URL parameters: `chromium --headless --dump-dom index.html?rows=R&cols=C&seed=S&algorithm=A`
     shows in `#path-length` and `#expanded` what `cargo run --release --example maze -- --rows R
     --cols C --seed S --algorithm A` prints as `path: N steps, states expanded: E`.
  2. The mouse: real mouse events (Input.dispatchMouseEvent) draw a wall across the path, and
     drag the goal; after each, `#path-length` is what BFS (`examples/shortest_path.rs`) finds on
     the map the page shows (`#map-text`), and the wall across the path changed it.

Usage: python3 web/tests/browser.py --chromium PATH --dist web/dist --examples DIR
(DIR holds the release builds of the `maze` and `shortest_path` examples).
"""

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
import time
from collections import deque


class Browser:
    """Headless Chromium with one page, spoken to over fds 3 (in) and 4 (out)."""

    def __init__(self, chromium):
        to_browser_r, self._to_browser = os.pipe()
        self._from_browser, from_browser_w = os.pipe()

        def wire():
            # Through fresh copies: `dup2` of an fd onto itself would keep it close-on-exec.
            read_end, write_end = os.dup(to_browser_r), os.dup(from_browser_w)
            os.dup2(read_end, 3)
            os.dup2(write_end, 4)

        self._profile = tempfile.TemporaryDirectory()
        self.process = subprocess.Popen(
            [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--remote-debugging-pipe",
             "--window-size=1300,900", f"--user-data-dir={self._profile.name}", "about:blank"],
            preexec_fn=wire, close_fds=False,
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(to_browser_r)
        os.close(from_browser_w)
        self._buffer = b""
        self._next = 0
        target = self.call("Target.createTarget", {"url": "about:blank"})["targetId"]
        self.session = self.call("Target.attachToTarget",
                                 {"targetId": target, "flatten": True})["sessionId"]
        self.call("Page.enable", session=True)

    def call(self, method, params=None, session=False):
        self._next += 1
        message = {"id": self._next, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = self.session
        os.write(self._to_browser, json.dumps(message).encode() + b"\0")
        while True:
            reply = self._read()
            if reply.get("id") == self._next:
                if "error" in reply:
                    raise RuntimeError(f"{method}: {reply['error']}")
                return reply.get("result", {})

    def _read(self):
        while b"\0" not in self._buffer:
            chunk = os.read(self._from_browser, 1 << 16)
            if not chunk:
                raise RuntimeError("the browser closed the pipe")
            self._buffer += chunk
        message, self._buffer = self._buffer.split(b"\0", 1)
        return json.loads(message)

    def evaluate(self, expression):
        result = self.call("Runtime.evaluate",
                           {"expression": expression, "returnByValue": True}, session=True)
        if "exceptionDetails" in result:
            raise RuntimeError(f"{expression}: {result['exceptionDetails']}")
        return result["result"].get("value")

    def open(self, url):
        self.call("Page.navigate", {"url": url}, session=True)
        deadline = time.time() + 30
        while time.time() < deadline:
            state = self.evaluate("document.body ? document.body.dataset.state || '' : ''")
            if state == "ready":
                return
            if state == "error":
                status = self.evaluate("document.getElementById('status').textContent")
                raise RuntimeError(f"{url}: {status}")
            time.sleep(0.05)
        raise RuntimeError(f"{url}: the page did not get ready in 30 s")

    def mouse(self, kind, x, y, pressed):
        self.call("Input.dispatchMouseEvent", {
            "type": kind, "x": x, "y": y, "button": "left",
            "buttons": 1 if pressed else 0, "clickCount": 1}, session=True)

    def key(self, name, code):
        for kind in ("keyDown", "keyUp"):
            self.call("Input.dispatchKeyEvent", {"type": kind, "key": name, "code": name,
                                                 "windowsVirtualKeyCode": code}, session=True)

    def close(self):
        try:
            self.call("Browser.close")
        except RuntimeError:
            pass
        self.process.wait(timeout=10)
        self._profile.cleanup()


def board(browser):
    """The canvas geometry and the page's map, path length and expansions."""
    return browser.evaluate("""(() => {
        const c = document.getElementById('board');
        const r = c.getBoundingClientRect();
        return {left: r.left, top: r.top, width: r.width, height: r.height,
                rows: Number(c.dataset.rows), cols: Number(c.dataset.cols),
                length: document.getElementById('path-length').textContent,
                expanded: document.getElementById('expanded').textContent,
                map: document.getElementById('map-text').textContent};
    })()""")


def cell_point(b, row, col):
    return (b["left"] + (col + 0.5) * b["width"] / b["cols"],
            b["top"] + (row + 0.5) * b["height"] / b["rows"])


def drag(browser, b, cells):
    """Presses the left button on the first cell, moves through the rest, releases."""
    x, y = cell_point(b, *cells[0])
    browser.mouse("mouseMoved", x, y, False)
    browser.mouse("mousePressed", x, y, True)
    for row, col in cells[1:]:
        x, y = cell_point(b, row, col)
        browser.mouse("mouseMoved", x, y, True)
    browser.mouse("mouseReleased", x, y, False)


def native_bfs(examples, map_text):
    """The `shortest_path` example's distance on the page's map: a number, or 'none'."""
    out = subprocess.run([os.path.join(examples, "shortest_path")], input=map_text,
                         capture_output=True, text=True, check=True).stdout.split("\n")[0]
    return "none" if out == "-1" else out


def python_bfs(rows, blocked=None):
    """Fewest 4-direction moves from S to E over the map's rows, and one shortest path."""
    grid = [list(r) for r in rows]
    if blocked:
        grid[blocked[0]][blocked[1]] = "#"
    find = lambda ch: next((r, c) for r, line in enumerate(grid) for c, x in enumerate(line) if x == ch)
    start, goal = find("S"), find("E")
    before = {start: None}
    queue = deque([start])
    while queue:
        r, c = queue.popleft()
        if (r, c) == goal:
            path = [goal]
            while before[path[-1]] is not None:
                path.append(before[path[-1]])
            return len(path) - 1, path[::-1]
        for dr, dc in ((-1, 0), (0, 1), (1, 0), (0, -1)):
            nr, nc = r + dr, c + dc
            if 0 <= nr < len(grid) and 0 <= nc < len(grid[0]) and grid[nr][nc] != "#" \
                    and (nr, nc) not in before:
                before[(nr, nc)] = (r, c)
                queue.append((nr, nc))
    return None, []


def check(condition, message):
    if not condition:
        raise AssertionError(message)
    print(f"  ok: {message}")


def url_cases(chromium, dist, examples):
    print("URL parameters, read with chromium --headless --dump-dom:")
    for rows, cols, seed, algorithm in [(15, 25, 7, "dfs"), (12, 30, 2026, "wilson"),
                                        (20, 20, 1, "kruskal"), (9, 40, 99, "eller")]:
        url = f"file://{dist}/index.html?rows={rows}&cols={cols}&seed={seed}&algorithm={algorithm}"
        # `--dump-dom` dumps when the virtual-time budget runs out, and compiling the module is
        # no task that virtual time waits for: on a busy machine the dump can come before the
        # page has run at all (its numbers still "–"). Only that case is tried again, up to
        # three times; any number the page did write is checked as it is.
        for attempt in range(3):
            with tempfile.TemporaryDirectory() as profile:
                dom = subprocess.run(
                    [chromium, "--headless", "--no-sandbox", "--disable-gpu",
                     f"--user-data-dir={profile}", "--virtual-time-budget=20000", "--dump-dom", url],
                    capture_output=True, text=True, timeout=120).stdout
            length = re.search(r'id="path-length">([^<]*)<', dom)
            expanded = re.search(r'id="expanded">([^<]*)<', dom)
            if not (length and length.group(1) == "\u2013"):
                break
            print(f"  (the page had not run yet when the DOM was dumped; attempt {attempt + 2})")
        demo = subprocess.run(
            [os.path.join(examples, "maze"), "--rows", str(rows), "--cols", str(cols),
             "--seed", str(seed), "--algorithm", algorithm],
            capture_output=True, text=True, check=True).stdout
        want = re.search(r"path: (\d+) steps, states expanded: (\d+)", demo)
        got = (length and length.group(1), expanded and expanded.group(1))
        check(got == want.groups(),
              f"{algorithm} {rows}x{cols} seed {seed}: page {got}, maze demo {want.groups()}")


def mouse_cases(chromium, dist, examples):
    print("The mouse, in a page driven over the DevTools protocol:")
    browser = Browser(chromium)
    try:
        # An open board: two walls across it, the first open at its right end, the second at
        # its left, make the path zig-zag. (One straight wall would not do: from the top-left
        # corner to the bottom-right one a path that only goes right and down gets round any
        # single wall with a gap.) Each wall is one stroke of the mouse.
        browser.open(f"file://{dist}/index.html?algorithm=none&rows=15&cols=25")
        b = board(browser)
        check(b["length"] == native_bfs(examples, b["map"]) == "38",
              f"open 15x25 board: page {b['length']}, BFS 38")
        first = [(7, c) for c in range(0, 24)]
        second = [(10, c) for c in range(24, 0, -1)]
        drag(browser, b, [first[0], first[-1]])
        drag(browser, b, [second[0], second[-1]])
        wall = first + second
        after = board(browser)
        rows = after["map"].split("\n")[1:-1]
        check(all(rows[r][c] == "#" for r, c in wall), "the dragged cells are walls in the map")
        want = native_bfs(examples, after["map"])
        check(after["length"] == want and want != b["length"],
              f"after the wall: page {after['length']}, BFS {want} (was {b['length']})")

        # A braided maze: block a cell of the shortest path whose loss BFS says lengthens it.
        browser.open(f"file://{dist}/index.html?rows=8&cols=12&seed=5&algorithm=dfs&braid=1")
        b = board(browser)
        rows = b["map"].split("\n")[1:-1]
        length, path = python_bfs(rows)
        check(b["length"] == native_bfs(examples, b["map"]) == str(length),
              f"braided maze: page {b['length']}, BFS {length}")
        cut = next(p for p in path[len(path) // 2:-1] if python_bfs(rows, p)[0] != length)
        # The wall is drawn across the path: a stroke that begins on the cut (a floor cell, so
        # the wall tool paints walls) and runs sideways over the cells beside it.
        r, c = cut
        across = [(r, c), (r - 1, c), (r + 1, c)] if path[path.index(cut) - 1][0] == r \
            else [(r, c), (r, c - 1), (r, c + 1)]
        drag(browser, b, across)
        after = board(browser)
        check(after["map"].split("\n")[1:-1][r][c] == "#", f"the cut {cut} is a wall in the map")
        want = native_bfs(examples, after["map"])
        expected = python_bfs(after["map"].split("\n")[1:-1])[0]
        longer = want == "none" or int(want) > int(b["length"])
        check(after["length"] == want == ("none" if expected is None else str(expected)) and longer,
              f"a wall across the path at {cut}: page {after['length']}, BFS {want} (was {b['length']})")

        # Dragging the goal: press on it, move it three cells left along the bottom row.
        goal_row = len(rows) - 2
        goal_col = len(rows[0]) - 2
        b = after
        drag(browser, b, [(goal_row, goal_col), (goal_row, goal_col - 1), (goal_row, goal_col - 2)])
        after = board(browser)
        moved = after["map"].split("\n")[1:-1]
        check("E" in moved[goal_row] and moved[goal_row].index("E") < goal_col,
              f"the goal moved left along row {goal_row}")
        want = native_bfs(examples, after["map"])
        check(after["length"] == want, f"after moving the goal: page {after['length']}, BFS {want}")

        # The game: the arrow keys walk a shortest path out of a maze.
        browser.open(f"file://{dist}/index.html?rows=5&cols=7&seed=11&algorithm=prim")
        b = board(browser)
        length, path = python_bfs(b["map"].split("\n")[1:-1])
        browser.evaluate("document.getElementById('play').click()")
        keys = {(-1, 0): ("ArrowUp", 38), (0, 1): ("ArrowRight", 39),
                (1, 0): ("ArrowDown", 40), (0, -1): ("ArrowLeft", 37)}
        browser.key("ArrowUp", 38)  # into the wall above the start: no move
        for (r0, c0), (r1, c1) in zip(path, path[1:]):
            browser.key(*keys[(r1 - r0, c1 - c0)])
        said = browser.evaluate("document.getElementById('game').textContent")
        check(said == f"You escaped in {length} moves; the shortest way takes {length}.",
              f"the game, walked with the arrow keys: {said!r}")
    finally:
        browser.close()


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--chromium", required=True)
    parser.add_argument("--dist", required=True)
    parser.add_argument("--examples", required=True)
    args = parser.parse_args()
    dist = os.path.abspath(args.dist)
    url_cases(args.chromium, dist, args.examples)
    mouse_cases(args.chromium, dist, args.examples)
    print("browser test passed")


if __name__ == "__main__":
    try:
        main()
    except (AssertionError, RuntimeError, subprocess.SubprocessError) as error:
        print(f"error: {error}", file=sys.stderr)
        sys.exit(1)
