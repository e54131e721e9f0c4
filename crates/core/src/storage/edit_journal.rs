//! A session file's journal: what changed since the file was last written whole, appended one
//! step at a time, so that a step is made durable by one flush of a few hundred bytes instead of
//! a new file, its flush, a rename and the folder's flush (bench/RESULTS.md, "A tap's time, from
//! the disk up": 4 ms against 12 ms at the median on this machine's disk).
//!
//! This module only encodes and decodes; the store that keeps a journal beside its files (the
//! desktop's `Storage`) decides when to append and when to write the file whole again.
//!
//! # Format
//! UTF-8 text, one line per entry, each line `<crc> <json>\n` where `<crc>` is the CRC-32 of
//! `<json>`'s bytes in 8 lowercase hex digits. The first line is the header:
//! `{"journal":"loadout-edits","version":1,"nonce":"<16 hex>","base":[len,crc]}`: the journal
//! belongs to the file of that length and CRC-32 (the base), and every later line carries the
//! same nonce. Each later line is one change:
//! `{"n":"<nonce>","from":[len,crc],"to":[len,crc],"edits":[[at,remove,"text"],…]}`: starting from
//! the content `from`, remove `remove` bytes at byte offset `at` and put `text` there, for each
//! edit (offsets in the content before the change, in increasing order), giving the content `to`.
//!
//! # Reading
//! The content is the base with every change applied in turn, up to the first line that is not a
//! whole, intact change of the content so far: a line cut short or torn by a power loss, one
//! from an earlier journal of the same file (another nonce), one that does not start from the
//! content so far or does not give its `to`. A journal whose header does not name the base (the
//! file was written whole since, or changed by someone else) counts for nothing. A step is only
//! acknowledged once its line is flushed, so whatever is cut off was never acknowledged.

use serde::{Deserialize, Serialize};

/// What the header names itself, so that a stray file is not read as a journal.
const KIND: &str = "loadout-edits";
const VERSION: u32 = 1;
/// The shortest run of equal bytes after a changed stretch that ends the stretch: shorter runs are
/// taken as part of it (an edit per changed character would cost more than it saves).
const RESYNC_RUN: usize = 16;
/// How far past a change a resync is looked for before the rest is taken as one edit.
const RESYNC_WINDOW: usize = 64;

/// A content's length and CRC-32: how a journal line names the content it starts from and gives.
pub type Print = (usize, u32);

/// The print of `bytes`.
pub fn print(bytes: &[u8]) -> Print {
    (bytes.len(), crc32fast::hash(bytes))
}

/// What reading a journal found: enough for the next append.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct JournalState {
    /// The journal's nonce, which the next line must carry.
    pub nonce: u64,
    /// Changes applied.
    pub changes: usize,
    /// Bytes of the journal up to the end of the last change applied (the header at least).
    pub valid_len: usize,
    /// Whether the journal ends there: no torn or foreign line after the last change. A line
    /// appended after one that is not read would never be read either.
    pub clean_end: bool,
}

/// The content of a file: its base with its journal's changes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Composed {
    pub bytes: Vec<u8>,
    /// `None` when there is no journal for this base (none, or one that names another base).
    pub journal: Option<JournalState>,
}

#[derive(Serialize, Deserialize)]
struct Header {
    journal: String,
    version: u32,
    nonce: String,
    base: Print,
}

#[derive(Serialize, Deserialize)]
struct Change {
    n: String,
    from: Print,
    to: Print,
    edits: Vec<(usize, usize, String)>,
}

fn nonce_text(nonce: u64) -> String {
    format!("{nonce:016x}")
}

/// One line: the CRC, a space, the JSON, a newline.
fn line(json: &str) -> Vec<u8> {
    let mut out = format!("{:08x} ", crc32fast::hash(json.as_bytes())).into_bytes();
    out.extend_from_slice(json.as_bytes());
    out.push(b'\n');
    out
}

