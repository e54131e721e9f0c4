//! What a device's live socket is sent when the shared session changes: the whole view, or only
//! what changed since the view that socket was sent last.
//!
//! A step changes a few numbers and a line or two of a view of 6-14 KB. Each change is published
//! once in both forms: the whole response, and a JSON Patch (RFC 6902) from the response published
//! before it. A socket that was sent exactly that previous response gets the patch; any other
//! (just connected, or one that skipped a change because it was slow: the watch channel keeps the
//! newest only) gets the whole view. A page applies a patch only to the revision it names and
//! otherwise connects again, which sends it the whole view, so no device can drift.
//!
//! A tablet is sent the whole response (it records: its screens are the app's). A table display
//! is sent what it shows of it, a [`TableResponse`] (`TableView`): the table sees nothing it is
//! not shown, and a step changes less of it. Each kind has its own chain of patches.

use super::{LiveMessage, TableResponse};
use axum::extract::ws::Utf8Bytes;
use json_patch::jsonptr::PointerBuf;
use json_patch::{CopyOperation, MoveOperation, PatchOperation, ReplaceOperation};
use loadout_core::api::{DeviceKind, SessionResponse};
use serde_json::Value;
use std::sync::Arc;

/// One published change, for each kind of device.
#[derive(Debug, Clone)]
pub(super) struct Pushed {
    /// The response's revision.
    pub revision: u64,
    /// What a tablet is sent: `LiveMessage::View`, the whole response.
    pub tablet: Form,
    /// What a table display is sent: `LiveMessage::Table`, what it shows of the response.
    pub display: Form,
}

/// One change in both forms: whole, and as a patch from the change published before.
#[derive(Debug, Clone)]
pub(super) struct Form {
    /// The whole message.
    pub whole: Utf8Bytes,
    /// `LiveMessage::Patch` from the response published before, when it is the smaller one.
    pub patch: Option<Patch>,
    /// What the whole message carries, as JSON, to compute the next change's patch from.
    value: Arc<Value>,
}

#[derive(Debug, Clone)]
pub(super) struct Patch {
    /// The revision the patch applies to.
    pub from: u64,
    pub json: Utf8Bytes,
}

