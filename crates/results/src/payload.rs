//! The QR payload: plain text that a phone camera shows as it is, and that this app reads back.
//!
//! ```text
//! LOADOUT-RESULTS 1          always first: says what this is and the payload version
//! The Loadout v1.1           the game and its rules edition
//! Date: 2025-05-04           optional, as the caller wrote it
//! Sample deck                only when the session used the project's sample deck
//! 1. Ana 16 (L2 C5 M3)       one line per player, best first: place, name, score, tracks
//! 1. Cal 16 (L2 C5 M3)       tied players share a place (1, 1, 3)
//! 3. Ben 16 (L3 C6 M3)
//! Shared win: Ana, Cal       or "Winner: Ana"; during play "Round 3 of 6, not finished. Leading: Ana"
//! ```
//!
//! Lines are separated by `\n`, with no newline at the end.
//!
//! # One code a phone reads at arm's length
//! Error correction M (15 % of the code can be lost to glare or a finger) and at most version 10
//! (57 × 57 modules): on a tablet screen each module is then about 2 mm wide, which a phone camera
//! resolves from arm's length. When the text does not fit, it is shortened by this rule, one step
//! at a time, each step keeping the previous ones, until it fits:
//! 1. the tracks are left out (`1. Ana 16`);
//! 2. the date is left out;
//! 3. names are cut to 12 characters;
//! 4. names are cut to 6 characters;
//! 5. the winner line names no one but the place ("Shared win: place 1");
//! 6. names are cut to 3 characters.
//!
//! The game, the "Sample deck" label, every place and every score are never left out. Step 6 fits
//! for every table the rules allow (6 players, names of 24 characters of any script, all tied): a
//! test checks it. If a sheet still does not fit, no code is made: `ErrorKind::TooLong`.
//!
//! Text that is not plain ASCII (accents, emoji) is marked as UTF-8 (ECI 26) so a phone shows the
//! names right.

use crate::error::{Error, ErrorKind, Result};
use crate::sheet::{cut, Row, Sheet, Status, Tracks};
use loadout_words as words;
use loadout_words::Speaker;
use qrcode::bits::Bits;
use qrcode::{EcLevel, QrCode, Version};
use std::fmt::Write as _;

/// The first line of every payload.
pub const MAGIC: &str = "LOADOUT-RESULTS 1";
/// Error correction level of every results code.
pub const EC_LEVEL: EcLevel = EcLevel::M;
/// The largest QR version a results code may use.
pub const MAX_VERSION: i16 = 10;

/// The ECI designator of UTF-8.
const ECI_UTF8: u32 = 26;

/// How much was left out to fit one code. Each step keeps the ones before it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Shortening {
    /// Nothing left out.
    Full,
    NoTracks,
    NoDate,
    Names12,
    Names6,
    /// The winner line names the place, not the players.
    BriefWinners,
    Names3,
}

impl Shortening {
    /// The steps in the order they are tried.
    pub const LADDER: [Shortening; 7] = [
        Shortening::Full,
        Shortening::NoTracks,
        Shortening::NoDate,
        Shortening::Names12,
        Shortening::Names6,
        Shortening::BriefWinners,
        Shortening::Names3,
    ];

    /// A sentence for the facilitator saying what the code leaves out.
    pub fn describe(self, sp: &Speaker) -> String {
        words::exports::code_leaves_out(
            sp,
            words::exports::LeftOut {
                tracks: self >= Shortening::NoTracks,
                date: self >= Shortening::NoDate,
                names_cut_to: self.name_limit(),
                winner_place_only: self >= Shortening::BriefWinners,
            },
        )
    }

    fn name_limit(self) -> Option<usize> {
        match self {
            Shortening::Full | Shortening::NoTracks | Shortening::NoDate => None,
            Shortening::Names12 => Some(12),
            Shortening::Names6 | Shortening::BriefWinners => Some(6),
            Shortening::Names3 => Some(3),
        }
    }

    /// The sheet with this step (and the ones before it) applied.
    fn apply(self, sheet: &Sheet) -> Sheet {
        let mut short = sheet.clone();
        if self >= Shortening::NoTracks {
            short.rows.iter_mut().for_each(|row| row.tracks = None);
        }
        if self >= Shortening::NoDate {
            short.date = None;
        }
        if let Some(limit) = self.name_limit() {
            short
                .rows
                .iter_mut()
                .for_each(|row| row.name = cut(&row.name, limit));
        }
        short
    }
}

/// A payload that fits one code, with the code itself.
#[derive(Clone)]
pub struct Payload {
    text: String,
    sheet: Sheet,
    shortening: Shortening,
    code: QrCode,
}

