//! libFuzzer entry for the `movingai_map` target (`gridpath_fuzz::movingai_map`).
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| gridpath_fuzz::movingai_map(data));
