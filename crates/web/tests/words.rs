//! The web shell's words: a language picked in the settings says the open game again in it, and
//! the answer brings that game's new view (the page has no other way to hear of it: the desktop
//! pushes it as an event). Built without every language embedded (the web app's module), the
//! shell first asks for the language's message files, and says it once they are handed over.

use loadout_core::platform::Fixed;
use loadout_tracker::Lang;
use loadout_web::Shell;
use loadout_words::messages;
use serde_json::{json, Value};
use std::sync::Arc;

/// `locales/<lang>/<name>.ftl` of the repository, as the worker's chunks hold them.
fn locale_files(lang: &str) -> Vec<(String, String)> {
    messages::FILES
        .iter()
        .map(|name| {
            let path = format!(
                "{}/../../locales/{lang}/{name}.ftl",
                env!("CARGO_MANIFEST_DIR")
            );
            let text = std::fs::read_to_string(&path).expect("a message file of the repository");
            ((*name).to_owned(), text)
        })
        .collect()
}

#[test]
fn a_language_picked_in_the_settings_says_the_open_game_again_in_it() {
    let shell = Shell::new(
        "opfs://loadout",
        Vec::new(),
        false,
        Arc::new(Fixed::at("2026-04-05T14:30:12Z")),
    );
    let game = shell.call(
        "session_new",
        json!({ "players": ["Ana", "Ben"], "real_talk": false, "catalog_id": "sample",
                "starting_seat": { "seat": 0 }, "label": "" }),
        None,
    );
    let id = game.reply.ok.as_ref().expect("a new game")["id"].clone();
    assert!(
        game.reply.changed.is_empty(),
        "the answer is the new game itself"
    );
    let prompt = |v: &Value| v["view"]["prompt"].as_str().unwrap_or_default().to_owned();
    assert!(prompt(game.reply.ok.as_ref().unwrap()).starts_with("Setup · "));

    let mut settings = shell
        .call("settings_get", Value::Null, None)
        .reply
        .ok
        .unwrap();
    settings["language"] = json!("de");
    let req = json!({ "settings": settings });
    if messages::speakable(Lang::De) {
        // A build with every language embedded (the workspace's): nothing to hand over.
        assert_eq!(shell.words_needed("settings_set", &req), None);
    } else {
        assert_eq!(shell.words_needed("settings_set", &req), Some(Lang::De));
        assert_eq!(
            shell.words_needed("session_list", &Value::Null),
            None,
            "the app still speaks English until the settings say otherwise"
        );
        messages::provide(Lang::De, locale_files("de"));
        assert_eq!(shell.words_needed("settings_set", &req), None);
    }

    let set = shell.call("settings_set", req, None);
    assert!(set.reply.err.is_none(), "{:?}", set.reply.err);
    let [again] = &set.reply.changed[..] else {
        panic!("the open game, said again: {:?}", set.reply.changed);
    };
    assert_eq!(json!(again.id), id);
    let again = serde_json::to_value(again).unwrap();
    assert!(
        prompt(&again).starts_with("Aufbau · ziehen Sie offen eine "),
        "{}",
        prompt(&again)
    );
}