impl Payload {
    /// The text the code holds.
    pub fn text(&self) -> &str {
        &self.text
    }

    /// The results as the code holds them (after cleaning and shortening): what `parse` returns.
    pub fn sheet(&self) -> &Sheet {
        &self.sheet
    }

    /// What was left out to fit.
    pub fn shortening(&self) -> Shortening {
        self.shortening
    }

    /// The QR version used (1..=`MAX_VERSION`).
    pub fn version(&self) -> i16 {
        match self.code.version() {
            Version::Normal(v) | Version::Micro(v) => v,
        }
    }

    /// The QR code.
    pub fn code(&self) -> &QrCode {
        &self.code
    }
}

impl std::fmt::Debug for Payload {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Payload")
            .field("text", &self.text)
            .field("shortening", &self.shortening)
            .field("version", &self.version())
            .finish_non_exhaustive()
    }
}

/// The payload of `sheet`, shortened by the rule in this module's docs until it fits one code.
pub fn payload(sp: &Speaker, sheet: &Sheet) -> Result<Payload> {
    let clean = sheet.cleaned(sp);
    for shortening in Shortening::LADDER {
        let short = shortening.apply(&clean);
        let text = render(sp, &short, shortening >= Shortening::BriefWinners);
        if let Some(code) = encode(&text) {
            return Ok(Payload {
                text,
                sheet: short,
                shortening,
                code,
            });
        }
    }
    let shortest = Shortening::LADDER
        .iter()
        .filter_map(|s| s.name_limit())
        .min()
        .unwrap_or_default();
    Err(Error::new(
        ErrorKind::TooLong,
        words::exports::too_long_for_code(sp, sheet.rows.len(), shortest),
    ))
}

/// The smallest code (EC level M, version ≤ `MAX_VERSION`) holding `text`, if any.
fn encode(text: &str) -> Option<QrCode> {
    (1..=MAX_VERSION).find_map(|v| {
        // qrcode's mixed-mode segmentation is not always shorter than one byte segment (it
        // is not, for emoji names): take the shorter of the two.
        let mixed = bits(text, v, Bits::push_optimal_data);
        let plain = bits(text, v, Bits::push_byte_data);
        let shortest = match (mixed, plain) {
            (Some(a), Some(b)) => Some(if a.len() <= b.len() { a } else { b }),
            (a, b) => a.or(b),
        }?;
        let mut bits = shortest;
        bits.push_terminator(EC_LEVEL).ok()?;
        QrCode::with_bits(bits, EC_LEVEL).ok()
    })
}

/// `text` as data bits of version `v`, before the terminator.
fn bits(
    text: &str,
    v: i16,
    push: fn(&mut Bits, &[u8]) -> qrcode::types::QrResult<()>,
) -> Option<Bits> {
    let mut bits = Bits::new(Version::Normal(v));
    if !text.is_ascii() {
        bits.push_eci_designator(ECI_UTF8).ok()?;
    }
    push(&mut bits, text.as_bytes()).ok()?;
    Some(bits)
}

/// The payload text of a sheet that is already cleaned.
fn render(sp: &Speaker, sheet: &Sheet, brief_winners: bool) -> String {
    let mut lines = vec![
        MAGIC.to_owned(),
        words::exports::qr_game(sp, &sheet.edition),
    ];
    if let Some(date) = &sheet.date {
        lines.push(words::exports::qr_date(sp, date));
    }
    if sheet.sample {
        lines.push(words::exports::qr_sample(sp));
    }
    lines.extend(sheet.rows.iter().map(row_line));
    lines.push(status_line(sp, sheet, brief_winners));
    lines.join("\n")
}

fn row_line(row: &Row) -> String {
    let mut line = format!("{}. {} {}", row.place, row.name, row.score);
    if let Some(t) = row.tracks {
        // Writing to a String cannot fail.
        let _ = write!(line, " (L{} C{} M{})", t.load, t.connection, t.momentum);
    }
    line
}

fn status_line(sp: &Speaker, sheet: &Sheet, brief: bool) -> String {
    let leaders: Vec<&str> = sheet.leaders().map(|row| row.name.as_str()).collect();
    let shared = leaders.len() > 1;
    let who = if brief {
        words::exports::qr_place_one(sp)
    } else {
        leaders.join(", ")
    };
    let progress = match sheet.status {
        Status::Final => None,
        Status::InProgress { round, rounds } => Some((round, rounds)),
    };
    words::exports::qr_status(sp, progress, shared, &who)
}

