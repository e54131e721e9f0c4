//! What a device's live socket is sent when the shared session changes: the whole view, or only
//! what changed since the view that socket was sent last.
//!
//! A step changes a few numbers and a line or two of a view of 6-14 KB. Each change is published
//! once as both forms: the whole response, and a JSON Patch (RFC 6902) from the response published
//! before it. A socket that was sent exactly that previous response gets the patch; any other
//! (just connected, or one that skipped a change because it was slow: the watch channel keeps the
//! newest only) gets the whole view. A page applies a patch only to the revision it names and
//! otherwise connects again, which sends it the whole view, so no device can drift.

use super::LiveMessage;
use axum::extract::ws::Utf8Bytes;
use loadout_core::api::SessionResponse;
use serde_json::Value;
use std::sync::Arc;

/// One published change, in both forms.
#[derive(Debug, Clone)]
pub(super) struct Pushed {
    /// The response's revision.
    pub revision: u64,
    /// `LiveMessage::View` with the whole response.
    pub whole: Utf8Bytes,
    /// `LiveMessage::Patch` from the response published before, when it is the smaller one.
    pub patch: Option<Patch>,
    /// The response as JSON, to compute the next change's patch from.
    value: Arc<Value>,
}

#[derive(Debug, Clone)]
pub(super) struct Patch {
    /// The revision the patch applies to.
    pub from: u64,
    pub json: Utf8Bytes,
}

impl Pushed {
    /// `response`, published after `before` (the change published last, if any).
    pub fn new(response: &SessionResponse, before: Option<&Pushed>) -> Pushed {
        let whole = LiveMessage::View { response }.json();
        let value = serde_json::to_value(response).expect("responses serialize");
        let patch = before
            .filter(|b| b.revision < response.revision)
            .and_then(|b| {
                let ops = diff(&b.value, &value);
                let json = LiveMessage::Patch {
                    from: b.revision,
                    to: response.revision,
                    ops: &ops,
                }
                .json();
                (json.len() < whole.len()).then_some(Patch {
                    from: b.revision,
                    json,
                })
            });
        Pushed {
            revision: response.revision,
            whole,
            patch,
            value: Arc::new(value),
        }
    }

    /// What to send a socket that was last sent revision `sent` (`None`: nothing yet).
    pub fn for_socket(&self, sent: Option<u64>) -> &Utf8Bytes {
        match (&self.patch, sent) {
            (Some(patch), Some(sent)) if patch.from == sent => &patch.json,
            _ => &self.whole,
        }
    }
}

