//! What a table display is sent per step while a session is shared: the JSON Patch (RFC 6902)
//! from the response pushed before to the new one, as the server's push computes it
//! (`server::view_patch`), against the plain `json_patch::diff` of the two responses (the push
//! before #29) and the whole response, for a 2-player game (the one bench/sharing.js taps) and a
//! 6-player one; and which parts of the view the patch's bytes go to.
//!
//! A measurement, not a test: ignored by `cargo test`; bench/RESULTS.md ("A tap's time, from the
//! disk up") says how it is run and what it found. Nothing is asserted about the sizes.

mod common;

use common::{new_game, next_step};
use loadout_companion::server::view_patch;
use loadout_tracker::catalog::Catalog;
use std::collections::BTreeMap;

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

fn measure(names: &[&str]) -> String {
    let (_dir, core) = common::core();
    let catalog = Catalog::sample();
    let mut response = new_game(&core, names);
    let mut before = serde_json::to_value(&response).expect("a response is JSON");
    let (mut patches, mut plain, mut wholes) = (Vec::new(), Vec::new(), Vec::new());
    // Per part, its bytes in each step's patch.
    let mut parts: BTreeMap<String, Vec<usize>> = BTreeMap::new();
    for k in 0.. {
        let Some(request) = next_step(&response, &catalog, k) else {
            break;
        };
        response = core.record(request).expect("a legal step is recorded");
        let value = serde_json::to_value(&response).expect("a response is JSON");
        let ops = view_patch(&before, &value);
        let diff = json_patch::diff(&before, &value);
        plain.push(serde_json::to_string(&diff).expect("a patch is JSON").len());
        let step = patches.len();
        for op in &ops.0 {
            let bytes = serde_json::to_string(op)
                .expect("an operation is JSON")
                .len();
            let sizes = parts.entry(part(op.path().as_str())).or_default();
            sizes.resize(step + 1, 0);
            sizes[step] += bytes;
        }
        patches.push(serde_json::to_string(&ops).expect("a patch is JSON").len());
        wholes.push(
            serde_json::to_string(&value)
                .expect("a response is JSON")
                .len(),
        );
        before = value;
    }
    let steps = patches.len();
    let mut parts: Vec<(String, Vec<usize>)> = parts
        .into_iter()
        .map(|(part, mut sizes)| {
            sizes.resize(steps, 0);
            (part, sizes)
        })
        .collect();
    parts.sort_by_key(|(_, sizes)| std::cmp::Reverse(sizes.iter().sum::<usize>()));
    let mut report = vec![
        format!(
            "{} players, {steps} steps, p50 / max per step: patch {}, plain diff {}, whole response {}",
            names.len(),
            line(patches),
            line(plain),
            line(wholes)
        ),
        "  the patch's bytes by the part of the view they change, mean per step (p50 / max):"
            .to_owned(),
    ];
    for (part, sizes) in parts {
        let mean = sizes.iter().sum::<usize>() / steps;
        report.push(format!("    {part}: {mean} B ({})", line(sizes)));
    }
    report.join("\n")
}

#[test]
#[ignore = "a measurement: cargo test -p loadout-companion --test push_sizes -- --ignored --nocapture"]
fn what_a_display_is_sent_per_step() {
    println!("{}", measure(&["Ana", "Ben"]));
    println!("{}", measure(&["Ana", "Ben", "Cal", "Dee", "Eve", "Fay"]));
}
