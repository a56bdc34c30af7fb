//! `examples/README.md` states the problems the example programs solve: every problem there has
//! its program, every program names its problem, and every link in the page resolves.

use std::fs;
use std::path::Path;

fn examples_dir() -> &'static Path {
    Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/examples"))
}

/// The problems of the page: `(number, program name)` from its headings, `### N. name — …`
/// with the name in backticks.
fn problems(page: &str) -> Vec<(u32, String)> {
    page.lines()
        .filter_map(|line| {
            let rest = line.strip_prefix("### ")?;
            let (number, rest) = rest.split_once(". `")?;
            let (name, _) = rest.split_once('`')?;
            Some((number.parse().ok()?, name.to_string()))
        })
        .collect()
}

#[test]
fn every_problem_has_its_program_and_every_program_its_problem() {
    let page = fs::read_to_string(examples_dir().join("README.md")).unwrap();
    let problems = problems(&page);
    assert_eq!(problems.len(), 19, "{problems:?}");
    for (i, (number, name)) in problems.iter().enumerate() {
        assert_eq!(*number as usize, i + 1, "problems are numbered in order");
        let source = fs::read_to_string(examples_dir().join(format!("{name}.rs")))
            .unwrap_or_else(|e| panic!("problem {number}: examples/{name}.rs: {e}"));
        let first = source.lines().next().unwrap_or("");
        let expected = format!("//! Problem {number} of `examples/README.md`, `{name}`");
        assert!(
            first.starts_with(&expected),
            "examples/{name}.rs starts {first:?}"
        );
    }
}

#[test]
fn every_link_of_the_page_resolves() {
    let page = fs::read_to_string(examples_dir().join("README.md")).unwrap();
    let mut links = 0;
    for piece in page.split("](").skip(1) {
        let target = piece.split(')').next().unwrap();
        if target.starts_with("http") || target.starts_with('#') {
            continue;
        }
        assert!(
            examples_dir().join(target).exists(),
            "examples/README.md links to {target}, which does not exist"
        );
        links += 1;
    }
    assert!(links >= 17, "only {links} links found");
}
