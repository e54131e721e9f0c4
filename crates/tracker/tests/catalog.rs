//! The catalog model: reading, checking and writing catalogs, and the sample deck.

use expect_test::{expect, Expect};
use loadout_tracker::catalog::{validate_card, Catalog, Problem};
use loadout_tracker::{
    ActionCard, AnyCard, BrotherhoodCard, CardId, Deck, DeckSizes, Effect, ErrorKind,
    LifeHappensCard, LoadCard, Scope, Tag, TurningPointCard,
};
use loadout_words::Said;
use loadout_words::Speaker;
use std::collections::BTreeSet;

fn tags(names: &[&str]) -> Vec<Tag> {
    names.iter().map(|&n| Tag::from(n)).collect()
}

/// One problem per line: "deck / card: message".
fn render(problems: &[Problem]) -> String {
    let sp = &Speaker::ENGLISH;
    problems
        .iter()
        .map(|p| {
            let deck = p
                .deck
                .map_or("-".to_owned(), |a| loadout_words::deck(sp, a));
            let card = p.card.as_ref().map_or("-".to_owned(), |c| c.0.clone());
            format!(
                "{deck} / {card}: {}\n",
                loadout_words::catalog::problem(sp, p)
            )
        })
        .collect()
}

fn check_problems(json: &str, expected: Expect) {
    let catalog = Catalog::from_json(json).expect("the test catalog reads");
    expected.assert_eq(&render(&catalog.validate()));
}

#[test]
fn the_sample_deck_has_no_problems() {
    let sample = Catalog::sample();
    assert_eq!(render(&sample.validate()), "");
    assert!(sample.ensure_valid().is_ok());
}

#[test]
fn the_sample_deck_is_labelled_as_a_sample() {
    let sample = Catalog::sample();
    assert_eq!(sample.name, "Sample deck (not the printed cards)");
    assert!(sample.sample);
    let info = sample.info();
    assert!(info.sample);
    assert_eq!(info.name, sample.name);
    assert_eq!(info.version, sample.version);
}

#[test]
fn the_sample_deck_has_the_72_cards_of_the_printed_game_in_its_five_decks() {
    let sample = Catalog::sample();
    let sizes = sample.deck_sizes();
    assert_eq!(
        sizes,
        DeckSizes {
            load: 12,
            life_happens: 20,
            action: 24,
            brotherhood: 8,
            turning_point: 8
        }
    );
    assert_eq!(Deck::ALL.iter().map(|&d| sizes.get(d)).sum::<u16>(), 72);
    assert_eq!(sample.cards().len(), 72, "one copy of each card");
    assert_eq!(sample.info().deck_sizes, Some(sizes));
}

#[test]
fn the_sample_deck_ids_follow_the_deck_prefixes() {
    let sample = Catalog::sample();
    let ids = |prefix: &str, ids: Vec<&CardId>| {
        let expected: Vec<String> = (1..=ids.len())
            .map(|i| format!("{prefix}-{i:02}"))
            .collect();
        let actual: Vec<String> = ids.iter().map(|id| id.0.clone()).collect();
        assert_eq!(actual, expected);
    };
    ids("load", sample.load.iter().map(|c| &c.id).collect());
    ids("lh", sample.life_happens.iter().map(|c| &c.id).collect());
    ids("act", sample.action.iter().map(|c| &c.id).collect());
    ids("bro", sample.brotherhood.iter().map(|c| &c.id).collect());
    ids("tp", sample.turning_point.iter().map(|c| &c.id).collect());
}

#[test]
fn every_sample_deck_uses_every_approach_tag() {
    let sample = Catalog::sample();
    let declared: BTreeSet<&Tag> = sample.tags.iter().collect();
    assert_eq!(declared.len(), 5);
    let relief: BTreeSet<&Tag> = sample.load.iter().flat_map(|c| &c.relief).collect();
    let helpful: BTreeSet<&Tag> = sample
        .life_happens
        .iter()
        .flat_map(|c| &c.helpful)
        .collect();
    let action: BTreeSet<&Tag> = sample.action.iter().map(|c| &c.tag).collect();
    assert_eq!(relief, declared, "Load cards' Relief Approaches");
    assert_eq!(helpful, declared, "Life Happens Helpful Approaches");
    assert_eq!(action, declared, "Action tags");
}