/// Reads a payload back (e.g. the text a scanner got from a results code).
pub fn parse(sp: &Speaker, text: &str) -> Result<Sheet> {
    let lines: Vec<&str> = text.lines().collect();
    if lines.first() != Some(&MAGIC) {
        return Err(not_results(words::exports::not_a_results_code(sp, MAGIC)));
    }
    let Some((status, body)) = lines[1..].split_last() else {
        return Err(not_results(words::exports::code_cut_short(sp)));
    };
    let mut body = body.iter().copied().peekable();
    let edition = body
        .next()
        .and_then(|a| words::exports::qr_game_of(sp, a))
        .ok_or_else(|| not_results(words::exports::code_names_no_game(sp)))?
        .to_owned();
    let date = body
        .next_if(|line| words::exports::qr_date_of(sp, line).is_some())
        .and_then(|a| words::exports::qr_date_of(sp, a))
        .map(str::to_owned);
    let sample = body
        .next_if(|line| words::exports::is_qr_sample(sp, line))
        .is_some();
    let rows = body
        .map(|line| {
            parse_row(line).ok_or_else(|| not_results(words::exports::code_damaged_line(sp, line)))
        })
        .collect::<Result<Vec<Row>>>()?;
    let mut sheet = Sheet {
        edition,
        date,
        sample,
        status: Status::Final,
        rows,
    };
    sheet.status = match words::exports::qr_status_of(sp, status) {
        Some(None) => Status::Final,
        Some(Some((round, rounds))) => Status::InProgress { round, rounds },
        None => {
            return Err(not_results(words::exports::code_damaged_last_line(
                sp, status,
            )))
        }
    };
    if status_line(sp, &sheet, false) != *status && status_line(sp, &sheet, true) != *status {
        return Err(not_results(words::exports::code_inconsistent(sp, status)));
    }
    Ok(sheet)
}

fn not_results(message: String) -> Error {
    Error::new(ErrorKind::NotResults, message)
}

/// `1. Ana 16 (L2 C5 M3)` or `1. Ana 16`. Read from the right, so names may hold spaces and digits.
fn parse_row(line: &str) -> Option<Row> {
    let (place, rest) = line.split_once(". ")?;
    let place = place.parse().ok()?;
    let (rest, tracks) = match rest.strip_suffix(')') {
        Some(open) => {
            let (rest, inner) = open.rsplit_once(" (")?;
            (rest, Some(parse_tracks(inner)?))
        }
        None => (rest, None),
    };
    let (name, score) = rest.rsplit_once(' ')?;
    if name.is_empty() {
        return None;
    }
    Some(Row {
        place,
        name: name.to_owned(),
        score: score.parse().ok()?,
        tracks,
    })
}

/// `L2 C5 M3`.
fn parse_tracks(inner: &str) -> Option<Tracks> {
    let mut parts = inner.split(' ');
    let mut next = |prefix: char| parts.next()?.strip_prefix(prefix)?.parse().ok();
    let tracks = Tracks {
        load: next('L')?,
        connection: next('C')?,
        momentum: next('M')?,
    };
    parts.next().is_none().then_some(tracks)
}

#[cfg(test)]
mod tests {
    use super::*;
    use expect_test::expect;

    fn row(place: u8, name: &str, score: i16, t: (u8, u8, u8)) -> Row {
        Row {
            place,
            name: name.into(),
            score,
            tracks: Some(Tracks {
                load: t.0,
                connection: t.1,
                momentum: t.2,
            }),
        }
    }

    /// The tie-break example of docs/rules.md.
    fn tie_break() -> Sheet {
        Sheet {
            edition: "v1.1".into(),
            date: Some("2025-05-04".into()),
            sample: true,
            status: Status::Final,
            rows: vec![
                row(1, "Ana", 16, (2, 5, 3)),
                row(1, "Cal", 16, (2, 5, 3)),
                row(3, "Ben", 16, (3, 6, 3)),
            ],
        }
    }

