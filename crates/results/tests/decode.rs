//! Every QR code we make is read back by two real decoders (rqrr, and zbarimg when installed)
//! and must give the payload text exactly; the text parses back to the results it was made from.

mod common;

use common::{finished, golden, long_names, play};
use loadout_results::payload::MAX_VERSION;
use loadout_results::{parse, payload, qr, Names, Options, Payload, Sheet, Shortening, Status};
use loadout_tracker::session::Session;
use loadout_words::Speaker;
use std::path::PathBuf;
use std::process::Command;

fn decode_rqrr(png: &[u8]) -> String {
    let image = image::load_from_memory(png).expect("a PNG").to_luma8();
    let mut prepared = rqrr::PreparedImage::prepare(image);
    let grids = prepared.detect_grids();
    assert_eq!(grids.len(), 1, "one code in the image");
    grids[0].decode().expect("rqrr reads the code").1
}

/// `None` (with a notice) when zbarimg is not installed.
fn decode_zbar(png: &[u8], tag: &str) -> Option<String> {
    let path = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("results-{tag}.png"));
    std::fs::write(&path, png).unwrap();
    let output = match Command::new("zbarimg")
        .args(["--quiet", "--raw"])
        .arg(&path)
        .output()
    {
        Ok(output) => output,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            println!("NOTICE: zbarimg is not installed (Debian: zbar-tools): its check is skipped");
            return None;
        }
        Err(e) => panic!("zbarimg could not run: {e}"),
    };
    assert!(output.status.success(), "zbarimg read nothing: {output:?}");
    let text = String::from_utf8(output.stdout).expect("UTF-8 from zbarimg");
    Some(text.strip_suffix('\n').unwrap_or(&text).to_owned())
}

/// Both decoders read the PNG back to the exact payload, which parses back to its sheet.
fn check_reads_back(p: &Payload, tag: &str) {
    let sp = &Speaker::ENGLISH;
    assert!(p.version() <= MAX_VERSION, "{tag}: version {}", p.version());
    let png = qr::png(sp, p).unwrap();
    assert_eq!(decode_rqrr(&png), p.text(), "rqrr, {tag}");
    if let Some(text) = decode_zbar(&png, tag) {
        assert_eq!(text, p.text(), "zbarimg, {tag}");
    }
    assert_eq!(parse(sp, p.text()).unwrap(), *p.sheet(), "{tag}");
}

fn options(names: Names) -> Options {
    Options {
        names,
        date: Some("2025-05-10".into()),
    }
}

const SCRIPTS: [(&str, char); 3] = [("ascii", 'W'), ("accented", 'é'), ("emoji", '🦊')];
const NAMES: [Names; 3] = [Names::AsEntered, Names::Initials, Names::SeatNumbers];

/// A finished game of `players` with names of 24 `letter`s reads back with every names option.
fn finished_game_reads_back(players: usize, script: &str, letter: char) {
    let sp = &Speaker::ENGLISH;
    let entered = long_names(players, 24, letter);
    let names: Vec<&str> = entered.iter().map(String::as_str).collect();
    let session = finished(&names, true, 7);
    for option in NAMES {
        let tag = format!("{players}p-{script}-{option:?}");
        let sheet = Sheet::from_session(sp, &session, &options(option));
        assert_eq!(sheet.status, Status::Final);
        let p = payload(sp, &sheet).unwrap();
        check_reads_back(&p, &tag);
        assert!(p.text().contains("\nSample deck\n"), "{tag}");
        if option != Names::AsEntered {
            assert!(
                !p.text().contains(&entered[0][..4]),
                "{tag}: an entered name leaked"
            );
        }
    }
}

// One test per table, so that the harness decodes them in parallel.
#[test]
fn two_players_with_24_character_ascii_names() {
    finished_game_reads_back(2, "ascii", 'W');
}

#[test]
fn two_players_with_24_character_accented_names() {
    finished_game_reads_back(2, "accented", 'é');
}

#[test]
fn two_players_with_24_character_emoji_names() {
    finished_game_reads_back(2, "emoji", '🦊');
}

#[test]
fn six_players_with_24_character_ascii_names() {
    finished_game_reads_back(6, "ascii", 'W');
}

#[test]
fn six_players_with_24_character_accented_names() {
    finished_game_reads_back(6, "accented", 'é');
}

#[test]
fn six_players_with_24_character_emoji_names() {
    finished_game_reads_back(6, "emoji", '🦊');
}

