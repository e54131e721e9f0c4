//! What a device is sent per step while a session is shared: the JSON Patch (RFC 6902) from what
//! was pushed before to the new one, as the server's push computes it (`server::view_patch`):
//! to a table display, from what it shows of the response (`server::TableResponse`); to a
//! tablet, from the whole response; against the plain `json_patch::diff` of the two responses
//! (the push before #29) and the whole response, for a 2-player game (the one bench/sharing.js
//! taps) and a 6-player one; and which parts of the view the patch's bytes go to.
//!
//! A measurement, not a test: ignored by `cargo test`; bench/RESULTS.md ("What a step sends each
//! display") says how it is run and what it found. Nothing is asserted about the sizes.

mod common;

use common::{new_game, next_step};
use loadout_companion::server::{view_patch, TableResponse};
use loadout_tracker::catalog::Catalog;
use std::collections::BTreeMap;
use std::time::{Duration, Instant};

fn median(mut times: Vec<Duration>) -> Duration {
    times.sort();
    times[times.len() / 2]
}

/// `p50 / max` of `sizes`, in bytes.
fn line(mut sizes: Vec<usize>) -> String {
    sizes.sort();
    format!(
        "{} B / {} B",
        sizes[sizes.len() / 2],
        sizes.last().expect("some steps")
    )
}

/// The part of the view an operation's path is in, as bench/RESULTS.md breaks a step down: the
/// entry just recorded (`latest`, and the turn's `entries` it is added to), the turn's checklist
/// (its printed `steps`), the standings and the ranking's words, and every other part by name.
fn part(path: &str) -> String {
    let names: Vec<&str> = path.split('/').skip(1).collect();
    match names.as_slice() {
        ["view", "latest", ..] => "entry (latest)".to_owned(),
        ["view", "turn", "entries", ..] => "entry (the turn's entries)".to_owned(),
        ["view", "turn", "steps", ..] => "checklist (the turn's steps)".to_owned(),
        ["view", name, ..] => (*name).to_owned(),
        [name, ..] => (*name).to_owned(),
        [] => "(the whole response)".to_owned(),
    }
}

/// Per step, the bytes of each step's patch, and of each part of the view in it.
#[derive(Default)]
struct Sizes {
    patches: Vec<usize>,
    parts: BTreeMap<String, Vec<usize>>,
}

impl Sizes {
    /// The patch from `before` to `after`, as the server computes it.
    fn add(&mut self, before: &serde_json::Value, after: &serde_json::Value) {
        let ops = view_patch(before, after);
        let step = self.patches.len();
        for op in &ops.0 {
            let bytes = serde_json::to_string(op)
                .expect("an operation is JSON")
                .len();
            let sizes = self.parts.entry(part(op.path().as_str())).or_default();
            sizes.resize(step + 1, 0);
            sizes[step] += bytes;
        }
        self.patches
            .push(serde_json::to_string(&ops).expect("a patch is JSON").len());
    }

    /// The parts, most bytes first: `mean B (p50 / max)` per step.
    fn parts(self) -> Vec<String> {
        let steps = self.patches.len();
        let mut parts: Vec<(String, Vec<usize>)> = self
            .parts
            .into_iter()
            .map(|(part, mut sizes)| {
                sizes.resize(steps, 0);
                (part, sizes)
            })
            .collect();
        parts.sort_by_key(|(_, sizes)| std::cmp::Reverse(sizes.iter().sum::<usize>()));
        parts
            .into_iter()
            .map(|(part, sizes)| {
                let mean = sizes.iter().sum::<usize>() / steps;
                format!("    {part}: {mean} B ({})", line(sizes))
            })
            .collect()
    }
}

fn json(value: &impl serde::Serialize) -> serde_json::Value {
    serde_json::to_value(value).expect("a response is JSON")
}

fn measure(names: &[&str]) -> String {
    let (_dir, core) = common::core();
    let catalog = Catalog::sample();
    let mut response = new_game(&core, names);
    let mut before = json(&response);
    let mut before_table = json(&TableResponse::of(&response));
    let (mut display, mut tablet) = (Sizes::default(), Sizes::default());
    let (mut plain, mut wholes, mut tables) = (Vec::new(), Vec::new(), Vec::new());
    let mut took = Vec::new();
    for k in 0.. {
        let Some(request) = next_step(&response, &catalog, k) else {
            break;
        };
        response = core.record(request).expect("a legal step is recorded");
        // What publishing a change costs the server under the core's lock, per form.
        let start = Instant::now();
        let value = json(&response);
        tablet.add(&before, &value);
        let tablet_took = start.elapsed();
        let start = Instant::now();
        let table = json(&TableResponse::of(&response));
        display.add(&before_table, &table);
        took.push((tablet_took, start.elapsed()));
        let diff = json_patch::diff(&before, &value);
        plain.push(serde_json::to_string(&diff).expect("a patch is JSON").len());
        wholes.push(value.to_string().len());
        tables.push(table.to_string().len());
        (before, before_table) = (value, table);
    }
    let steps = plain.len();
    let mut report = vec![
        format!(
            "{} players, {steps} steps, p50 / max per step: to a display {}, to a tablet {}, \
             plain diff {}; whole response {}, whole display's part {}",
            names.len(),
            line(display.patches.clone()),
            line(tablet.patches.clone()),
            line(plain),
            line(wholes),
            line(tables)
        ),
        format!(
            "  computing a step's patch (JSON value, diff), p50 per step, {} build: \
             the tablet's {:?}, the display's {:?} (with its TableView)",
            if cfg!(debug_assertions) {
                "debug"
            } else {
                "release"
            },
            median(took.iter().map(|t| t.0).collect()),
            median(took.iter().map(|t| t.1).collect()),
        ),
        "  a display's patch by the part of the view it changes, mean per step (p50 / max):"
            .to_owned(),
    ];
    report.extend(display.parts());
    report.push(
        "  a tablet's patch by the part of the view it changes, mean per step (p50 / max):"
            .to_owned(),
    );
    report.extend(tablet.parts());
    report.join("\n")
}

#[test]
#[ignore = "a measurement: cargo test -p loadout-companion --test push_sizes -- --ignored --nocapture"]
fn what_a_display_is_sent_per_step() {
    println!("{}", measure(&["Ana", "Ben"]));
    println!("{}", measure(&["Ana", "Ben", "Cal", "Dee", "Eve", "Fay"]));
}