/// The JSON of the intact line at the start of `rest` and the line's length, or `None` when the
/// line is cut short, torn or not one of ours.
fn intact_line(rest: &[u8]) -> Option<(&str, usize)> {
    let end = rest.iter().position(|&b| b == b'\n')?;
    let text = std::str::from_utf8(&rest[..end]).ok()?;
    let (crc, json) = text.split_once(' ')?;
    if crc.len() != 8 || !crc.bytes().all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f')) {
        return None;
    }
    let crc = u32::from_str_radix(crc, 16).ok()?;
    (crc32fast::hash(json.as_bytes()) == crc).then_some((json, end + 1))
}

/// The header of a new journal of `base`.
pub fn header(nonce: u64, base: &[u8]) -> Vec<u8> {
    let header = Header {
        journal: KIND.to_owned(),
        version: VERSION,
        nonce: nonce_text(nonce),
        base: print(base),
    };
    line(&serde_json::to_string(&header).expect("plain values serialise"))
}

/// The line that turns `old` into `new`, in the journal of `nonce`; `None` when `new` is not
/// UTF-8 text (the file is then written whole).
pub fn change(nonce: u64, old: &[u8], new: &[u8]) -> Option<Vec<u8>> {
    let new_text = std::str::from_utf8(new).ok()?;
    let change = Change {
        n: nonce_text(nonce),
        from: print(old),
        to: print(new),
        edits: edits(old, new_text)
            .into_iter()
            .map(|(at, remove, from, to)| (at, remove, new_text[from..to].to_owned()))
            .collect(),
    };
    Some(line(
        &serde_json::to_string(&change).expect("plain values serialise"),
    ))
}

/// The edits that turn `old` into `new`: `(at, remove, from, to)` removes `remove` bytes of `old`
/// at `at` and puts `new[from..to]` there. Each inserted stretch starts and ends on a character
/// boundary of `new`. Not a minimal diff: the changes of a step (a time in the file's head, a
/// step added or moved near its end) come out as a few short edits; anything else as one edit
/// from the first change to the common end.
fn edits(old: &[u8], new: &str) -> Vec<(usize, usize, usize, usize)> {
    let new_bytes = new.as_bytes();
    let mut out = Vec::new();
    let (mut o, mut n) = (0, 0);
    loop {
        while o < old.len() && n < new_bytes.len() && old[o] == new_bytes[n] {
            o += 1;
            n += 1;
        }
        if o == old.len() && n == new_bytes.len() {
            return out;
        }
        // The bytes before are equal in both, so stepping back keeps them equal.
        while !new.is_char_boundary(n) {
            o -= 1;
            n -= 1;
        }
        // A stretch of the same length changed (a time, a number): look for the same bytes again
        // at the same distance in both.
        let resync = (1..=RESYNC_WINDOW).find(|&k| {
            n + k + RESYNC_RUN <= new_bytes.len()
                && o + k + RESYNC_RUN <= old.len()
                && new.is_char_boundary(n + k)
                && old[o + k..o + k + RESYNC_RUN] == new_bytes[n + k..n + k + RESYNC_RUN]
        });
        if let Some(k) = resync {
            out.push((o, k, n, n + k));
            o += k;
            n += k;
            continue;
        }
        // Otherwise one edit up to the common end.
        let mut same_end = old[o..]
            .iter()
            .rev()
            .zip(new_bytes[n..].iter().rev())
            .take_while(|(a, b)| a == b)
            .count();
        while !new.is_char_boundary(new_bytes.len() - same_end) {
            same_end -= 1;
        }
        out.push((o, old.len() - same_end - o, n, new_bytes.len() - same_end));
        return out;
    }
}

/// Applies `edits` to `bytes` in place; `false`, with `bytes` untouched, when they do not fit it.
fn apply(bytes: &mut Vec<u8>, edits: &[(usize, usize, String)]) -> bool {
    let mut end_before = 0;
    for (at, remove, _) in edits {
        match at.checked_add(*remove) {
            Some(end) if *at >= end_before && end <= bytes.len() => end_before = end,
            _ => return false,
        }
    }
    // From the last to the first, so that each offset still points where it did.
    for (at, remove, text) in edits.iter().rev() {
        bytes.splice(*at..*at + *remove, text.bytes());
    }
    true
}

