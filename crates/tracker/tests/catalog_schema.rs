//! docs/schemas/catalog.schema.json agrees with the catalog the app reads: it accepts the sample
//! deck and refuses what the app refuses.

use loadout_tracker::catalog::Catalog;
use serde_json::{json, Value};

const SCHEMA: &str = include_str!("../../../docs/schemas/catalog.schema.json");
const SAMPLE: &str = include_str!("../catalogs/sample.json");

fn validator() -> jsonschema::Validator {
    let schema: Value = serde_json::from_str(SCHEMA).expect("the schema is JSON");
    assert_eq!(
        schema["$schema"], "https://json-schema.org/draft/2020-12/schema",
        "the schema declares JSON Schema 2020-12"
    );
    jsonschema::validator_for(&schema).expect("the schema is a valid JSON Schema")
}

fn sample() -> Value {
    serde_json::from_str(SAMPLE).unwrap()
}

/// The schema's complaints about `instance`, as "path: message" lines.
fn schema_errors(instance: &Value) -> Vec<String> {
    let validator = validator();
    validator
        .iter_errors(instance)
        .map(|e| format!("{}: {e}", e.instance_path()))
        .collect()
}

/// Whether the app accepts `instance`: it reads and has no problems.
fn app_accepts(instance: &Value) -> bool {
    Catalog::from_json(&instance.to_string()).is_ok_and(|c| c.validate().is_empty())
}

#[test]
fn the_schema_accepts_the_sample_deck() {
    assert_eq!(schema_errors(&sample()), Vec::<String>::new());
}

#[test]
fn the_schema_accepts_what_the_app_writes() {
    let mut catalog = Catalog::sample();
    catalog.action[3].copies = 2;
    catalog.sample = false;
    let written: Value = serde_json::from_str(&catalog.to_json()).unwrap();
    assert_eq!(schema_errors(&written), Vec::<String>::new());
}

/// Breaks a good catalog in one way.
type Breakage = fn(&mut Value);

#[test]
fn the_schema_and_the_app_both_refuse_broken_catalogs() {
    let breakages: Vec<(&str, Breakage)> = vec![
        ("wrong format", |c| c["format"] = json!("loadout-session")),
        ("format version 3", |c| c["format_version"] = json!(3)),
        ("empty name", |c| c["name"] = json!("")),
        ("blank name", |c| c["name"] = json!("   ")),
        ("no tags", |c| c["tags"] = json!([])),
        ("tag declared twice", |c| {
            c["tags"].as_array_mut().unwrap().push(json!("Talk"))
        }),
        ("unknown top-level field", |c| c["colour"] = json!("blue")),
        ("empty Load deck", |c| c["load"] = json!([])),
        ("missing Turning Point deck", |c| {
            c.as_object_mut().unwrap().remove("turning_point");
        }),
        ("empty title", |c| c["action"][0]["title"] = json!("")),
        // A title of 60 characters holds at most 960 code points (16 per character).
        ("961-code-point title", |c| {
            c["life_happens"][0]["title"] = json!("x".repeat(961))
        }),
        ("pressure 0", |c| {
            c["life_happens"][1]["pressure"] = json!(0)
        }),
        ("pressure 6", |c| {
            c["life_happens"][1]["pressure"] = json!(6)
        }),
        ("pressure as text", |c| {
            c["life_happens"][1]["pressure"] = json!("2")
        }),
        ("effect +6", |c| {
            c["action"][2]["effect"]["momentum"] = json!(6)
        }),
        ("effect -6", |c| {
            c["brotherhood"][0]["giver"] = json!({ "load": -6 })
        }),
        ("unknown effect field", |c| {
            c["action"][2]["effect"]["mood"] = json!(1)
        }),
        ("copies 0", |c| c["load"][0]["copies"] = json!(0)),
        ("same relief twice", |c| {
            c["load"][0]["relief"] = json!(["Talk", "Talk"])
        }),
        ("one helpful approach", |c| {
            c["life_happens"][0]["helpful"] = json!(["Talk"])
        }),
        ("three relief approaches", |c| {
            c["load"][0]["relief"] = json!(["Talk", "Rest", "Move"])
        }),
        ("unknown scope", |c| {
            c["turning_point"][0]["scope"] = json!("tallest")
        }),
        ("card without id", |c| {
            c["brotherhood"][1].as_object_mut().unwrap().remove("id");
        }),
        ("empty id", |c| c["brotherhood"][1]["id"] = json!("")),
        ("empty tag", |c| c["action"][0]["tag"] = json!("")),
        ("misspelt card field", |c| {
            c["action"][0]["efect"] = json!({ "load": -1 })
        }),
    ];
    for (what, break_it) in breakages {
        let mut broken = sample();
        break_it(&mut broken);
        assert!(
            !schema_errors(&broken).is_empty(),
            "the schema accepts a catalog with {what}"
        );
        assert!(
            !app_accepts(&broken),
            "the app accepts a catalog with {what}"
        );
    }
}

#[test]
fn the_schema_points_at_the_broken_card() {
    let mut broken = sample();
    broken["life_happens"][4]["pressure"] = json!(9);
    let errors = schema_errors(&broken);
    assert_eq!(errors.len(), 1, "{errors:?}");
    assert!(
        errors[0].starts_with("/life_happens/4/pressure: "),
        "{errors:?}"
    );
}

/// Beyond JSON Schema: these only the app catches, as the schema's description says.
#[test]
fn undeclared_tags_and_repeated_ids_are_left_to_the_app() {
    let mut undeclared = sample();
    undeclared["action"][0]["tag"] = json!("Chat");
    assert!(schema_errors(&undeclared).is_empty());
    assert!(!app_accepts(&undeclared));

    let mut repeated = sample();
    repeated["action"][1]["id"] = json!("act-01");
    assert!(schema_errors(&repeated).is_empty());
    assert!(!app_accepts(&repeated));
}
