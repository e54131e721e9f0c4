//! With sharing off the app listens on nothing; on, on exactly the one address and port chosen;
//! off again, on nothing. Through the app's real command layer (its context, capabilities and
//! IPC on Tauri's mock runtime). The sockets are read from /proc: this process's listening TCP
//! sockets, whoever opened them. Alone in its test binary, so no other test's server is counted.

use loadout_companion::{context, with_commands};
use serde_json::{json, Value};
use std::collections::HashSet;
use tauri::ipc::{CallbackFn, InvokeBody};
use tauri::test::{get_ipc_response, mock_builder, INVOKE_KEY};
use tauri::webview::InvokeRequest;
use tauri::WebviewWindowBuilder;

/// This process's listening TCP sockets (IPv4 and IPv6), as "address:port" in /proc's hex.
fn listening() -> Vec<(String, u16)> {
    let inodes: HashSet<String> = std::fs::read_dir("/proc/self/fd")
        .expect("/proc/self/fd")
        .filter_map(|e| std::fs::read_link(e.ok()?.path()).ok())
        .filter_map(|target| {
            let target = target.to_string_lossy().into_owned();
            Some(
                target
                    .strip_prefix("socket:[")?
                    .strip_suffix(']')?
                    .to_owned(),
            )
        })
        .collect();
    let mut found = Vec::new();
    for table in ["/proc/self/net/tcp", "/proc/self/net/tcp6"] {
        let Ok(text) = std::fs::read_to_string(table) else {
            continue;
        };
        for line in text.lines().skip(1) {
            let fields: Vec<&str> = line.split_whitespace().collect();
            // local_address is field 1, st field 3 (0A = LISTEN), inode field 9.
            if fields.len() > 9 && fields[3] == "0A" && inodes.contains(fields[9]) {
                let (address, port) = fields[1].split_once(':').expect("addr:port");
                found.push((
                    address.to_owned(),
                    u16::from_str_radix(port, 16).expect("a hex port"),
                ));
            }
        }
    }
    found
}

#[test]
fn the_app_listens_only_while_sharing_and_only_where_chosen() {
    let dir = tempfile::tempdir().unwrap();
    let (core, sharing) = loadout_companion::desktop_core(dir.path().join("data"));
    let app = with_commands(mock_builder())
        .manage(core)
        .manage(sharing)
        .build(context())
        .expect("the app builds");
    let window = WebviewWindowBuilder::new(&app, "main", Default::default())
        .build()
        .unwrap();
    let call = |cmd: &str, req: Value| -> Result<Value, Value> {
        let body = if req.is_null() {
            InvokeBody::default()
        } else {
            InvokeBody::Json(json!({ "req": req }))
        };
        get_ipc_response(
            &window,
            InvokeRequest {
                cmd: cmd.into(),
                callback: CallbackFn(0),
                error: CallbackFn(1),
                url: "tauri://localhost".parse().unwrap(),
                body,
                headers: Default::default(),
                invoke_key: INVOKE_KEY.to_string(),
            },
        )
        .map(|b| b.deserialize::<Value>().unwrap())
    };
    assert_eq!(listening(), [], "sharing is off when the app starts");

    let game = call(
        "session_new",
        json!({ "players": ["Ana", "Ben"], "real_talk": false, "catalog_id": "sample",
                "starting_seat": { "seat": 0 } }),
    )
    .unwrap();
    assert_eq!(listening(), [], "starting a game does not share it");
    assert_eq!(call("share_status", Value::Null).unwrap(), Value::Null);

    let interfaces = call("share_interfaces", Value::Null).unwrap();
    assert!(interfaces
        .as_array()
        .unwrap()
        .iter()
        .any(|i| i["address"] == "127.0.0.1" && i["loopback"] == true));
    // An address this computer does not have is refused, and nothing listens.
    let refused = call(
        "share_start",
        json!({ "id": game["id"], "address": "192.0.2.1", "port": null }),
    )
    .unwrap_err();
    assert_eq!(refused["code"], "invalid_input");
    assert_eq!(listening(), []);

    let status = call(
        "share_start",
        json!({ "id": game["id"], "address": "127.0.0.1", "port": null }),
    )
    .unwrap();
    let port = status["port"].as_u64().unwrap() as u16;
    // 0100007F is 127.0.0.1 as /proc writes it.
    assert_eq!(listening(), [("0100007F".to_owned(), port)]);
    assert_eq!(status["links"].as_array().unwrap().len(), 2);
    assert!(status["links"][0]["url"]
        .as_str()
        .unwrap()
        .starts_with(&format!("http://127.0.0.1:{port}/#")));
    assert_eq!(call("share_status", Value::Null).unwrap(), status);

    call("share_stop", Value::Null).unwrap();
    assert_eq!(listening(), [], "stopping closes the socket");
    assert_eq!(call("share_status", Value::Null).unwrap(), Value::Null);
    assert!(std::net::TcpStream::connect(("127.0.0.1", port)).is_err());
}
