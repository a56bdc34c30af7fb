//! libFuzzer entry for the `problems` target (`gridpath_fuzz::problems`).
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| gridpath_fuzz::problems(data));