#[test]
fn the_sample_deck_keeps_to_small_everyday_values() {
    let sample = Catalog::sample();
    for card in &sample.life_happens {
        assert!(
            (1..=4).contains(&card.pressure),
            "{}: {}",
            card.id,
            card.pressure
        );
    }
    let small = |e: &Effect| {
        [e.load, e.connection, e.momentum, e.shield]
            .iter()
            .all(|v| v.abs() <= 2)
    };
    assert!(sample.action.iter().all(|c| small(&c.effect)));
    assert!(
        sample.action.iter().any(|c| c.effect.shield == 1),
        "some Actions give Shield"
    );
    let twos = sample
        .action
        .iter()
        .filter(|c| {
            [c.effect.load, c.effect.connection, c.effect.momentum]
                .iter()
                .any(|v| v.abs() == 2)
        })
        .count();
    assert!(twos <= 3, "a change of 2 is rare: {twos} Actions have one");
    for card in &sample.brotherhood {
        assert!(small(&card.receiver) && small(&card.giver), "{}", card.id);
        assert!(!card.receiver.is_zero(), "{} helps its receiver", card.id);
    }
}

#[test]
fn the_sample_turning_points_cover_every_scope() {
    let sp = &Speaker::ENGLISH;
    let sample = Catalog::sample();
    let scopes: Vec<Scope> = sample.turning_point.iter().map(|c| c.scope).collect();
    for scope in Scope::ALL {
        assert!(
            scopes.contains(&scope),
            "no Turning Point for {}",
            loadout_words::scope(sp, scope)
        );
    }
}

#[test]
fn the_sample_titles_are_all_different() {
    let sample = Catalog::sample();
    let cards = sample.cards();
    let titles: BTreeSet<String> = cards
        .iter()
        .map(|c| {
            serde_json::to_value(c).unwrap()["card"]["title"]
                .as_str()
                .unwrap()
                .to_lowercase()
        })
        .collect();
    assert_eq!(titles.len(), cards.len());
}

const GOOD_START: &str = r#"{
  "format": "loadout-catalog",
  "format_version": 1,
  "name": "Table deck",
  "tags": ["Talk", "Rest"],"#;

#[test]
fn a_small_correct_catalog_has_no_problems() {
    check_problems(
        &format!(
            r#"{GOOD_START}
  "load": [{{ "id": "l1", "title": "A heavy week", "relief": ["Talk", "Rest"] }}],
  "life_happens": [{{ "id": "e1", "title": "Late train", "pressure": 5, "helpful": ["Rest", "Talk"], "copies": 3 }}],
  "action": [{{ "id": "a1", "title": "Nap", "tag": "Rest", "effect": {{ "load": -5, "shield": 5 }} }}],
  "brotherhood": [{{ "id": "b1", "title": "Lift home", "receiver": {{ "load": -1 }} }}],
  "turning_point": [{{ "id": "t1", "title": "Holiday", "scope": "everyone" }}]
}}"#
        ),
        expect![[r#""#]],
    );
}