impl Form {
    /// `value`, sent whole as `whole`, at `revision`, published after `before` (at `from`).
    fn new(whole: Utf8Bytes, value: Value, revision: u64, before: Option<(u64, &Form)>) -> Form {
        let patch = before
            .filter(|(from, _)| *from < revision)
            .and_then(|(from, b)| {
                let ops = diff(&b.value, &value);
                let json = LiveMessage::Patch {
                    from,
                    to: revision,
                    ops: &ops,
                }
                .json();
                (json.len() < whole.len()).then_some(Patch { from, json })
            });
        Form {
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

impl Pushed {
    /// `response`, published after `before` (the change published last, if any).
    pub fn new(response: &SessionResponse, before: Option<&Pushed>) -> Pushed {
        let revision = response.revision;
        let tablet = Form::new(
            LiveMessage::View { response }.json(),
            serde_json::to_value(response).expect("responses serialize"),
            revision,
            before.map(|b| (b.revision, &b.tablet)),
        );
        let table = TableResponse::of(response);
        let display = Form::new(
            LiveMessage::Table { response: &table }.json(),
            serde_json::to_value(&table).expect("responses serialize"),
            revision,
            before.map(|b| (b.revision, &b.display)),
        );
        Pushed {
            revision,
            tablet,
            display,
        }
    }

    /// What to send a socket of a device of `kind` that was last sent revision `sent` (`None`:
    /// nothing yet).
    pub fn for_socket(&self, kind: DeviceKind, sent: Option<u64>) -> &Utf8Bytes {
        match kind {
            DeviceKind::Tablet => self.tablet.for_socket(sent),
            DeviceKind::Display => self.display.for_socket(sent),
        }
    }
}

/// The JSON Patch from `before` to `after`, as small as the view's shape allows:
///
/// - Rows kept in an order the tracker gave (the standings and the ranking's places by place,
///   the round's turn order from its starting player) are keyed by seat: when players swap
///   places, the rows are moved (RFC 6902 `move`) and only the fields that changed are replaced,
///   instead of every field of every row between the two places.
/// - During a turn the step just recorded is in the view twice, as `latest` and as the turn's
///   newest entry: the patch carries it once, added to the turn's entries, and copies it from
///   there to `latest` (RFC 6902 `copy`), instead of a second time as the many changes from the
///   previous `latest` (about 0.7-0.9 KB of a step's patch).
/// - A new `latest` that cannot be copied (a display's view has no turn entries) is sent as one
///   value when that is shorter than its fields replaced one by one.
/// - The response's new `revision` is the patch message's `to`: the page sets it, so the
///   patch has no operation for it.
pub fn diff(before: &Value, after: &Value) -> json_patch::Patch {
    let mut moved = before.clone();
    // The new revision is the message's `to`, which the page sets: not an operation.
    if let (Some(revision), Some(held)) = (after.get("revision"), moved.get_mut("revision")) {
        *held = revision.clone();
    }
    let latest = &after["view"]["latest"];
    let newest = after["view"]["turn"]["entries"]
        .as_array()
        .and_then(|entries| Some((entries.len().checked_sub(1)?, entries.last()?)));
    let copy = match newest {
        Some((at, entry))
            if !latest.is_null() && entry == latest && before["view"]["latest"] != *latest =>
        {
            // The rest of the patch, as if `latest` had changed already; then the copy, once
            // the entry is in the turn.
            moved["view"]["latest"] = latest.clone();
            Some(PatchOperation::Copy(CopyOperation {
                from: pointer(format!("/view/turn/entries/{at}")),
                path: pointer("/view/latest"),
            }))
        }
        _ => None,
    };
    let mut patch = json_patch::Patch(Vec::new());
    reorder(&mut moved, after, &mut String::new(), &mut patch.0);
    let mut changes = json_patch::diff(&moved, after).0;
    // A new entry as `latest` (a display's view has no turn entries to copy it from) is one
    // value, when that is shorter than each of its fields replaced on the last one.
    let on_latest = |op: &PatchOperation| op.path().as_str().starts_with("/view/latest");
    if copy.is_none() && changes.iter().filter(|op| on_latest(op)).count() > 1 {
        let size = |ops: &[&PatchOperation]| -> usize {
            ops.iter()
                .map(|op| serde_json::to_string(op).map_or(0, |json| json.len()))
                .sum()
        };
        let replace = PatchOperation::Replace(ReplaceOperation {
            path: pointer("/view/latest"),
            value: latest.clone(),
        });
        let fields: Vec<_> = changes.iter().filter(|op| on_latest(op)).collect();
        if size(&[&replace]) < size(&fields) && !moved["view"]["latest"].is_null() {
            changes.retain(|op| !on_latest(op));
            changes.push(replace);
        }
    }
    patch.0.extend(changes);
    patch.0.extend(copy);
    patch
}

/// A JSON Pointer this file writes (its tokens escaped already). The operations are built as
/// values, not read from JSON: the binary then needs no reader of patch operations (#29).
fn pointer(text: impl Into<String>) -> PointerBuf {
    PointerBuf::parse(text).expect("a JSON Pointer")
}

/// Puts every list of rows keyed by seat in `before` (at `path`, a JSON Pointer) in the order
/// `after` has them, adding the `move` operations that do the same on the page to `ops`.
fn reorder(before: &mut Value, after: &Value, path: &mut String, ops: &mut Vec<PatchOperation>) {
    let at = path.len();
    match (before, after) {
        (Value::Object(before), Value::Object(after)) => {
            for (key, after) in after {
                if let Some(before) = before.get_mut(key) {
                    path.push('/');
                    path.push_str(&key.replace('~', "~0").replace('/', "~1"));
                    reorder(before, after, path, ops);
                    path.truncate(at);
                }
            }
        }
        (Value::Array(before), Value::Array(after)) => {
            if same_seats(before, after) {
                for (i, row) in after.iter().enumerate() {
                    let j = (i..before.len())
                        .find(|&j| before[j]["seat"] == row["seat"])
                        .expect("the same seats");
                    if j != i {
                        ops.push(PatchOperation::Move(MoveOperation {
                            from: pointer(format!("{path}/{j}")),
                            path: pointer(format!("{path}/{i}")),
                        }));
                        let moving = before.remove(j);
                        before.insert(i, moving);
                    }
                }
            }
            for (i, (before, after)) in before.iter_mut().zip(after).enumerate() {
                path.push('/');
                path.push_str(&i.to_string());
                reorder(before, after, path, ops);
                path.truncate(at);
            }
        }
        _ => {}
    }
}

/// Both lists are rows of the same players, each once (an object with a numeric `seat`).
fn same_seats(before: &[Value], after: &[Value]) -> bool {
    let seats = |rows: &[Value]| -> Option<Vec<u64>> {
        let mut seats = rows
            .iter()
            .map(|row| row.get("seat")?.as_u64())
            .collect::<Option<Vec<u64>>>()?;
        seats.sort_unstable();
        let unique = seats.windows(2).all(|w| w[0] != w[1]);
        unique.then_some(seats)
    };
    before.len() == after.len()
        && before.len() > 1
        && seats(before).is_some_and(|b| Some(b) == seats(after))
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
        let patch = second.tablet.for_socket(Some(4));
        assert!(
            patch.len() * 10 < second.tablet.whole.len(),
            "{} bytes against {}",
            patch.len(),
            second.tablet.whole.len()
        );
        let patch = message(patch);
        assert_eq!(
            (patch["kind"].as_str(), patch["from"].as_u64()),
            (Some("patch"), Some(4))
        );
        // Applied as a page does, to the response it holds: the whole second response.
        let mut held = message(&first.tablet.whole)["response"].clone();
        let ops: json_patch::Patch = serde_json::from_value(patch["ops"].clone()).unwrap();
        json_patch::patch(&mut held, &ops).unwrap();
        held["revision"] = patch["to"].clone();
        assert_eq!(held, message(&second.tablet.whole)["response"]);
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
            let whole = message(&pushed.tablet.whole)["response"].clone();
            if let Some(patch) = &pushed.tablet.patch {
                let message = message(&patch.json);
                let ops: json_patch::Patch =
                    serde_json::from_value(message["ops"].clone()).unwrap();
                // Applied as a page does: exactly the new response, whatever the patch's shape.
                let mut held = message_of(&before.tablet.whole);
                json_patch::patch(&mut held, &ops).unwrap();
                held["revision"] = message["to"].clone();
                assert_eq!(held, whole, "step {k}");
                let in_turn = whole["view"]["turn"]["entries"]
                    .as_array()
                    .is_some_and(|entries| entries.last() == Some(&whole["view"]["latest"]));
                if in_turn
                    && message_of(&before.tablet.whole)["view"]["latest"] != whole["view"]["latest"]
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

    #[test]
    fn a_display_following_every_step_holds_what_it_shows_of_the_view_and_no_more() {
        let game: Value = serde_json::from_str(include_str!(
            "../../../ui/src/lib/api/fixtures/two-players.json"
        ))
        .unwrap();
        let first = step(&game, 0);
        let mut before = Pushed::new(&first, None);
        // Connecting: the display's part of the view, whole.
        let connected = message(before.for_socket(DeviceKind::Display, None));
        assert_eq!(connected["kind"], "table");
        let mut held = connected["response"].clone();
        assert_eq!(
            held,
            serde_json::to_value(TableResponse::of(&first)).unwrap()
        );
        let mut patched = 0;
        for k in 1..game["steps"].as_array().unwrap().len() {
            let response = step(&game, k);
            let pushed = Pushed::new(&response, Some(&before));
            let sent = message(pushed.for_socket(DeviceKind::Display, Some(before.revision)));
            if sent["kind"] == "patch" {
                patched += 1;
                assert_eq!(sent["from"], before.revision);
                let ops: json_patch::Patch = serde_json::from_value(sent["ops"].clone()).unwrap();
                json_patch::patch(&mut held, &ops).unwrap();
                // The revision is the message's, not an operation's.
                assert!(ops.0.iter().all(|op| op.path().as_str() != "/revision"));
                held["revision"] = sent["to"].clone();
            } else {
                held = sent["response"].clone();
            }
            // Applied as a page does: exactly what the display shows of the new view.
            let table = serde_json::to_value(TableResponse::of(&response)).unwrap();
            assert_eq!(held, table, "step {k}");
            // Nothing the display does not show: not what may be recorded next, the decks, the
            // turn's entries and checklist's words, the card of the step just recorded.
            for hidden in [
                "legal",
                "decks",
                "guide",
                "typed_cards",
                "turning_point_preview",
            ] {
                assert!(held["view"].get(hidden).is_none(), "step {k}: {hidden}");
            }
            assert!(held["view"]["turn"].get("entries").is_none(), "step {k}");
            assert!(held["view"]["latest"].get("card").is_none(), "step {k}");
            // A tablet still gets the whole response.
            let tablet = message(pushed.for_socket(DeviceKind::Tablet, None));
            assert_eq!(tablet["kind"], "view");
            assert_eq!(tablet["response"], serde_json::to_value(&response).unwrap());
            before = pushed;
        }
        assert!(patched > 30, "{patched} steps patched");
    }

    #[test]
    fn players_who_swap_places_are_moved_not_rewritten() {
        let game: Value = serde_json::from_str(include_str!(
            "../../../ui/src/lib/api/fixtures/two-players.json"
        ))
        .unwrap();
        let seats = |view: &Value, rows: &str| -> Vec<Value> {
            view.pointer(rows)
                .and_then(Value::as_array)
                .map_or(Vec::new(), |rows| {
                    rows.iter().map(|row| row["seat"].clone()).collect()
                })
        };
        let mut swaps = 0;
        let mut before = Pushed::new(&step(&game, 0), None);
        for k in 1..game["steps"].as_array().unwrap().len() {
            let pushed = Pushed::new(&step(&game, k), Some(&before));
            let (was, now) = (
                message_of(&before.tablet.whole),
                message_of(&pushed.tablet.whole),
            );
            let rows = "/view/standings/rows";
            if seats(&was, rows) != seats(&now, rows) && !seats(&was, rows).is_empty() {
                swaps += 1;
                let ops = message(pushed.tablet.for_socket(Some(before.revision)))["ops"].clone();
                let ops: Vec<Value> = serde_json::from_value(ops).unwrap();
                // The rows move with their players; nothing says a row is someone else now.
                for prefix in [rows, "/view/ranking/places"] {
                    assert!(
                        ops.iter().any(|op| op["op"] == "move"
                            && op["path"].as_str().unwrap().starts_with(prefix)),
                        "step {k}: no move in {prefix}: {ops:?}"
                    );
                    assert!(
                        !ops.iter().any(|op| {
                            let path = op["path"].as_str().unwrap();
                            path.starts_with(prefix)
                                && (path.ends_with("/seat") || path.ends_with("/name"))
                        }),
                        "step {k}: a row of {prefix} rewritten: {ops:?}"
                    );
                }
            }
            before = pushed;
        }
        assert!(swaps > 0, "the golden game has players swapping places");
    }

    fn message_of(whole: &Utf8Bytes) -> Value {
        message(whole)["response"].clone()
    }

    #[test]
    fn any_other_socket_gets_the_whole_view() {
        let first = Pushed::new(&response(4, 5), None);
        let second = Pushed::new(&response(5, 6), Some(&first));
        for kind in [DeviceKind::Tablet, DeviceKind::Display] {
            let form = |pushed: &Pushed| match kind {
                DeviceKind::Tablet => pushed.tablet.clone(),
                DeviceKind::Display => pushed.display.clone(),
            };
            assert_eq!(first.for_socket(kind, None), &form(&first).whole);
            assert_eq!(
                second.for_socket(kind, None),
                &form(&second).whole,
                "just connected"
            );
            assert_eq!(
                second.for_socket(kind, Some(3)),
                &form(&second).whole,
                "skipped a change"
            );
            assert_eq!(
                second.for_socket(kind, Some(4)),
                &form(&second).patch.unwrap().json,
                "sent the change before"
            );
            // Published out of order (never happens: AppCore publishes under its lock): no patch.
            assert!(form(&Pushed::new(&response(3, 6), Some(&second)))
                .patch
                .is_none());
        }
    }
}