/// What a reader keeps of the last journal it read, so that the next read of the same file reads
/// only the lines added since (a journal of a hundred steps is read twice a step otherwise).
#[derive(Debug, Clone)]
pub struct Memo {
    base: Print,
    nonce: String,
    header_len: usize,
    /// The journal's bytes read (up to the end of the last change applied), and their CRC.
    read_len: usize,
    read_crc: u32,
    last_to: Print,
    composed: Composed,
}

/// The content of a file whose bytes are `base` and whose journal holds `journal` (`None`: no
/// journal file).
pub fn compose(base: Vec<u8>, journal: Option<&[u8]>) -> Composed {
    compose_from(base, journal, None).0
}

/// [`compose`], going on from `memo` (the last read of this file) when the file and the journal
/// up to where that read ended are the same bytes; and what to keep for the next read.
pub fn compose_from(
    base: Vec<u8>,
    journal: Option<&[u8]>,
    memo: Option<&Memo>,
) -> (Composed, Option<Memo>) {
    let Some(journal) = journal else {
        let composed = Composed {
            bytes: base,
            journal: None,
        };
        return (composed, None);
    };
    let base_print = print(&base);
    let resumed = memo.filter(|m| {
        m.base == base_print
            && m.read_len <= journal.len()
            && crc32fast::hash(&journal[..m.read_len]) == m.read_crc
    });
    // Where reading starts: the memo's end, or the header's.
    let (nonce, header_len, mut bytes, mut to, changes_before) = match resumed {
        Some(m) => (
            m.nonce.clone(),
            m.header_len,
            m.composed.bytes.clone(),
            m.last_to,
            m.composed.journal.as_ref().map_or(0, |j| j.changes),
        ),
        None => {
            let header = intact_line(journal).and_then(|(json, len)| {
                let header: Header = serde_json::from_str(json).ok()?;
                (header.journal == KIND && header.version == VERSION && header.base == base_print)
                    .then_some((header.nonce, len))
            });
            let Some((nonce, header_len)) = header else {
                let composed = Composed {
                    bytes: base,
                    journal: None,
                };
                return (composed, None);
            };
            (nonce, header_len, base, base_print, 0)
        }
    };
    let start = resumed.map_or(header_len, |m| m.read_len);
    // The lines that read, chain (each starts from the one before's content) and fit.
    let mut lines: Vec<(usize, Change)> = Vec::new();
    let mut at = start;
    while let Some((json, len)) = intact_line(&journal[at..]) {
        let Some(change) = serde_json::from_str::<Change>(json)
            .ok()
            .filter(|c| c.n == nonce)
            .filter(|c| c.from == lines.last().map_or(to, |(_, last)| last.to))
        else {
            break;
        };
        at += len;
        lines.push((at, change));
    }
    // Applied in place, and the content checked once at the end; should it not be what the last
    // line gives, each line is checked on its own from where reading started.
    let from = bytes.clone();
    let mut applied = 0;
    for (_, change) in &lines {
        if !apply(&mut bytes, &change.edits) {
            break;
        }
        applied += 1;
    }
    let last_to = |n: usize| if n == 0 { to } else { lines[n - 1].1.to };
    if applied > 0 && print(&bytes) != last_to(applied) {
        bytes = from;
        applied = 0;
        for (_, change) in &lines {
            let mut next = bytes.clone();
            if !apply(&mut next, &change.edits) || print(&next) != change.to {
                break;
            }
            bytes = next;
            applied += 1;
        }
    }
    to = last_to(applied);
    let read_len = if applied == 0 {
        start
    } else {
        lines[applied - 1].0
    };
    let composed = Composed {
        bytes,
        journal: u64::from_str_radix(&nonce, 16)
            .ok()
            .map(|nonce| JournalState {
                nonce,
                changes: changes_before + applied,
                valid_len: read_len,
                clean_end: read_len == journal.len(),
            }),
    };
    let memo = Memo {
        base: base_print,
        nonce,
        header_len,
        read_len,
        read_crc: crc32fast::hash(&journal[..read_len]),
        last_to: to,
        composed: composed.clone(),
    };
    (composed, Some(memo))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A journal of `base` with a change to each of `steps` in turn, and the last content.
    fn journal_of(base: &str, steps: &[&str]) -> Vec<u8> {
        let mut journal = header(7, base.as_bytes());
        let mut old = base.as_bytes().to_vec();
        for step in steps {
            journal.extend(change(7, &old, step.as_bytes()).unwrap());
            old = step.as_bytes().to_vec();
        }
        journal
    }

    const BASE: &str = "{\n  \"meta\": {\"updated\": \"2026-12-06T15:20:27Z\"},\n  \"events\": [\n    {\"type\": \"setup\"}\n  ],\n  \"redo\": []\n}";
    const STEP1: &str = "{\n  \"meta\": {\"updated\": \"2026-12-06T15:21:03Z\"},\n  \"events\": [\n    {\"type\": \"setup\"},\n    {\"type\": \"turn_ended\", \"who\": \"Jürgen\"}\n  ],\n  \"redo\": []\n}";
    const STEP2: &str = "{\n  \"meta\": {\"updated\": \"2026-12-06T15:21:09Z\"},\n  \"events\": [\n    {\"type\": \"setup\"}\n  ],\n  \"redo\": [\n    {\"type\": \"turn_ended\", \"who\": \"Jürgen\"}\n  ]\n}";

    #[test]
    fn the_journal_gives_every_step_back() {
        let journal = journal_of(BASE, &[STEP1, STEP2]);
        let composed = compose(BASE.into(), Some(&journal));
        assert_eq!(composed.bytes, STEP2.as_bytes());
        let state = composed.journal.unwrap();
        assert_eq!((state.nonce, state.changes), (7, 2));
        assert_eq!(state.valid_len, journal.len());
        assert!(state.clean_end);
    }

    #[test]
    fn a_step_is_a_few_short_edits_not_the_file() {
        let line = change(1, BASE.as_bytes(), STEP1.as_bytes()).unwrap();
        let change: Change = serde_json::from_str(intact_line(&line).unwrap().0).unwrap();
        assert_eq!(change.edits.len(), 2, "the time, and the step added");
        let inserted: usize = change.edits.iter().map(|e| e.2.len()).sum();
        assert!(inserted < 60, "{inserted} bytes inserted");
    }

    #[test]
    fn a_line_cut_or_torn_anywhere_ends_the_journal_at_the_step_before() {
        let journal = journal_of(BASE, &[STEP1, STEP2]);
        let first_change_end = header(7, BASE.as_bytes()).len()
            + change(7, BASE.as_bytes(), STEP1.as_bytes()).unwrap().len();
        for cut in 0..journal.len() {
            let composed = compose(BASE.into(), Some(&journal[..cut]));
            let want = if cut < first_change_end { BASE } else { STEP1 };
            assert_eq!(composed.bytes, want.as_bytes(), "cut at {cut}");
            if let Some(state) = &composed.journal {
                assert_eq!(state.clean_end, state.valid_len == cut, "cut at {cut}");
            }
        }
        for at in 0..journal.len() {
            let mut torn = journal.clone();
            torn[at] ^= 0x20;
            let composed = compose(BASE.into(), Some(&torn));
            assert!(
                [BASE, STEP1, STEP2].contains(&std::str::from_utf8(&composed.bytes).unwrap()),
                "byte {at} flipped"
            );
            if at < first_change_end {
                assert_eq!(composed.bytes, BASE.as_bytes(), "byte {at} flipped");
            }
            if at < journal.len() - 1 {
                assert!(!composed
                    .journal
                    .is_some_and(|j| j.clean_end && j.changes == 2));
            }
        }
    }

    #[test]
    fn a_journal_of_another_base_or_nonce_counts_for_nothing() {
        let journal = journal_of(BASE, &[STEP1]);
        let composed = compose(STEP1.into(), Some(&journal));
        assert_eq!(
            (composed.bytes.as_slice(), composed.journal),
            (STEP1.as_bytes(), None)
        );
        // A line of an earlier journal of the same file, left behind a new header.
        let mut mixed = header(8, BASE.as_bytes());
        mixed.extend_from_slice(&journal[header(7, BASE.as_bytes()).len()..]);
        let composed = compose(BASE.into(), Some(&mixed));
        assert_eq!(composed.bytes, BASE.as_bytes());
        assert!(!composed.journal.unwrap().clean_end);
    }

    #[test]
    fn a_line_that_does_not_give_what_it_says_ends_the_journal_there() {
        let mut journal = journal_of(BASE, &[STEP1]);
        // Whole, of this journal and chained, but its edits do not give its `to`.
        let bad = change(7, STEP1.as_bytes(), STEP2.as_bytes()).unwrap();
        let mut bad: Change = serde_json::from_str(intact_line(&bad).unwrap().0).unwrap();
        bad.edits[0].2.push('!');
        journal.extend(line(&serde_json::to_string(&bad).unwrap()));
        let composed = compose(BASE.into(), Some(&journal));
        assert_eq!(composed.bytes, STEP1.as_bytes());
        let state = composed.journal.unwrap();
        assert_eq!((state.changes, state.clean_end), (1, false));
    }

    #[test]
    fn a_read_going_on_from_the_last_reads_the_same_as_a_read_from_the_start() {
        let journal = journal_of(BASE, &[STEP1, STEP2]);
        let one_line = header(7, BASE.as_bytes()).len()
            + change(7, BASE.as_bytes(), STEP1.as_bytes()).unwrap().len();
        let (first, memo) = compose_from(BASE.into(), Some(&journal[..one_line]), None);
        assert_eq!(first.bytes, STEP1.as_bytes());
        // The journal grew by a line.
        let (next, _) = compose_from(BASE.into(), Some(&journal), memo.as_ref());
        assert_eq!(next, compose(BASE.into(), Some(&journal)));
        assert_eq!(next.bytes, STEP2.as_bytes());
        // A journal started afresh (another nonce) over the same file: the memo does not fit it.
        let other = {
            let mut j = header(9, BASE.as_bytes());
            j.extend(change(9, BASE.as_bytes(), STEP2.as_bytes()).unwrap());
            j
        };
        let (read, _) = compose_from(BASE.into(), Some(&other), memo.as_ref());
        assert_eq!(read, compose(BASE.into(), Some(&other)));
        // The file written whole since: the memo does not fit it either.
        let (read, _) = compose_from(STEP1.into(), Some(&journal), memo.as_ref());
        assert_eq!(
            (read.bytes.as_slice(), read.journal),
            (STEP1.as_bytes(), None)
        );
    }

    #[test]
    fn any_change_round_trips_on_character_boundaries() {
        let texts = [
            "",
            "a",
            "ä",
            "äöü",
            "Jürgen",
            "Jörg",
            "naïve café",
            "{\"x\": \"größer\"}",
            "{\"x\": \"grösser\"}",
            "ÄÖÜäöü€€€",
            "abc€def",
            "abc£def",
            "0123456789abcdef0123456789",
        ];
        for old in texts {
            for new in texts {
                let journal = {
                    let mut j = header(3, old.as_bytes());
                    j.extend(change(3, old.as_bytes(), new.as_bytes()).unwrap());
                    j
                };
                let composed = compose(old.into(), Some(&journal));
                assert_eq!(composed.bytes, new.as_bytes(), "{old:?} → {new:?}");
                assert_eq!(composed.journal.unwrap().changes, 1);
            }
        }
        assert_eq!(change(1, b"a", b"\xff"), None, "not text: written whole");
    }
}
