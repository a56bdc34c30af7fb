//! The command-line flags of the demo programs (`maze`, `play`, `robot`, `swarm`): a list of
//! `--flag value` pairs read one flag at a time, and the errors they share, each naming the
//! flag (and, where a value is missing or a flag unknown, the program's usage line).
//!
//! Each demo includes this file as a module (`#[path = "common/flags.rs"] mod flags;`);
//! Cargo builds only the files directly in `examples/` as programs.

/// The flags left to read, and the usage line the errors quote.
pub struct Flags<'a> {
    args: core::slice::Iter<'a, String>,
    usage: &'static str,
}

impl<'a> Flags<'a> {
    /// The flags `args` (the program's arguments, without its name) of a program whose usage
    /// line is `usage`.
    pub fn new(args: &'a [String], usage: &'static str) -> Self {
        Flags {
            args: args.iter(),
            usage,
        }
    }

    /// The next flag, `None` after the last.
    pub fn next_flag(&mut self) -> Option<&'a str> {
        self.args.next().map(String::as_str)
    }

    /// The value given after `flag`, or the error saying it has none.
    pub fn value(&mut self, flag: &str) -> Result<&'a String, String> {
        self.args
            .next()
            .ok_or_else(|| format!("{flag} needs a value ({})", self.usage))
    }

    /// The value given after `flag` as a number below 2^32, or the error saying it is not
    /// `what` ("a number of rows", say).
    pub fn number(&mut self, flag: &str, what: &str) -> Result<u32, String> {
        let text = self.value(flag)?;
        text.parse()
            .map_err(|_| format!("{flag}: {text:?} is not {what}"))
    }

    /// The error for the flag `flag`, which the program does not know.
    pub fn unknown(&self, flag: &str) -> String {
        format!("unknown flag {flag:?} ({})", self.usage)
    }
}