/// The JSON Patch from `before` to `after`. During a turn the step just recorded is in the view
/// twice, as `latest` and as the turn's newest entry: the patch carries it once, added to the
/// turn's entries, and copies it from there to `latest` (RFC 6902 `copy`), instead of a second
/// time as the many changes from the previous `latest` (about 0.7-0.9 KB of a step's patch).
pub fn diff(before: &Value, after: &Value) -> json_patch::Patch {
    let latest = &after["view"]["latest"];
    let newest = after["view"]["turn"]["entries"]
        .as_array()
        .and_then(|entries| Some((entries.len().checked_sub(1)?, entries.last()?)));
    match newest {
        Some((at, entry))
            if !latest.is_null() && entry == latest && before["view"]["latest"] != *latest =>
        {
            // The rest of the patch, as if `latest` had changed already; then the copy, once
            // the entry is in the turn.
            let mut moved = before.clone();
            moved["view"]["latest"] = latest.clone();
            let mut ops = json_patch::diff(&moved, after);
            let copy = serde_json::json!({
                "op": "copy",
                "from": format!("/view/turn/entries/{at}"),
                "path": "/view/latest",
            });
            ops.0
                .push(serde_json::from_value(copy).expect("a copy operation"));
            ops
        }
        _ => json_patch::diff(before, after),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn response(revision: u64, round: u64) -> SessionResponse {
        let view = serde_json::from_str::<Value>(include_str!(
            "../../../ui/src/lib/results/fixtures/two-final.view.json"
        ))
        .unwrap();
        let mut view = view;
        view["round"] = json!(round);
        serde_json::from_value(json!({ "id": "s1", "revision": revision, "view": view,
            "catalog_id": "sample", "unsaved": false, "said": null }))
        .unwrap()
    }

    fn message(bytes: &Utf8Bytes) -> Value {
        serde_json::from_str(bytes.as_str()).unwrap()
    }

    #[test]
    fn a_socket_sent_the_change_before_gets_only_what_changed_and_it_rebuilds_the_view() {
        let first = Pushed::new(&response(4, 5), None);
        let second = Pushed::new(&response(5, 6), Some(&first));
        let patch = second.for_socket(Some(4));
        assert!(
            patch.len() * 10 < second.whole.len(),
            "{} bytes against {}",
            patch.len(),
            second.whole.len()
        );
        let patch = message(patch);
        assert_eq!(
            (patch["kind"].as_str(), patch["from"].as_u64()),
            (Some("patch"), Some(4))
        );
        // Applied as a page does, to the response it holds: the whole second response.
        let mut held = message(&first.whole)["response"].clone();
        let ops: json_patch::Patch = serde_json::from_value(patch["ops"].clone()).unwrap();
        json_patch::patch(&mut held, &ops).unwrap();
        assert_eq!(held, message(&second.whole)["response"]);
    }

    /// Step `k` of the two-player golden `game` (the UI's fixture), as the server pushes it.
    fn step(game: &Value, k: usize) -> SessionResponse {
        serde_json::from_value(
            json!({ "id": "s1", "revision": k, "view": game["steps"][k]["view"],
            "catalog_id": "sample", "unsaved": false, "said": null }),
        )
        .unwrap()
    }

    #[test]
    fn the_step_just_recorded_is_sent_once_though_the_view_has_it_twice() {
        let game: Value = serde_json::from_str(include_str!(
            "../../../ui/src/lib/api/fixtures/two-players.json"
        ))
        .unwrap();
        let steps = game["steps"].as_array().unwrap().len();
        let mut copied = 0;
        let mut before = Pushed::new(&step(&game, 0), None);
        for k in 1..steps {
            let response = step(&game, k);
            let pushed = Pushed::new(&response, Some(&before));
            let latest = serde_json::to_string(&response.view.latest).unwrap();
            let whole = message(&pushed.whole)["response"].clone();
            if let Some(patch) = &pushed.patch {
                let message = message(&patch.json);
                let ops: json_patch::Patch =
                    serde_json::from_value(message["ops"].clone()).unwrap();
                // Applied as a page does: exactly the new response, whatever the patch's shape.
                let mut held = message_of(&before.whole);
                json_patch::patch(&mut held, &ops).unwrap();
                assert_eq!(held, whole, "step {k}");
                let in_turn = whole["view"]["turn"]["entries"]
                    .as_array()
                    .is_some_and(|entries| entries.last() == Some(&whole["view"]["latest"]));
                if in_turn && message_of(&before.whole)["view"]["latest"] != whole["view"]["latest"]
                {
                    copied += 1;
                    // The entry once: added to the turn, copied from there, nothing else.
                    let on_latest: Vec<_> = ops
                        .0
                        .iter()
                        .filter(|op| op.path().as_str().starts_with("/view/latest"))
                        .map(|op| serde_json::to_value(op).unwrap())
                        .collect();
                    assert_eq!(
                        on_latest,
                        [json!({ "op": "copy", "path": "/view/latest",
                            "from": format!("/view/turn/entries/{}", whole["view"]["turn"]["entries"].as_array().unwrap().len() - 1) })],
                        "step {k}: {latest}"
                    );
                }
            }
            before = pushed;
        }
        assert!(
            copied > steps / 3,
            "only {copied} of {steps} steps copied the entry"
        );
    }

    fn message_of(whole: &Utf8Bytes) -> Value {
        message(whole)["response"].clone()
    }

    #[test]
    fn any_other_socket_gets_the_whole_view() {
        let first = Pushed::new(&response(4, 5), None);
        let second = Pushed::new(&response(5, 6), Some(&first));
        assert_eq!(first.for_socket(None), &first.whole);
        assert_eq!(second.for_socket(None), &second.whole, "just connected");
        assert_eq!(
            second.for_socket(Some(3)),
            &second.whole,
            "skipped a change"
        );
        // Published out of order (never happens: AppCore publishes under its lock): no patch.
        assert!(Pushed::new(&response(3, 6), Some(&second)).patch.is_none());
    }
}
