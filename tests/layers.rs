//! The layers of the crate run one way (`docs/architecture.md`): grid and its text → spaces →
//! engines → results → renderers, adapters beside spaces. This test reads every library source
//! file and fails if one of them names a module its layer may not use.
//!
//! Only code counts: comments and doc comments (links included) are skipped, and so is each
//! file's `#[cfg(test)]` module, whose tests may build whatever they check against.

use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};

/// The modules each top-level module may name with `crate::…` (besides itself).
fn allowed(module: &str) -> Option<&'static [&'static str]> {
    Some(match module {
        "cost" => &["error"],
        "space" => &["cost", "error"],
        "grid" => &["error", "cost", "space"],
        // Adapters sit beside the spaces they wrap; engines run on spaces; a Warcraft III map
        // (`movingai`, `type octile-corner`) is a state space of its tiles.
        "adapt" | "movingai" => &["error", "cost", "space", "grid"],
        "search" => &["error", "cost", "space", "grid", "bits"],
        // A maze is a state space of its rooms; its passages are bits.
        "maze" => &["error", "grid", "space", "bits"],
        "input" => &["error", "grid"],
        // Maze solvers walk grids, and dead-end filling runs an engine over what is left.
        "solve" => &["error", "space", "grid", "search"],
        // Fields (distance fields for many agents) and any-angle search are engines made for
        // grids: they use the search core (its queue, its engines).
        "field" | "any_angle" => &["error", "cost", "space", "grid", "search"],
        "render" => &[
            "error",
            "cost",
            "space",
            "grid",
            "search",
            "field",
            "any_angle",
            "maze",
            "solve",
        ],
        // Batches of queries answer with engines on grids; they sit with the producers.
        "batch" => &["error", "cost", "space", "grid", "search", "field"],
        // The crate root re-exports everything; the test helpers sit on top of it all.
        "lib" | "testing" => return None,
        // `error` and `bits` (the bit sets of 64-bit words) sit at the bottom and name nothing;
        // so does any new module until it is given its place here.
        _ => &[],
    })
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in fs::read_dir(dir).expect("src/ is readable") {
        let path = entry.expect("a directory entry").path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The top-level module a file belongs to: `src/grid/space.rs` → `grid`, `src/cost.rs` →
/// `cost`.
fn module_of(src: &Path, file: &Path) -> String {
    let relative = file.strip_prefix(src).expect("under src/");
    let first = relative
        .components()
        .next()
        .expect("a file name")
        .as_os_str()
        .to_string_lossy()
        .into_owned();
    first.trim_end_matches(".rs").to_string()
}

/// The modules a line of code names as `crate::module`.
fn named_modules(line: &str) -> Vec<String> {
    let mut found = Vec::new();
    let mut rest = line;
    while let Some(at) = rest.find("crate::") {
        rest = &rest[at + "crate::".len()..];
        let name: String = rest
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
            .collect();
        found.push(name);
    }
    found
}

#[test]
fn layers_run_one_way() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    files.sort();
    let mut broken = BTreeSet::new();
    for file in &files {
        let module = module_of(&src, file);
        let Some(allowed) = allowed(&module) else {
            continue;
        };
        let text = fs::read_to_string(file).expect("a readable source file");
        for (number, line) in text.lines().enumerate() {
            let code = line.trim_start();
            if code.starts_with("#[cfg(test)]") || code.starts_with("#[cfg(all(test") {
                break;
            }
            if code.starts_with("//") {
                continue;
            }
            for name in named_modules(code) {
                // `crate::{…}` and `crate::Name` go through the root facade.
                let root_item = name.chars().next().is_none_or(char::is_uppercase);
                if root_item || (name != module && !allowed.contains(&name.as_str())) {
                    broken.insert(format!(
                        "{}:{}: `{module}` names crate::{name}{}",
                        file.display(),
                        number + 1,
                        if root_item {
                            " (import by module path, not through the crate root)"
                        } else {
                            ""
                        }
                    ));
                }
            }
        }
    }
    assert!(
        broken.is_empty(),
        "layers must run one way:\n{}",
        broken.into_iter().collect::<Vec<_>>().join("\n")
    );
}

#[test]
fn the_check_sees_a_violation() {
    assert_eq!(named_modules("use crate::search::Bfs;"), ["search"]);
    assert_eq!(
        named_modules("impl crate::adapt::WallSpace for X, crate::Pos"),
        ["adapt", "Pos"]
    );
    assert!(!allowed("grid").unwrap().contains(&"search"));
    assert!(!allowed("grid").unwrap().contains(&"adapt"));
}
