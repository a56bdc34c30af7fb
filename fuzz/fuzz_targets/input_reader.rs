//! libFuzzer entry for the `input_reader` target (`gridpath_fuzz::input_reader`).
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| gridpath_fuzz::input_reader(data));
