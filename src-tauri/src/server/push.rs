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
                let ops = json_patch::diff(&b.value, &value);
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
