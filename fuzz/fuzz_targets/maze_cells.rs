//! libFuzzer entry for the `maze_cells` target (`gridpath_fuzz::maze_cells`).
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| gridpath_fuzz::maze_cells(data));
