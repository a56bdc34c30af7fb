//! Reading this run's medians back from criterion's reports, and the tables printed from them.
//!
//! Criterion prints medians but no ratios, so a bench runs its criterion groups, then reads
//! each benchmark's median back from `<criterion dir>/<group>/<function>/new/estimates.json`,
//! ignoring any file older than the run (a benchmark filtered out, or a `--test` run, leaves
//! none), and prints what it wants from them.

use std::path::{Path, PathBuf};
use std::time::SystemTime;

use serde_json::Value;

use super::timing::Interleaved;

/// Where criterion writes its results, found the way criterion 0.7 finds it: `CRITERION_HOME`,
/// else `CARGO_TARGET_DIR/criterion`, else the target directory `cargo metadata` reports (it
/// knows about target directories set in cargo configuration), else `target/criterion`.
pub fn criterion_dir() -> PathBuf {
    if let Some(home) = std::env::var_os("CRITERION_HOME") {
        return PathBuf::from(home);
    }
    if let Some(target) = std::env::var_os("CARGO_TARGET_DIR") {
        return PathBuf::from(target).join("criterion");
    }
    let from_metadata = std::env::var_os("CARGO").and_then(|cargo| {
        let out = std::process::Command::new(cargo)
            .args(["metadata", "--format-version", "1", "--no-deps"])
            .output()
            .ok()?;
        let metadata: Value = serde_json::from_slice(&out.stdout).ok()?;
        let target = metadata.get("target_directory")?.as_str()?;
        Some(PathBuf::from(target).join("criterion"))
    });
    from_metadata.unwrap_or_else(|| PathBuf::from("target/criterion"))
}

/// The median (ns per iteration) criterion measured for `group/function` in this run, or
/// `None` if it was not measured since `since` (filtered out, or run in test mode).
pub fn median_ns(dir: &Path, group: &str, function: &str, since: SystemTime) -> Option<f64> {
    let path = dir.join(group).join(function).join("new/estimates.json");
    let modified = std::fs::metadata(&path).ok()?.modified().ok()?;
    if modified < since {
        return None;
    }
    let text = std::fs::read(&path).ok()?;
    let estimates: Value = serde_json::from_slice(&text).ok()?;
    estimates.get("median")?.get("point_estimate")?.as_f64()
}

/// Every `(group, function, median)` measured in this run, sorted by name.
pub fn fresh_medians(dir: &Path, since: SystemTime) -> Vec<(String, String, f64)> {
    let names = |path: &Path| -> Vec<String> {
        let mut names: Vec<String> = std::fs::read_dir(path)
            .into_iter()
            .flatten()
            .flatten()
            .filter(|entry| entry.path().is_dir())
            .filter_map(|entry| entry.file_name().into_string().ok())
            .collect();
        names.sort();
        names
    };
    let mut out = Vec::new();
    for group in names(dir) {
        for function in names(&dir.join(&group)) {
            if let Some(ns) = median_ns(dir, &group, &function, since) {
                out.push((group.clone(), function, ns));
            }
        }
    }
    out
}

/// `ns` in ns, µs or ms, two decimals (`—` for NaN: no sample).
pub fn format_ns(ns: f64) -> String {
    if ns.is_nan() {
        "—".to_owned()
    } else if ns >= 1e6 {
        format!("{:.2} ms", ns / 1e6)
    } else if ns >= 1e3 {
        format!("{:.2} µs", ns / 1e3)
    } else {
        format!("{ns:.0} ns")
    }
}

/// The 1, 5 and 15 minute load averages, or `n/a` where `/proc/loadavg` cannot be read.
pub fn load_average() -> String {
    std::fs::read_to_string("/proc/loadavg").map_or_else(
        |_| "n/a".to_owned(),
        |s| s.split_whitespace().take(3).collect::<Vec<_>>().join(" "),
    )
}

/// The last line of every report: the load average before the benchmarks and now.
pub fn print_load(before: &str) {
    println!();
    println!(
        "load average (1, 5, 15 min) before the benchmarks: {before}; after: {}",
        load_average()
    );
}

