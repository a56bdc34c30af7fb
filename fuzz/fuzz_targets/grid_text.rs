//! libFuzzer entry for the `grid_text` target (`gridpath_fuzz::grid_text`).
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| gridpath_fuzz::grid_text(data));