#[test]
fn the_longest_text_the_rules_allow_still_fits_one_code() {
    let sp = &Speaker::ENGLISH;
    // Right after setup all six players are tied on L3 C3 M1: every name is in the lead line.
    let steps = [
        Shortening::Names6,
        Shortening::BriefWinners,
        Shortening::Names3,
    ];
    for ((script, letter), step) in SCRIPTS.into_iter().zip(steps) {
        let entered = long_names(6, 24, letter);
        let names: Vec<&str> = entered.iter().map(String::as_str).collect();
        let session = play(&names, true, 1, 6);
        let sheet = Sheet::from_session(sp, &session, &options(Names::AsEntered));
        assert_eq!(sheet.leaders().count(), 6);
        let p = payload(sp, &sheet).unwrap();
        assert_eq!(p.shortening(), step, "{script}");
        check_reads_back(&p, &format!("all-tied-{script}"));
    }
}

#[test]
fn the_golden_six_player_game_reads_back_with_its_shared_win() {
    let sp = &Speaker::ENGLISH;
    let session = golden("six-players");
    let p = payload(
        sp,
        &Sheet::from_session(sp, &session, &options(Names::AsEntered)),
    )
    .unwrap();
    check_reads_back(&p, "golden-six");
    assert!(p.text().ends_with("\nShared win: Ana, Eli"), "{}", p.text());
    assert!(p.text().contains("\n1. Ana 22 (L3 C8 M"), "{}", p.text());
}

#[test]
fn the_svg_draws_the_same_modules_as_the_code() {
    let sp = &Speaker::ENGLISH;
    let session = golden("six-players");
    let p = payload(
        sp,
        &Sheet::from_session(sp, &session, &options(Names::AsEntered)),
    )
    .unwrap();
    let svg = qr::svg(&p);
    assert!(svg.starts_with("<?xml") && svg.ends_with("</svg>"));
    // Paint the SVG's path (`M{x} {y}h{w}v{h}H{x}V{y}` squares) and decode the picture.
    let size: u32 = attribute(&svg, "width");
    let mut image = image::GrayImage::from_pixel(size, size, image::Luma([255]));
    let path = &svg[svg.find(" d=\"").unwrap() + 4..];
    let path = &path[..path.find('"').unwrap()];
    for square in path.split('M').filter(|s| !s.is_empty()) {
        let numbers: Vec<u32> = square
            .split(|c: char| !c.is_ascii_digit())
            .filter(|s| !s.is_empty())
            .map(|s| s.parse().unwrap())
            .collect();
        let [x, y, w, h, ..] = numbers[..] else {
            panic!("unexpected path segment {square}")
        };
        for dy in 0..h {
            for dx in 0..w {
                image.put_pixel(x + dx, y + dy, image::Luma([0]));
            }
        }
    }
    let mut png = std::io::Cursor::new(Vec::new());
    image.write_to(&mut png, image::ImageFormat::Png).unwrap();
    assert_eq!(decode_rqrr(png.get_ref()), p.text());
}

fn attribute(svg: &str, name: &str) -> u32 {
    let start = svg.find(&format!(" {name}=\"")).unwrap() + name.len() + 3;
    svg[start..start + svg[start..].find('"').unwrap()]
        .parse()
        .unwrap()
}

#[test]
fn the_png_is_large_with_a_white_quiet_zone() {
    let sp = &Speaker::ENGLISH;
    let session = golden("two-players");
    let p = payload(sp, &Sheet::from_session(sp, &session, &Options::default())).unwrap();
    let image = image::load_from_memory(&qr::png(sp, &p).unwrap())
        .unwrap()
        .to_luma8();
    assert!(image.width() >= qr::MIN_SIZE && image.width() == image.height());
    let modules = 17 + 4 * u32::try_from(p.version()).unwrap() + 8;
    assert_eq!(image.width() % modules, 0, "whole-pixel modules");
    let quiet = 4 * (image.width() / modules);
    for i in 0..image.width() {
        for edge in (0..quiet).chain(image.width() - quiet..image.width()) {
            assert_eq!(image.get_pixel(i, edge).0[0], 255);
            assert_eq!(image.get_pixel(edge, i).0[0], 255);
        }
    }
}

/// Figures for the report (`cargo test -p loadout-results --test decode figures -- --nocapture`).
#[test]
fn figures() {
    let sp = &Speaker::ENGLISH;
    let report = |label: &str, session: &Session, option: Names| {
        let p = payload(sp, &Sheet::from_session(sp, session, &options(option))).unwrap();
        println!(
            "{label}, {option:?}: {} bytes, version {}, {:?}",
            p.text().len(),
            p.version(),
            p.shortening()
        );
    };
    for players in [2, 6] {
        for (script, letter) in SCRIPTS {
            let entered = long_names(players, 24, letter);
            let names: Vec<&str> = entered.iter().map(String::as_str).collect();
            let session = finished(&names, true, 7);
            for option in NAMES {
                report(
                    &format!("{players} players, 24-char {script} names"),
                    &session,
                    option,
                );
            }
        }
    }
    for golden_game in ["two-players", "four-players", "six-players"] {
        report(golden_game, &golden(golden_game), Names::AsEntered);
    }
}