/// Prints every median measured in this run (see [`fresh_medians`]).
pub fn print_medians(dir: &Path, since: SystemTime) {
    let rows: Vec<(String, f64)> = fresh_medians(dir, since)
        .into_iter()
        .map(|(group, function, ns)| (format!("{group}/{function}"), ns))
        .collect();
    let width = rows.iter().map(|(name, _)| name.len()).max().unwrap_or(0);
    let width = width.max("benchmark".len());
    println!();
    println!(
        "== Medians of this run (criterion dir: {}) ==",
        dir.display()
    );
    println!();
    println!("| {:<width$} | {:>12} |", "benchmark", "median");
    println!("|{:-<w$}|{:->14}|", "", "", w = width + 2);
    for (name, ns) in rows {
        println!("| {name:<width$} | {:>12} |", format_ns(ns));
    }
}

/// What a ratio of medians must come to.
#[derive(Clone, Copy)]
pub enum Target {
    AtMost(f64),
    AtLeast(f64),
}

/// One line of a ratio table: the quotient `num / den` of two medians, each named
/// `(group, function)`, with an optional target.
pub struct Ratio {
    pub label: &'static str,
    pub num: (&'static str, &'static str),
    pub den: (&'static str, &'static str),
    pub target: Option<Target>,
}

pub const fn ratio(
    label: &'static str,
    num: (&'static str, &'static str),
    den: (&'static str, &'static str),
    target: Option<Target>,
) -> Ratio {
    Ratio {
        label,
        num,
        den,
        target,
    }
}

/// Prints the ratio table of `ratios` from this run's medians, with whether each target is met.
pub fn print_ratios(dir: &Path, since: SystemTime, ratios: &[Ratio]) {
    let median = |(group, function): (&str, &str)| median_ns(dir, group, function, since);
    let width = ratios.iter().map(|r| r.label.len()).max().unwrap_or(0);
    println!();
    println!("== Ratios of this run's medians ==");
    println!();
    println!(
        "| {:<width$} | {:>12} | {:>12} | {:>8} | {:<8} | {:<6} |",
        "ratio", "numerator", "denominator", "ratio", "target", "met"
    );
    println!(
        "|{:-<w$}|{:->14}|{:->14}|{:->10}|{:-<10}|{:-<8}|",
        "",
        "",
        "",
        "",
        "",
        "",
        w = width + 2
    );
    let mut measured = 0;
    for r in ratios {
        let (num, den) = (median(r.num), median(r.den));
        let cell = |v: Option<f64>| v.map_or_else(|| "n/a".to_owned(), format_ns);
        let quotient = num.zip(den).map(|(n, d)| n / d);
        let (target, met) = match (r.target, quotient) {
            (None, _) => (String::new(), ""),
            (Some(target), quotient) => {
                let (text, ok) = match target {
                    Target::AtMost(bound) => (format!("<= {bound}"), quotient.map(|q| q <= bound)),
                    Target::AtLeast(bound) => (format!(">= {bound}"), quotient.map(|q| q >= bound)),
                };
                let met = match ok {
                    Some(true) => "yes",
                    Some(false) => "NO",
                    None => "n/a",
                };
                (text, met)
            }
        };
        if quotient.is_some() {
            measured += 1;
        }
        println!(
            "| {:<width$} | {:>12} | {:>12} | {:>8} | {:<8} | {:<6} |",
            r.label,
            cell(num),
            cell(den),
            quotient.map_or_else(|| "n/a".to_owned(), |q| format!("{q:.2}x")),
            target,
            met
        );
    }
    if measured == 0 {
        println!();
        println!("(no medians from this run: benchmarks filtered out or run in test mode)");
    }
}

/// Prints the ratios timed interleaved (see [`super::timing::Checks`]).
pub fn print_interleaved(title: &str, rows: &[Interleaved]) {
    let width = rows.iter().map(|r| r.label.len()).max().unwrap_or(0);
    let width = width.max("ratio".len());
    println!();
    println!("== {title} ==");
    println!();
    println!(
        "| {:<width$} | {:>12} | {:>12} | {:>8} |",
        "ratio", "numerator", "denominator", "ratio"
    );
    println!(
        "|{:-<w$}|{:->14}|{:->14}|{:->10}|",
        "",
        "",
        "",
        "",
        w = width + 2
    );
    for row in rows {
        println!(
            "| {:<width$} | {:>12} | {:>12} | {:>7.2}x |",
            row.label,
            format_ns(row.num_ns),
            format_ns(row.den_ns),
            row.num_ns / row.den_ns
        );
    }
}
