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

/// The view's part an operation's path is in: `/view/turn/steps/3/state` is `turn`.
fn part(path: &str) -> String {
    let mut names = path.split('/').skip(1);
    match names.next() {
        Some("view") => names.next().unwrap_or("view").to_owned(),
        Some(name) => name.to_owned(),
        None => "(the whole response)".to_owned(),
    }
}

fn measure(names: &[&str]) -> String {
    let (_dir, core) = common::core();
    let catalog = Catalog::sample();
    let mut response = new_game(&core, names);
    let mut before = serde_json::to_value(&response).expect("a response is JSON");
    let (mut patches, mut plain, mut wholes) = (Vec::new(), Vec::new(), Vec::new());
    let mut parts: BTreeMap<String, usize> = BTreeMap::new();
    for k in 0.. {
        let Some(request) = next_step(&response, &catalog, k) else {
            break;
        };
        response = core.record(request).expect("a legal step is recorded");
        let value = serde_json::to_value(&response).expect("a response is JSON");
        let ops = view_patch(&before, &value);
        let diff = json_patch::diff(&before, &value);
        plain.push(serde_json::to_string(&diff).expect("a patch is JSON").len());
        for op in &ops.0 {
            let bytes = serde_json::to_string(op)
                .expect("an operation is JSON")
                .len();
            *parts.entry(part(op.path().as_str())).or_default() += bytes;
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
    let mut parts: Vec<_> = parts.into_iter().collect();
    parts.sort_by_key(|(_, bytes)| std::cmp::Reverse(*bytes));
    let mut report = vec![
        format!(
            "{} players, {steps} steps, p50 / max per step: patch {}, plain diff {}, whole response {}",
            names.len(),
            line(patches),
            line(plain),
            line(wholes)
        ),
        "  the patch's bytes by the part of the view they change (mean per step):".to_owned(),
    ];
    for (part, bytes) in parts {
        report.push(format!("    {part}: {} B", bytes / steps));
    }
    report.join("\n")
}

#[test]
#[ignore = "a measurement: cargo test -p loadout-companion --test push_sizes -- --ignored --nocapture"]
fn what_a_display_is_sent_per_step() {
    println!("{}", measure(&["Ana", "Ben"]));
    println!("{}", measure(&["Ana", "Ben", "Cal", "Dee", "Eve", "Fay"]));
}
