//! libFuzzer entry for the `movingai_scen` target (`gridpath_fuzz::movingai_scen`).
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| gridpath_fuzz::movingai_scen(data));
