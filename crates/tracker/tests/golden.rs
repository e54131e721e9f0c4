//! Golden games: full sessions computed by hand from the rules (tests/golden/*.expected.md).

use loadout_tracker::Event;
use serde_json::Value;

const TWO: &str = include_str!("../../../tests/golden/two-players.json");
const FOUR: &str = include_str!("../../../tests/golden/four-players.json");
const SIX: &str = include_str!("../../../tests/golden/six-players.json");

/// The events of a golden file, typed, and the same events as raw JSON.
fn events(text: &str) -> (Vec<Event>, Value) {
    let file: Value = serde_json::from_str(text).expect("golden file is JSON");
    let raw = file["events"].clone();
    let events: Vec<Event> = serde_json::from_value(raw.clone()).expect("events parse");
    (events, raw)
}

#[test]
fn event_shapes_round_trip() {
    for (name, text, len) in [("two", TWO, 48), ("four", FOUR, 93), ("six", SIX, 130)] {
        let (events, raw) = events(text);
        assert_eq!(events.len(), len, "{name}");
        assert_eq!(
            serde_json::to_value(&events).unwrap(),
            raw,
            "{name}: events re-serialise unchanged"
        );
    }
}
