// The page: draws the board that gridpath_web.wasm holds, sends it the mouse and the keys, and
// plays back the frames it records (a maze's carving, a search's events). Every answer about a
// path comes from the module (web/src/lib.rs); this file only draws and asks.
"use strict";

(function () {
  const $ = (id) => document.getElementById(id);
  const FLOOR = 0, WALL = 1, MUD = 2;
  // Frame kinds (web/src/lib.rs, FrameKind).
  const CARVED = 1, WALL_UP = 2, WALKED = 3, DISCOVERED = 10, EXPANDED = 11, CROSSED = 12, GOAL = 13;
  const NOWHERE = 0xffffffff;
  // Which mark a cell keeps when several frames touch it.
  const RANK = { [CROSSED]: 1, [DISCOVERED]: 2, [EXPANDED]: 3, [GOAL]: 4 };
  const COLOURS = {
    floor: "#ffffff", wall: "#2d3142", mud: "#b08d57", discovered: "#cfe6ff",
    expanded: "#8cbcf2", crossed: "#ffe08a", walked: "#ffd166", path: "#e63946",
    start: "#3bb273", goal: "#e15554", player: "#3066be", trail: "#b9d3f5", grid: "#e3e6ee",
    parent: "#5a7bd8",
  };

  let wasm = null; // the module's exports
  let generators = []; // names, in the module's order
  let engines = [];

  // What is drawn: the module's board, copied after each change, and the search overlay.
  const view = {
    rows: 0, cols: 0, cells: new Uint8Array(0), cell: 20,
    overlay: new Uint8Array(0), // 0 none, else a frame kind last seen on the cell
    start: [0, 0], goal: [0, 0], player: null, trail: new Set(),
    path: [], corners: false, // the path, shown once a search has been played to its end
    marks: [], // any-angle: [row, col, kind, fromRow, fromCol] of corners reached
    walk: [], // the cells of the random walk being shown while a maze is carved
  };
  // The animation being played: frames of five numbers, the next to play, a timer.
  const anim = { frames: new Uint32Array(0), next: 0, kind: "", timer: 0, paused: false };

  // ---- the module ----

  function memory() { return wasm.memory.buffer; }
  function u32s(address, count) { return new Uint32Array(memory(), address >>> 0, count).slice(); }
  function text(address, length) {
    return new TextDecoder().decode(new Uint8Array(memory(), address >>> 0, length));
  }
  function moduleText(which) {
    const length = wasm.gp_prepare_text(which);
    return text(wasm.gp_text(), length);
  }
  function check(code) {
    if (code !== 0) throw new Error(text(wasm.gp_error(), wasm.gp_error_len()));
  }

  function loadBoard() {
    view.rows = wasm.gp_rows();
    view.cols = wasm.gp_cols();
    view.cells = new Uint8Array(memory(), wasm.gp_cells() >>> 0, view.rows * view.cols).slice();
    const ends = u32s(wasm.gp_ends(), 6);
    view.start = [ends[0], ends[1]];
    view.goal = [ends[2], ends[3]];
    if (view.player) view.player = [ends[4], ends[5]];
  }

  function settings() {
    return {
      engine: Number($("engine").value),
      directions: Number($("directions").value),
      rule: Number($("rule").value),
    };
  }

  // ---- drawing ----

  function fitCanvas() {
    const canvas = $("board");
    const room = Math.max(200, canvas.parentElement.clientWidth - 4);
    const tall = Math.max(200, window.innerHeight - 170);
    view.cell = Math.max(2, Math.min(28, Math.floor(Math.min(room / view.cols, tall / view.rows))));
    canvas.width = view.cols * view.cell;
    canvas.height = view.rows * view.cell;
    canvas.dataset.rows = view.rows;
    canvas.dataset.cols = view.cols;
  }

  function cellColour(r, c) {
    const i = r * view.cols + c;
    const cell = view.cells[i];
    if (cell === WALL) return COLOURS.wall;
    const mark = view.overlay[i];
    if (mark === EXPANDED || mark === GOAL) return COLOURS.expanded;
    if (mark === DISCOVERED) return COLOURS.discovered;
    if (mark === CROSSED) return COLOURS.crossed;
    if (mark === WALKED) return COLOURS.walked;
    if (view.trail.has(i)) return COLOURS.trail;
    return cell === MUD ? COLOURS.mud : COLOURS.floor;
  }

  function paintCell(ctx, r, c) {
    const s = view.cell;
    ctx.fillStyle = cellColour(r, c);
    ctx.fillRect(c * s, r * s, s, s);
    if (s >= 8 && view.cells[r * view.cols + c] !== WALL) {
      ctx.strokeStyle = COLOURS.grid;
      ctx.lineWidth = 1;
      ctx.strokeRect(c * s + 0.5, r * s + 0.5, s - 1, s - 1);
    }
    if (view.cells[r * view.cols + c] === MUD && view.overlay[r * view.cols + c]) {
      // Mud stays visible under the search's colours.
      ctx.fillStyle = COLOURS.mud;
      ctx.fillRect(c * s + s / 4, r * s + s / 4, s / 2, s / 2);
    }
  }

  function centre(r, c) { return [(c + 0.5) * view.cell, (r + 0.5) * view.cell]; }
  function corner(r, c) { return [c * view.cell, r * view.cell]; }

  function paintEnds(ctx) {
    const s = view.cell;
    for (const [[r, c], colour] of [[view.start, COLOURS.start], [view.goal, COLOURS.goal]]) {
      ctx.fillStyle = colour;
      ctx.fillRect(c * s + 1, r * s + 1, Math.max(1, s - 2), Math.max(1, s - 2));
    }
    if (view.player) {
      const [x, y] = centre(view.player[0], view.player[1]);
      ctx.fillStyle = COLOURS.player;
      ctx.beginPath();
      ctx.arc(x, y, Math.max(1.5, s * 0.38), 0, 2 * Math.PI);
      ctx.fill();
    }
  }

  function paintMark(ctx, m) {
    const [r, c, kind, fr, fc] = m;
    const [x, y] = corner(r, c);
    if (kind === DISCOVERED && fr !== NOWHERE) {
      const [fx, fy] = corner(fr, fc);
      ctx.strokeStyle = COLOURS.parent;
      ctx.globalAlpha = 0.35;
      ctx.lineWidth = 1;
      ctx.beginPath();
      ctx.moveTo(fx, fy);
      ctx.lineTo(x, y);
      ctx.stroke();
      ctx.globalAlpha = 1;
    }
    ctx.fillStyle = kind === EXPANDED ? COLOURS.parent : COLOURS.expanded;
    ctx.beginPath();
    ctx.arc(x, y, Math.max(1.5, view.cell * (kind === EXPANDED ? 0.18 : 0.12)), 0, 2 * Math.PI);
    ctx.fill();
  }

  function paintPath(ctx) {
    if (view.path.length < 2) return;
    const point = view.corners ? corner : centre;
    ctx.strokeStyle = COLOURS.path;
    ctx.lineWidth = Math.max(2, view.cell / 4);
    ctx.lineJoin = "round";
    ctx.lineCap = "round";
    ctx.beginPath();
    view.path.forEach(([r, c], k) => {
      const [x, y] = point(r, c);
      if (k === 0) ctx.moveTo(x, y); else ctx.lineTo(x, y);
    });
    ctx.stroke();
  }

  function render() {
    const ctx = $("board").getContext("2d");
    for (let r = 0; r < view.rows; r++) for (let c = 0; c < view.cols; c++) paintCell(ctx, r, c);
    for (const m of view.marks) paintMark(ctx, m);
    paintEnds(ctx);
    paintPath(ctx);
  }

  // ---- the search and its animation ----

  function stopAnimation() {
    clearTimeout(anim.timer);
    anim.timer = 0;
    anim.frames = new Uint32Array(0);
    anim.next = 0;
    anim.kind = "";
    $("pause").textContent = "Pause";
    anim.paused = false;
  }

  // Runs the chosen engine at once: the numbers, the path and the map text are written as soon
  // as the module answers; `animate` plays its events afterwards (else they are shown whole).
  function search(animate) {
    stopAnimation();
    const s = settings();
    const found = wasm.gp_search(s.engine, s.directions, s.rule);
    if (found > 1) throw new Error(text(wasm.gp_error(), wasm.gp_error_len()));
    const length = wasm.gp_length();
    const expanded = wasm.gp_expanded();
    const points = wasm.gp_path_len();
    const flat = u32s(wasm.gp_path(), 2 * points);
    view.path = [];
    for (let k = 0; k < points; k++) view.path.push([flat[2 * k], flat[2 * k + 1]]);
    view.corners = wasm.gp_path_corners() === 1;
    const frames = u32s(wasm.gp_frames(), 5 * wasm.gp_frames_len());
    $("path-length").textContent = found === 1 ? formatLength(length) : "none";
    $("expanded").textContent = String(expanded);
    $("map-text").textContent = moduleText(0);
    const name = engines[s.engine];
    $("status").textContent = found === 1
      ? `${name}: a path of length ${formatLength(length)}, ${expanded} states expanded.`
      : `${name}: no path from the start to the goal.`;
    view.overlay = new Uint8Array(view.rows * view.cols);
    view.marks = [];
    play(frames, "search", animate);
  }

  function formatLength(length) {
    return Number.isInteger(length) ? String(length) : length.toFixed(3);
  }

  // Plays `frames`; without `animate`, all at once.
  function play(frames, kind, animate) {
    anim.frames = frames;
    anim.next = 0;
    anim.kind = kind;
    const keepPath = view.path;
    if (kind === "search") view.path = [];
    if (!animate) {
      applyFrames(frames.length / 5);
      finish(keepPath);
      return;
    }
    render();
    const tick = () => {
      if (anim.paused) return;
      applyFrames(framesPerTick());
      if (anim.next * 5 >= anim.frames.length) {
        finish(keepPath);
      } else {
        anim.timer = setTimeout(tick, 20);
      }
    };
    anim.finish = () => finish(keepPath);
    anim.tick = tick;
    anim.timer = setTimeout(tick, 20);
  }

  function framesPerTick() {
    const speed = Number($("speed").value);
    const total = anim.frames.length / 5;
    // From one frame a tick to a whole animation in about two seconds.
    return Math.max(1, Math.round(Math.pow(2, speed - 2) * Math.max(1, total / 2000)));
  }

  // Plays the next `count` frames (or fewer at the end), drawing only what they touch.
  function applyFrames(count) {
    const ctx = $("board").getContext("2d");
    const f = anim.frames;
    const end = Math.min(f.length / 5, anim.next + count);
    for (let k = anim.next; k < end; k++) {
      const kind = f[5 * k], r = f[5 * k + 1], c = f[5 * k + 2];
      if (view.corners && anim.kind === "search") {
        const m = [r, c, kind, f[5 * k + 3], f[5 * k + 4]];
        view.marks.push(m);
        paintMark(ctx, m);
        continue;
      }
      const i = r * view.cols + c;
      if (kind === CARVED || kind === WALL_UP) {
        view.cells[i] = kind === CARVED ? FLOOR : WALL;
        // A random walk (Wilson, Aldous–Broder) is shown until it carves.
        for (const w of view.walk) {
          view.overlay[w] = 0;
          paintCell(ctx, Math.floor(w / view.cols), w % view.cols);
        }
        view.walk = [];
      } else if (kind === WALKED) {
        view.overlay[i] = WALKED;
        view.walk.push(i);
      }
      else if (RANK[kind] > (RANK[view.overlay[i]] || 0)) view.overlay[i] = kind;
      paintCell(ctx, r, c);
    }
    anim.next = end;
    paintEnds(ctx);
    $("progress").textContent = `${anim.kind === "search" ? "event" : "step"} ${end} of ${f.length / 5}`;
  }

  function finish(path) {
    clearTimeout(anim.timer);
    anim.timer = 0;
    const kind = anim.kind;
    anim.kind = "";
    if (kind === "carve") {
      loadBoard();
      view.overlay = new Uint8Array(view.rows * view.cols);
      render();
      search(true);
      return;
    }
    view.path = path;
    render();
  }

  function togglePause() {
    if (!anim.kind) return;
    anim.paused = !anim.paused;
    $("pause").textContent = anim.paused ? "Play" : "Pause";
    if (!anim.paused) anim.timer = setTimeout(anim.tick, 20);
  }

  function step() {
    if (!anim.kind) return;
    if (!anim.paused) togglePause();
    applyFrames(1);
    if (anim.next * 5 >= anim.frames.length) anim.finish();
  }

  // ---- boards and mazes ----

  function openBoard(rows, cols) {
    stopAnimation();
    check(wasm.gp_open(rows, cols));
    afterNewBoard();
    search(false);
  }

  // Generates a maze; `watch` plays its carving, then the search. Without it the search is run
  // and played at once (what the URL parameters do).
  function generate(generator, rows, cols, seed, braid, watch) {
    stopAnimation();
    check(wasm.gp_maze(generator, rows, cols, seed, Math.round(braid * 1000)));
    const frames = u32s(wasm.gp_frames(), 5 * wasm.gp_frames_len());
    afterNewBoard();
    if (watch) {
      view.cells = new Uint8Array(memory(), wasm.gp_carving_from() >>> 0, view.rows * view.cols).slice();
      view.path = [];
      $("path-length").textContent = "–";
      $("expanded").textContent = "–";
      $("status").textContent = `Carving a maze with ${generators[generator]}…`;
      play(frames, "carve", true);
    } else {
      search(true);
    }
  }

  function afterNewBoard() {
    view.player = null;
    view.trail.clear();
    $("game").textContent = "";
    $("play").textContent = "Play the maze";
    loadBoard();
    view.overlay = new Uint8Array(view.rows * view.cols);
    view.marks = [];
    view.walk = [];
    view.path = [];
    fitCanvas();
    render();
  }

  // ---- the mouse: walls, mud, and dragging the ends ----

  const drag = { mode: "", paint: WALL, last: null };

  function cellAt(event) {
    const canvas = $("board");
    const rect = canvas.getBoundingClientRect();
    const x = (event.clientX - rect.left) * (canvas.width / rect.width);
    const y = (event.clientY - rect.top) * (canvas.height / rect.height);
    const r = Math.floor(y / view.cell), c = Math.floor(x / view.cell);
    return r >= 0 && c >= 0 && r < view.rows && c < view.cols ? [r, c] : null;
  }

  function same(a, b) { return a && b && a[0] === b[0] && a[1] === b[1]; }

  function onPointerDown(event) {
    const at = cellAt(event);
    if (!at || event.button !== 0) return;
    $("board").setPointerCapture?.(event.pointerId);
    stopAnimation();
    view.overlay = new Uint8Array(view.rows * view.cols);
    view.marks = [];
    if (same(at, view.start)) drag.mode = "start";
    else if (same(at, view.goal)) drag.mode = "goal";
    else {
      drag.mode = "paint";
      const tool = Number(document.querySelector('input[name="tool"]:checked').value);
      // With the wall tool, a stroke that begins on a wall erases.
      drag.paint = tool === WALL && view.cells[at[0] * view.cols + at[1]] === WALL ? FLOOR : tool;
    }
    drag.last = null;
    moveTo(at);
    event.preventDefault();
  }

  function onPointerMove(event) {
    if (!drag.mode) return;
    const at = cellAt(event);
    if (at) moveTo(at);
  }

  function onPointerUp() {
    if (!drag.mode) return;
    drag.mode = "";
    search(false);
  }

  // Paints every cell on the straight line from the last cell to `at` (a quick stroke skips
  // none), or moves the dragged end; the search is run again at once on small boards.
  function moveTo(at) {
    if (drag.mode === "start" || drag.mode === "goal") {
      if (view.cells[at[0] * view.cols + at[1]] === WALL) return;
      if (drag.mode === "start") check(wasm.gp_set_start(at[0], at[1]));
      else check(wasm.gp_set_goal(at[0], at[1]));
    } else {
      const from = drag.last || at;
      const steps = Math.max(Math.abs(at[0] - from[0]), Math.abs(at[1] - from[1]));
      for (let k = 0; k <= steps; k++) {
        const t = steps === 0 ? 0 : k / steps;
        const r = Math.round(from[0] + (at[0] - from[0]) * t);
        const c = Math.round(from[1] + (at[1] - from[1]) * t);
        if (same([r, c], view.start) || same([r, c], view.goal)) continue;
        check(wasm.gp_set_cell(r, c, drag.paint));
      }
    }
    drag.last = at;
    loadBoard();
    if (view.rows * view.cols <= 40000) search(false);
    else render();
  }

  // ---- the game ----

  function togglePlay() {
    stopAnimation();
    if (view.player) {
      view.player = null;
      view.trail.clear();
      $("play").textContent = "Play the maze";
      $("game").textContent = "";
      search(false);
      return;
    }
    wasm.gp_reset_player();
    view.player = [0, 0];
    loadBoard();
    view.trail = new Set([view.player[0] * view.cols + view.player[1]]);
    game.moves = 0;
    game.done = false;
    view.overlay = new Uint8Array(view.rows * view.cols);
    view.marks = [];
    view.path = [];
    $("play").textContent = "Stop playing";
    $("game").textContent = "Find the way to the goal.";
    render();
  }

  const game = { moves: 0, done: false };
  const KEYS = { ArrowUp: 0, ArrowRight: 1, ArrowDown: 2, ArrowLeft: 3, w: 0, d: 1, s: 2, a: 3 };

  function onKey(event) {
    if (!view.player || !(event.key in KEYS) || event.target.tagName === "INPUT") return;
    event.preventDefault();
    if (game.done) return;
    const answer = wasm.gp_step_player(KEYS[event.key]);
    if (answer & 1) {
      game.moves += 1;
      loadBoard();
      view.trail.add(view.player[0] * view.cols + view.player[1]);
    }
    if (answer & 2) {
      game.done = true;
      // The shortest way, by BFS on the same board, to compare with.
      const found = wasm.gp_search(0, 4, 0);
      const best = found === 1 ? wasm.gp_length() : NaN;
      $("game").textContent = `You escaped in ${game.moves} moves; the shortest way takes ${best}.`;
    } else {
      $("game").textContent = `${game.moves} moves.`;
    }
    render();
  }

  // ---- start ----

  function fillSelect(select, names, chosen) {
    select.innerHTML = "";
    names.forEach((name, k) => {
      const option = document.createElement("option");
      option.value = String(k);
      option.textContent = name;
      if (name === chosen) option.selected = true;
      select.appendChild(option);
    });
  }

  function updateNote() {
    const name = engines[Number($("engine").value)];
    const notes = {
      "0-1-bfs": "Walls can be broken: each costs 1, the rest nothing. The length is the walls broken.",
      dijkstra: "Mud costs 5 to enter; with 8 directions a diagonal step costs √2 times as much.",
      astar: "As Dijkstra, guided towards the goal (Manhattan or octile distance).",
      jps: "Jump Point Search: always 8 directions without corner cutting, mud as floor.",
      dfs: "Depth-first: a path, not the shortest.",
      theta: "Any angle: straight lines between cell corners (the top-left corner of each end cell).",
      "lazy-theta": "Any angle, checking each line of sight only when it must.",
      anya: "The shortest any-angle path; Anya reports no events, so only its route is drawn.",
    };
    $("engine-note").textContent = notes[name] || "Fewest moves.";
  }

  function numberParam(params, name, fallback) {
    const value = params.get(name);
    if (value === null) return fallback;
    const n = Number(value);
    if (!Number.isFinite(n) || n < 0) throw new Error(`URL parameter ${name}=${value} is not a number`);
    return n;
  }

  function start(bytes) {
    return WebAssembly.instantiate(bytes, {}).then(({ instance }) => {
      wasm = instance.exports;
      const [gens, engs] = moduleText(1).split("\n");
      generators = gens.split(",");
      engines = engs.split(",");
      const params = new URLSearchParams(window.location.search);
      fillSelect($("engine"), engines, params.get("engine") || "bfs");
      fillSelect($("generator"), generators, params.get("algorithm") || "dfs");
      if (params.get("directions") === "8") $("directions").value = "8";
      if (params.has("rule")) $("rule").value = String(numberParam(params, "rule", 0));
      updateNote();

      $("engine").addEventListener("change", () => { updateNote(); search(true); });
      $("directions").addEventListener("change", () => search(true));
      $("rule").addEventListener("change", () => search(true));
      $("search").addEventListener("click", () => search(true));
      $("pause").addEventListener("click", togglePause);
      $("step").addEventListener("click", step);
      $("clear").addEventListener("click", () => openBoard(view.rows, view.cols));
      $("open").addEventListener("click", () =>
        openBoard(Number($("board-rows").value), Number($("board-cols").value)));
      $("generate").addEventListener("click", () => generate(
        Number($("generator").value), Number($("maze-rows").value), Number($("maze-cols").value),
        Number($("seed").value), Number($("braid").value), true));
      $("play").addEventListener("click", togglePlay);
      const canvas = $("board");
      canvas.addEventListener("pointerdown", onPointerDown);
      canvas.addEventListener("pointermove", onPointerMove);
      window.addEventListener("pointerup", onPointerUp);
      window.addEventListener("keydown", onKey);
      window.addEventListener("resize", () => { fitCanvas(); render(); });

      // URL parameters reproduce a run of the maze demo: the same maze, searched with BFS
      // (or `engine`) from the top-left room to the bottom-right one.
      const algorithm = params.get("algorithm");
      if (algorithm === "none") {
        openBoard(numberParam(params, "rows", 21), numberParam(params, "cols", 41));
      } else {
        const generator = generators.indexOf(algorithm || "dfs");
        if (generator < 0) throw new Error(`unknown algorithm ${algorithm} (${generators.join(", ")}, or none)`);
        const rows = numberParam(params, "rows", 12), cols = numberParam(params, "cols", 30);
        const seed = numberParam(params, "seed", 2026), braid = numberParam(params, "braid", 0);
        $("maze-rows").value = rows;
        $("maze-cols").value = cols;
        $("seed").value = seed;
        $("braid").value = braid;
        $("generator").value = String(generator);
        generate(generator, rows, cols, seed, braid, false);
      }
      document.body.dataset.state = "ready";
    });
  }

  function fail(error) {
    $("status").textContent = `error: ${error.message}`;
    document.body.dataset.state = "error";
  }

  // The module: embedded as base64 by web/build.sh (wasm.js), so the page runs from a file too.
  try {
    const binary = atob(GRIDPATH_WASM);
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    start(bytes).catch(fail);
  } catch (error) {
    fail(error);
  }
})();
