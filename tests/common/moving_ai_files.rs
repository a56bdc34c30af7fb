//! Small Moving AI files written by a test: a fresh scratch directory, `.map` and `.scen`
//! files in it, for the programs that read them (`movingai`, `any_angle`).

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};

/// A fresh directory for one test's files, under the system's temporary directory.
pub fn scratch(test: &str) -> PathBuf {
    static COUNT: AtomicUsize = AtomicUsize::new(0);
    let dir = std::env::temp_dir().join(format!(
        "gridpath-moving-ai-{}-{}-{test}",
        std::process::id(),
        COUNT.fetch_add(1, Ordering::Relaxed)
    ));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// A `.map` file of `rows` (all the same width).
pub fn write_map(dir: &Path, name: &str, rows: &[String], newline: &str) {
    let mut text = format!(
        "type octile{newline}height {}{newline}width {}{newline}map{newline}",
        rows.len(),
        rows[0].len()
    );
    for row in rows {
        text += row;
        text += newline;
    }
    std::fs::write(dir.join(name), text).unwrap();
}

/// A `.scen` file of `lines` (each `start_x start_y goal_x goal_y length`) on map `map` of
/// the given size.
pub fn write_scen(
    dir: &Path,
    name: &str,
    map: &str,
    size: (usize, usize),
    lines: &[&str],
    newline: &str,
) {
    let mut text = format!("version 1{newline}");
    for line in lines {
        writeln_to(
            &mut text,
            &format_args!("0\t{map}\t{}\t{}\t{line}", size.0, size.1),
            newline,
        );
    }
    std::fs::write(dir.join(name), text).unwrap();
}

/// Appends `line` and `newline` to `text`.
fn writeln_to(text: &mut String, line: &std::fmt::Arguments<'_>, newline: &str) {
    use std::fmt::Write;
    let _ = write!(text, "{line}{newline}");
}

/// The path of file `name` in `dir`, as an argument.
pub fn path(dir: &Path, name: &str) -> String {
    dir.join(name).display().to_string()
}

/// An open square of `side` cells.
pub fn open(side: usize) -> Vec<String> {
    vec![".".repeat(side); side]
}
