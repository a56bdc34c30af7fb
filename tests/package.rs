//! What a crates.io reader meets: the README's links must work outside the repository, so
//! every one is absolute, and each points at something that exists — a file of this
//! repository (written against the `repository` of `Cargo.toml`, the one place the address is
//! given) or a guide page of the crate's docs.

use std::fs;
use std::path::Path;

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// The value of `key = "…"` in the `[package]` table of `Cargo.toml`.
fn package_field(key: &str) -> Option<String> {
    let manifest = fs::read_to_string(root().join("Cargo.toml")).unwrap();
    let package = manifest.split("\n[").next()?;
    package.lines().find_map(|line| {
        let (name, value) = line.split_once('=')?;
        (name.trim() == key).then(|| value.trim().trim_matches('"').to_string())
    })
}

/// Every `](target)` of a Markdown text.
fn link_targets(text: &str) -> Vec<String> {
    text.split("](")
        .skip(1)
        .filter_map(|rest| rest.split_once(')').map(|(target, _)| target.to_string()))
        .collect()
}

#[test]
fn the_package_names_its_repository_homepage_and_documentation() {
    for key in [
        "repository",
        "homepage",
        "documentation",
        "license",
        "description",
    ] {
        let value = package_field(key).unwrap_or_default();
        assert!(!value.is_empty(), "Cargo.toml has no {key}");
    }
    assert_eq!(
        package_field("documentation").as_deref(),
        Some("https://docs.rs/gridpath")
    );
}

#[test]
fn every_readme_link_is_absolute_and_points_at_what_exists() {
    let repository = package_field("repository").unwrap();
    let slug = repository.trim_start_matches("https://github.com/");
    let blob = format!("{repository}/blob/main/");
    let raw = format!("https://raw.githubusercontent.com/{slug}/main/");
    let guides = "https://docs.rs/gridpath/latest/gridpath/guide/";
    let readme = fs::read_to_string(root().join("README.md")).unwrap();
    let targets = link_targets(&readme);
    assert!(targets.len() >= 4, "only {} links found", targets.len());
    for target in targets {
        if let Some(file) = target
            .strip_prefix(&blob)
            .or_else(|| target.strip_prefix(&raw))
        {
            assert!(
                root().join(file).is_file(),
                "README links to {target}: no file {file}"
            );
        } else if let Some(page) = target.strip_prefix(guides) {
            let module = page.trim_end_matches("/index.html");
            let lib = fs::read_to_string(root().join("src/lib.rs")).unwrap();
            assert!(
                lib.contains(&format!("pub mod {module} {{}}")),
                "README links to the guide {module}, which src/lib.rs does not define"
            );
        } else {
            panic!("README link {target} is neither a file of {repository} nor a guide page");
        }
    }
}