#[test]
fn every_problem_of_a_catalog_is_listed_at_once_naming_its_card() {
    let json = r#"{
  "format": "loadout-catalog",
  "format_version": 1,
  "name": "   ",
  "tags": ["Talk", "Rest", "Talk", "rest", ""],
  "load": [
    { "id": "l1", "title": "", "relief": ["Talk", "Talk"] },
    { "id": "l2", "title": "A title that goes on and on and on and on and on and on and on", "relief": ["Tlak", "Rest"], "copies": 0 }
  ],
  "life_happens": [
    { "id": "l1", "title": "Same id as a Load card", "pressure": 0, "helpful": ["Talk", "Rest"] },
    { "id": "e2", "title": "Too much", "pressure": 6, "helpful": ["Rest", "Move"] }
  ],
  "action": [
    { "id": "", "title": "No id", "tag": "Talk" },
    { "id": "a2", "title": "Wild swing", "tag": "", "effect": { "load": -6, "momentum": 9 } }
  ],
  "brotherhood": [
    { "id": "b1", "title": "Too kind", "receiver": { "connection": 6 }, "giver": { "shield": -7 } }
  ],
  "turning_point": []
}"#;
    check_problems(
        json,
        expect![[r#"
            - / -: The catalog has no name: give it one, e.g. “Our printed deck”.
            - / -: The approach tag "Talk" is listed twice: keep it once.
            - / -: The tags "Rest" and "rest" differ only in capital letters: tags must match exactly, so keep one spelling and use it on every card.
            - / -: One of the approach tags is empty: remove it or write the tag as printed.
            Turning Point / -: The Turning Point deck has no cards: enter at least one (every deck is drawn from during a game).
            Load / l1: Load card "l1" has no title: enter the title printed on the card.
            Load / l1: Load card "l1" has the same Relief Approach "Talk" twice: a card prints two different approaches.
            Load / l2: Load card "A title that goes on and on and on and…" (id l2) has a title of 62 characters: shorten it to at most 60.
            Load / l2: Load card "A title that goes on and on and on and…" (id l2) has 0 copies: a card in the deck has at least 1 copy. Set its copies to 1 or more, or remove the card.
            Load / l2: Load card "A title that goes on and on and on and…" (id l2) has the Relief Approach "Tlak", which is not one of the catalog's approach tags (Talk, Rest, rest): fix the spelling or add it to the approach tags.
            Life Happens / l1: Life Happens card number 1 uses the id "l1", already used by Load card number 1: give each card its own id.
            Life Happens / l1: Life Happens card "Same id as a Load card" (id l1) has Pressure 0: Pressure is 1 to 5.
            Life Happens / e2: Life Happens card "Too much" (id e2) has the Helpful Approach "Move", which is not one of the catalog's approach tags (Talk, Rest, rest): fix the spelling or add it to the approach tags.
            Life Happens / e2: Life Happens card "Too much" (id e2) has Pressure 6: Pressure is 1 to 5.
            Action / -: Action card number 1 ("No id") has no id: give it one that no other card uses, e.g. "act-01".
            Action / a2: Action card "Wild swing" (id a2) has an empty tag: write the tag printed on the card.
            Action / a2: Action card "Wild swing" (id a2) changes Load by -6: a card changes a track by -5 to +5.
            Action / a2: Action card "Wild swing" (id a2) changes Momentum by +9: a card changes a track by -5 to +5.
            Brotherhood / b1: Brotherhood card "Too kind" (id b1) changes Connection by +6 for the receiver: a card changes a track by -5 to +5.
            Brotherhood / b1: Brotherhood card "Too kind" (id b1) changes Shield by -7 for the giver: a card changes a track by -5 to +5.
        "#]],
    );
}

#[test]
fn ensure_valid_refuses_a_catalog_with_problems_and_lists_them() {
    let sp = &Speaker::ENGLISH;
    let mut catalog = Catalog::sample();
    catalog.action[0].tag = Tag::from("Chat");
    catalog.life_happens[2].pressure = 9;
    let err = catalog.ensure_valid().unwrap_err();
    assert_eq!(err.kind(), ErrorKind::InvalidCatalog);
    expect![[r#"
        The catalog "Sample deck (not the printed cards)" has 2 problems to fix before it can be played with:
        - Life Happens card "A friend rings at midnight needing help" (id lh-03) has Pressure 9: Pressure is 1 to 5.
        - Action card "Call a friend back" (id act-01) has the tag "Chat", which is not one of the catalog's approach tags (Talk, Rest, Move, Plan, Ask): fix the spelling or add it to the approach tags."#]]
    .assert_eq(&err.message(sp));
}

#[test]
fn a_catalog_without_tags_says_so_once_rather_than_for_every_card() {
    let mut catalog = Catalog::sample();
    catalog.tags.clear();
    expect![[r#"
        - / -: The catalog has no approach tags yet: add every tag printed on the cards (such as Talk or Rest) to its approach tags.
    "#]]
    .assert_eq(&render(&catalog.validate()));
}

fn kind_and_message(json: &str) -> (ErrorKind, String) {
    let sp = &Speaker::ENGLISH;
    let err = Catalog::from_json(json).unwrap_err();
    (err.kind(), err.message(sp).to_owned())
}

#[test]
fn text_that_is_not_json_is_a_damaged_file_and_the_message_says_where() {
    let (kind, message) =
        kind_and_message("{\n  \"format\": \"loadout-catalog\"\n  \"name\": 1\n}");
    assert_eq!(kind, ErrorKind::DamagedFile);
    expect![[r#"This catalog file is not valid JSON: expected `,` or `}` (line 3, column 3). If it was edited by hand, look there for a missing comma, quote or bracket."#]]
    .assert_eq(&message);

    let (kind, message) = kind_and_message("");
    assert_eq!(kind, ErrorKind::DamagedFile);
    assert!(message.contains("line 1, column 0"), "{message}");
}

#[test]
fn json_that_is_not_a_catalog_is_a_damaged_file() {
    let cases = [
        (
            "[1, 2]",
            "This file is not a Loadout catalog: a catalog is a JSON object that starts with \"format\": \"loadout-catalog\".",
        ),
        (
            r#"{"name": "x"}"#,
            "This file is not a Loadout catalog: it has no \"format\": \"loadout-catalog\" line.",
        ),
        (
            r#"{"format": "loadout-session", "version": 1}"#,
            "This is a saved session, not a catalog: open it from the sessions list instead.",
        ),
        (
            r#"{"format": "deck", "format_version": 1}"#,
            "This file is not a Loadout catalog: its \"format\" is \"deck\", a catalog says \"loadout-catalog\".",
        ),
        (
            r#"{"format": "loadout-catalog", "format_version": "one"}"#,
            "This catalog file has no valid \"format_version\": its \"format_version\" is written as the text \"one\": write it as a number, without quotes (\"format_version\": 1).",
        ),
        (
            r#"{"format": "loadout-catalog", "format_version": "1"}"#,
            "This catalog file has no valid \"format_version\": its \"format_version\" is written as the text \"1\": write it as a number, without quotes (\"format_version\": 1).",
        ),
        (
            r#"{"format": "loadout-catalog", "format_version": 0}"#,
            "This catalog file has no valid \"format_version\": it should say \"format_version\": 1.",
        ),
    ];
    for (json, expected) in cases {
        assert_eq!(
            kind_and_message(json),
            (ErrorKind::DamagedFile, expected.to_owned()),
            "{json}"
        );
    }
}

#[test]
fn a_catalog_from_a_newer_app_is_a_newer_format() {
    let (kind, message) =
        kind_and_message(r#"{"format": "loadout-catalog", "format_version": 3, "cards": {}}"#);
    assert_eq!(kind, ErrorKind::NewerFormat);
    assert_eq!(message, "This catalog was written by a newer version of Loadout Companion (catalog format 3; this version reads format 2). Update the app to use it.");
}

#[test]
fn an_unreadable_card_is_named_with_its_deck_position_id_and_line() {
    let json = format!(
        r#"{GOOD_START}
  "load": [{{ "id": "l1", "title": "A heavy week", "relief": ["Talk", "Rest"] }}],
  "life_happens": [
    {{ "id": "e1", "title": "Late train", "pressure": 1, "helpful": ["Rest", "Talk"] }},
    {{ "id": "e2", "title": "Rain", "pressue": 2, "helpful": ["Rest", "Talk"] }}
  ]
}}"#
    );
    let (kind, message) = kind_and_message(&json);
    assert_eq!(kind, ErrorKind::DamagedFile);
    expect![[r#"This catalog file could not be read: Life Happens card number 2 (id "e2"): unknown field `pressue`, expected one of `id`, `title`, `pressure`, `helpful`, `copies`, `adhoc` (line 9, column 44). Fix that entry and try again (the catalog format guide lists every field)."#]]
    .assert_eq(&message);

    let bad_scope = format!(
        r#"{GOOD_START}
  "turning_point": [{{ "id": "t1", "title": "Storm", "scope": "the_tallest" }}]
}}"#
    );
    let (kind, message) = kind_and_message(&bad_scope);
    assert_eq!(kind, ErrorKind::DamagedFile);
    assert!(
        message.contains("Turning Point card number 1 (id \"t1\"): unknown variant `the_tallest`"),
        "{message}"
    );
    assert!(message.contains("(line 6, column"), "{message}");

    let three_tags = format!(
        r#"{GOOD_START}
  "load": [{{ "id": "l1", "title": "A heavy week", "relief": ["Talk", "Rest", "Talk"] }}]
}}"#
    );
    let (kind, message) = kind_and_message(&three_tags);
    assert_eq!(kind, ErrorKind::DamagedFile);
    assert!(
        message.contains("Load card number 1 (id \"l1\"): "),
        "{message}"
    );
}

#[test]
fn an_unknown_catalog_field_is_named() {
    let json = format!("{GOOD_START}\n  \"nmae\": \"typo\"\n}}");
    let (kind, message) = kind_and_message(&json);
    assert_eq!(kind, ErrorKind::DamagedFile);
    assert!(
        message.starts_with("This catalog file could not be read: unknown field `nmae`"),
        "{message}"
    );
    assert!(message.contains("(line 6, column 8)"), "{message}");
}

#[test]
fn a_catalog_survives_a_json_round_trip() {
    let sample = Catalog::sample();
    let json = sample.to_json();
    let back = Catalog::from_json(&json).unwrap();
    assert_eq!(back, sample);
    assert_eq!(back.to_json(), json, "writing is stable");

    let mut edited = sample.clone();
    edited.action[0].copies = 3;
    edited.version = "2".to_owned();
    edited.sample = false;
    let back = Catalog::from_json(&edited.to_json()).unwrap();
    assert_eq!(back, edited);
    assert_eq!(back.deck_sizes().action, 26);
}

#[test]
fn to_json_writes_the_header_first_and_leaves_out_single_copies() {
    let json = Catalog::sample().to_json();
    assert!(
        json.starts_with(
            "{\n  \"format\": \"loadout-catalog\",\n  \"format_version\": 2,\n  \"name\": "
        ),
        "{json}"
    );
    // Version 2 only for a declared language or printed terms: older apps read the rest.
    let mut plain = Catalog::sample();
    plain.language = None;
    assert!(plain.to_json().contains("\"format_version\": 1,"));
    plain.terms.load = Some("Stress".into());
    assert!(plain.to_json().contains("\"format_version\": 2,"));
    assert!(!json.contains("copies"));
    assert!(!json.contains("adhoc"));
}

#[test]
fn optional_fields_take_their_defaults() {
    let json = format!(
        r#"{GOOD_START}
  "action": [{{ "id": "a1", "title": "Nap", "tag": "Rest" }}]
}}"#
    );
    let catalog = Catalog::from_json(&json).unwrap();
    assert_eq!(catalog.version, "");
    assert!(!catalog.sample);
    assert_eq!(catalog.action[0].copies, 1);
    assert!(catalog.action[0].effect.is_zero());
    assert!(catalog.load.is_empty());
}

#[test]
fn deck_sizes_count_copies() {
    let mut catalog = Catalog::sample();
    catalog.life_happens[0].copies = 4;
    catalog.turning_point[7].copies = 2;
    catalog.brotherhood.truncate(3);
    let sizes = catalog.deck_sizes();
    assert_eq!(
        (
            sizes.load,
            sizes.life_happens,
            sizes.action,
            sizes.brotherhood,
            sizes.turning_point
        ),
        (12, 23, 24, 3, 9)
    );
}

#[test]
fn find_looks_in_the_named_deck_only() {
    let sample = Catalog::sample();
    let id = sample.action[4].id.clone();
    assert_eq!(
        sample.find(Deck::Action, &id),
        Some(AnyCard::Action(sample.action[4].clone()))
    );
    assert_eq!(sample.find(Deck::Load, &id), None);
    assert_eq!(sample.find(Deck::Action, &CardId::from("act-99")), None);
    let tp = sample.turning_point[7].clone();
    assert_eq!(
        sample.find(Deck::TurningPoint, &tp.id),
        Some(AnyCard::TurningPoint(tp))
    );
}

fn action(title: &str, tag: &str, effect: Effect) -> AnyCard {
    AnyCard::Action(ActionCard {
        id: CardId::from("adhoc-1"),
        title: title.to_owned(),
        tag: Tag::from(tag),
        effect,
        copies: 1,
        adhoc: true,
    })
}

#[test]
fn validate_card_accepts_a_well_formed_ad_hoc_card() {
    let declared = tags(&["Talk", "Rest"]);
    let card = action(
        "Phone a friend",
        "Talk",
        Effect {
            connection: 1,
            ..Effect::default()
        },
    );
    assert_eq!(validate_card(&card, Some(&declared)), vec![]);
    assert_eq!(validate_card(&card, None), vec![]);
    let sixty = "x".repeat(60);
    assert_eq!(
        validate_card(&action(&sixty, "Talk", Effect::default()), None),
        vec![]
    );
}

#[test]
fn validate_card_checks_declared_tags_only_when_given_them() {
    let sp = &Speaker::ENGLISH;
    let declared = tags(&["Talk", "Rest"]);
    let card = action("Go for a walk", "Move", Effect::default());
    assert_eq!(validate_card(&card, None), vec![]);
    assert_eq!(
        loadout_words::catalog::said(sp, &validate_card(&card, Some(&declared))),
        vec![loadout_words::catalog::SaidProblem {
            deck: Some(Deck::Action),
            card: Some(CardId::from("adhoc-1")),
            message: "Action card \"Go for a walk\" has the tag \"Move\", which is not one of the catalog's approach tags (Talk, Rest): fix the spelling or add it to the approach tags.".to_owned(),
        }]
    );
}

#[test]
fn validate_card_reports_every_problem_of_each_kind_of_card() {
    let id = CardId::from("x");
    let cases = [
        AnyCard::Load(LoadCard {
            id: id.clone(),
            title: " ".to_owned(),
            relief: [Tag::from("Rest"), Tag::from("Rest")],
            copies: 1,
            adhoc: true,
        }),
        AnyCard::LifeHappens(LifeHappensCard {
            id: id.clone(),
            title: "é".repeat(61),
            pressure: 0,
            helpful: [Tag::from(""), Tag::from("Talk")],
            copies: 1,
            adhoc: true,
        }),
        action(
            "Sprint",
            "Move",
            Effect {
                load: 3,
                momentum: 6,
                ..Effect::default()
            },
        ),
        AnyCard::Brotherhood(BrotherhoodCard {
            id: id.clone(),
            title: "Big help".to_owned(),
            receiver: Effect {
                load: -6,
                ..Effect::default()
            },
            giver: Effect::default(),
            copies: 0,
            adhoc: false,
        }),
        AnyCard::TurningPoint(TurningPointCard {
            id: CardId::from(""),
            title: "Storm".to_owned(),
            effect: Effect {
                shield: -8,
                ..Effect::default()
            },
            scope: Scope::LowestMomentum,
            copies: 1,
            adhoc: true,
        }),
    ];
    let declared = tags(&["Talk", "Rest"]);
    let all: Vec<Problem> = cases
        .iter()
        .flat_map(|c| validate_card(c, Some(&declared)))
        .collect();
    expect![[r#"
        Load / x: This Load card has no title: enter the title printed on the card.
        Load / x: This Load card has the same Relief Approach "Rest" twice: a card prints two different approaches.
        Life Happens / x: Life Happens card "ééééééééééééééééééééééééééééééééééééééé…" has a title of 61 characters: shorten it to at most 60.
        Life Happens / x: Life Happens card "ééééééééééééééééééééééééééééééééééééééé…" has an empty Helpful Approach: write the tag printed on the card.
        Life Happens / x: Life Happens card "ééééééééééééééééééééééééééééééééééééééé…" has Pressure 0: Pressure is 1 to 5.
        Action / adhoc-1: Action card "Sprint" has the tag "Move", which is not one of the catalog's approach tags (Talk, Rest): fix the spelling or add it to the approach tags.
        Action / adhoc-1: Action card "Sprint" changes Momentum by +6: a card changes a track by -5 to +5.
        Brotherhood / x: Brotherhood card "Big help" (id x) has 0 copies: a card in the deck has at least 1 copy. Set its copies to 1 or more, or remove the card.
        Brotherhood / x: Brotherhood card "Big help" (id x) changes Load by -6 for the receiver: a card changes a track by -5 to +5.
        Turning Point / -: Turning Point card "Storm" has no id: give it one that no other card of its catalog uses.
        Turning Point / -: Turning Point card "Storm" changes Shield by -8: a card changes a track by -5 to +5.
    "#]]
    .assert_eq(&render(&all));
}

#[test]
fn the_example_in_the_format_guide_is_a_valid_catalog() {
    let guide = include_str!("../../../docs/catalog-format.md");
    let start = guide
        .find("```json\n")
        .expect("the guide has a JSON example")
        + "```json\n".len();
    let end = start + guide[start..].find("```").unwrap();
    let catalog = Catalog::from_json(&guide[start..end]).expect("the example reads");
    assert_eq!(render(&catalog.validate()), "");
    assert_eq!(
        catalog.deck_sizes().life_happens,
        3,
        "copies: 2 counts twice"
    );
}

/// Issue 16: the editor shows these to a facilitator, who never sees the file's keys.
#[test]
fn problems_are_in_a_facilitators_words_not_the_files() {
    let sp = &Speaker::ENGLISH;
    let mut a = Catalog::sample();
    a.name = String::new();
    a.tags.extend(tags(&["Talk", "", "Plan "]));
    a.action[0].tag = Tag::from("Chat");
    a.load[0].copies = 0;
    let mut b = Catalog::sample();
    b.tags.clear();
    let problems: Vec<Problem> = a.validate().into_iter().chain(b.validate()).collect();
    let messages: Vec<String> = problems
        .iter()
        .map(|a| loadout_words::catalog::problem(sp, a))
        .collect();
    for kind in [
        "no name",
        "listed twice",
        "is empty",
        "space at its start",
        "0 copies",
        "Chat",
        "no approach tags",
    ] {
        assert!(
            messages.iter().any(|m| m.contains(kind)),
            "no problem says {kind:?}: {messages:#?}"
        );
    }
    let pasted = loadout_words::paste::paste_rows(
        sp,
        Deck::Action,
        "Run,Move,0,0,1,0,1,act-x,extra",
        &Catalog::sample(),
    );
    let row: Vec<String> = pasted.problems.iter().map(|p| p.message.clone()).collect();
    assert!(
        row.iter().any(|m| m.contains("an Action card has")),
        "{row:?}"
    );
    for m in messages
        .iter()
        .map(String::as_str)
        .chain(row.iter().map(String::as_str))
    {
        for json in [
            "\"name\"",
            "\"tags\"",
            "\"copies\"",
            "[\"",
            " 1 cards",
            "a Action",
        ] {
            assert!(!m.contains(json), "{json} in: {m}");
        }
    }
}