    #[test]
    fn a_small_table_keeps_everything() {
        let sp = &Speaker::ENGLISH;
        let p = payload(sp, &tie_break()).unwrap();
        expect![[r#"
            LOADOUT-RESULTS 1
            The Loadout v1.1
            Date: 2025-05-04
            Sample deck
            1. Ana 16 (L2 C5 M3)
            1. Cal 16 (L2 C5 M3)
            3. Ben 16 (L3 C6 M3)
            Shared win: Ana, Cal"#]]
        .assert_eq(p.text());
        assert_eq!(p.shortening(), Shortening::Full);
        assert_eq!(parse(sp, p.text()).unwrap(), tie_break());
    }

    #[test]
    fn one_winner_and_play_in_progress_have_their_own_last_line() {
        let sp = &Speaker::ENGLISH;
        let mut sheet = tie_break();
        sheet.rows[1].place = 2;
        assert!(payload(sp, &sheet)
            .unwrap()
            .text()
            .ends_with("\nWinner: Ana"));
        sheet.status = Status::InProgress {
            round: 3,
            rounds: 6,
        };
        let p = payload(sp, &sheet).unwrap();
        assert!(p
            .text()
            .ends_with("\nRound 3 of 6, not finished. Leading: Ana"));
        assert_eq!(parse(sp, p.text()).unwrap(), sheet);
        sheet.rows[1].place = 1;
        let p = payload(sp, &sheet).unwrap();
        assert!(p
            .text()
            .ends_with("\nRound 3 of 6, not finished. Shared lead: Ana, Cal"));
        assert_eq!(parse(sp, p.text()).unwrap(), sheet);
    }

    #[test]
    fn names_with_spaces_digits_and_brackets_read_back() {
        let sp = &Speaker::ENGLISH;
        let mut sheet = tie_break();
        sheet.date = None;
        sheet.sample = false;
        sheet.rows[0].name = "Dr. 16 (L1 C1 M1)".into();
        sheet.rows[1].name = "Zoë 🦊 ".into();
        let p = payload(sp, &sheet).unwrap();
        let back = parse(sp, p.text()).unwrap();
        assert_eq!(back, *p.sheet());
        assert_eq!(back.rows[0].name, "Dr. 16 (L1 C1 M1)");
        assert_eq!(back.rows[1].name, "Zoë 🦊");
    }

    #[test]
    fn a_scanner_adding_a_trailing_newline_or_crlf_changes_nothing() {
        let sp = &Speaker::ENGLISH;
        let p = payload(sp, &tie_break()).unwrap();
        let crlf = format!("{}\r\n", p.text().replace('\n', "\r\n"));
        assert_eq!(parse(sp, &crlf).unwrap(), tie_break());
    }

    #[test]
    fn what_is_not_a_results_code_is_refused_with_the_reason() {
        let sp = &Speaker::ENGLISH;
        let refuse = |text: &str| {
            let error = parse(sp, text).unwrap_err();
            assert_eq!(error.kind(), ErrorKind::NotResults);
            error.message().to_owned()
        };
        expect![[
            r#"This is not a Loadout results code: its first line is not “LOADOUT-RESULTS 1”."#
        ]]
        .assert_eq(&refuse("https://example.org"));
        expect![[r#"This results code is cut short: it ends after its first line."#]]
            .assert_eq(&refuse("LOADOUT-RESULTS 1"));
        expect![[r#"This results code does not name the game on its second line."#]]
            .assert_eq(&refuse("LOADOUT-RESULTS 1\nChess\nWinner: Ana"));
        expect![[
            r#"This results code has a damaged line: “1. Ana” is not a place, a name and a score."#
        ]]
        .assert_eq(&refuse(
            "LOADOUT-RESULTS 1\nThe Loadout v1.1\n1. Ana\nWinner: Ana",
        ));
        expect![[r#"This results code has a damaged line: “1. Ana 16 (L2 C5)” is not a place, a name and a score."#]]
            .assert_eq(&refuse("LOADOUT-RESULTS 1\nThe Loadout v1.1\n1. Ana 16 (L2 C5)\nWinner: Ana"));
        expect![[
            r#"This results code has a damaged last line: “Ana won” names no winner or round."#
        ]]
        .assert_eq(&refuse(
            "LOADOUT-RESULTS 1\nThe Loadout v1.1\n1. Ana 16\nAna won",
        ));
        expect![[r#"This results code is inconsistent: its last line “Winner: Ben” does not match the players in place 1."#]]
            .assert_eq(&refuse("LOADOUT-RESULTS 1\nThe Loadout v1.1\n1. Ana 16\n2. Ben 12\nWinner: Ben"));
    }

    #[test]
    fn each_step_of_the_ladder_keeps_the_ones_before() {
        let sheet = tie_break();
        for (i, step) in Shortening::LADDER.iter().enumerate() {
            let short = step.apply(&sheet);
            assert_eq!(short.rows[0].tracks.is_some(), i == 0, "{step:?}");
            assert_eq!(short.date.is_some(), i < 2, "{step:?}");
            assert!(short.sample, "the Sample deck label is never left out");
        }
    }
}
