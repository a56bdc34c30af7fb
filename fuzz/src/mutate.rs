//! Deterministic random numbers and the byte mutations of the fuzzer.

/// A small deterministic random number generator (`SplitMix64`): the same seed gives the same
/// run.
#[derive(Debug, Clone)]
pub struct Rng(u64);

impl Rng {
    /// A generator started from `seed`.
    #[must_use]
    pub fn new(seed: u64) -> Self {
        Rng(seed)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number below `n` (`n > 0`).
    pub fn below(&mut self, n: usize) -> usize {
        // The 64-bit value reduced modulo `n`: the slight bias is of no concern here.
        usize::try_from(self.next_u64() % n as u64).unwrap_or(0)
    }

    /// True one time in `n`.
    pub fn one_in(&mut self, n: usize) -> bool {
        self.below(n) == 0
    }
}

/// Tokens the parsers treat specially: cell characters, header words, numbers at the edges of
/// the integer types, line endings, and a few multi-byte characters.
pub const DICTIONARY: &[&str] = &[
    "S",
    "E",
    "#",
    ".",
    "M",
    "x",
    "0",
    "1",
    "~",
    "@",
    "T",
    "a",
    "A",
    "z",
    "Z",
    "-1",
    "-0",
    "+1",
    "0x10",
    "1e9",
    "2",
    "3",
    "1000",
    "2001",
    "65536",
    "4294967295",
    "4294967296",
    "2147483646",
    "2147483647",
    "18446744073709551615",
    "18446744073709551616",
    "99999999999999999999999",
    "\r\n",
    "\n",
    "\r",
    " ",
    "\t",
    "\n\n",
    "\u{a0}",
    "\u{2028}",
    "\u{e9}",
    "\u{1f600}",
    "\u{fffd}",
    "version 1",
    "version 1.0",
    "type octile",
    "height ",
    "width ",
    "map\n",
    "maps/a.map",
    "5.00000000",
    "1.41421",
    "0.",
    ".5",
    "inf",
    "NaN",
];

/// Applies one random mutation to `data`, keeping it at most `max_len` bytes long. `other` is a
/// second input to splice from.
pub fn mutate(rng: &mut Rng, data: &mut Vec<u8>, other: &[u8], max_len: usize) {
    /// Bytes worth setting: controls, the edges of ASCII, separators, cells, digits.
    const BYTES: &[u8] = b"\0\x01\x7f\x80\xff\n\r\t .#SEMx01-9";
    let len = data.len();
    match rng.below(11) {
        // Flip a bit.
        0 if len > 0 => {
            let i = rng.below(len);
            data[i] ^= 1 << rng.below(8);
        }
        // Set a byte to a random value, or to an interesting one.
        1 if len > 0 => {
            let i = rng.below(len);
            data[i] = if rng.one_in(2) {
                BYTES[rng.below(BYTES.len())]
            } else {
                u8::try_from(rng.below(256)).unwrap_or(0)
            };
        }
        // Delete a range.
        2 if len > 0 => {
            let start = rng.below(len);
            let end = start + 1 + rng.below((len - start).min(16));
            data.drain(start..end);
        }
        // Duplicate a range somewhere.
        3 if len > 0 => {
            let start = rng.below(len);
            let end = start + 1 + rng.below((len - start).min(64));
            let piece = data[start..end].to_vec();
            let at = rng.below(len + 1);
            data.splice(at..at, piece);
        }
        // Repeat a range many times (long rows, many rows).
        4 if len > 0 => {
            let start = rng.below(len);
            let end = start + 1 + rng.below((len - start).min(32));
            let piece = data[start..end].to_vec();
            let times = 1 + rng.below(256);
            let at = rng.below(len + 1);
            let repeated: Vec<u8> = piece
                .iter()
                .copied()
                .cycle()
                .take(piece.len() * times)
                .collect();
            data.splice(at..at, repeated);
        }
        // Overwrite a range with a copy of another range.
        5 if len > 1 => {
            let from = rng.below(len);
            let to = rng.below(len);
            let n = 1 + rng.below((len - from.max(to)).min(16));
            data.copy_within(from..from + n, to);
        }
        // Splice: our prefix, the other input's suffix.
        6 if !other.is_empty() => {
            let cut = rng.below(len + 1);
            let from = rng.below(other.len());
            data.truncate(cut);
            data.extend_from_slice(&other[from..]);
        }
        // Change a number: replace a run of digits by another number.
        7 => {
            let digits: Vec<usize> = (0..len).filter(|&i| data[i].is_ascii_digit()).collect();
            if let Some(&start) = digits.get(rng.below(digits.len().max(1))) {
                let end = (start..len)
                    .find(|&i| !data[i].is_ascii_digit())
                    .unwrap_or(len);
                let number = match rng.below(4) {
                    0 => rng.below(10).to_string(),
                    1 => rng.below(3000).to_string(),
                    2 => rng.next_u64().to_string(),
                    _ => DICTIONARY[rng.below(DICTIONARY.len())].to_string(),
                };
                data.splice(start..end, number.bytes());
            }
        }
        // Change the first byte (which picks the mode or program in several targets).
        8 if len > 0 => data[0] = u8::try_from(rng.below(256)).unwrap_or(0),
        // Insert a dictionary token, or overwrite with one.
        _ => {
            let token = DICTIONARY[rng.below(DICTIONARY.len())].as_bytes();
            let at = rng.below(len + 1);
            if rng.one_in(2) || at + token.len() > len {
                data.splice(at..at, token.iter().copied());
            } else {
                data[at..at + token.len()].copy_from_slice(token);
            }
        }
    }
    data.truncate(max_len);
}
