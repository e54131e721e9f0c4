//! Every QR code we make is read back by two real decoders (rqrr, and zbarimg when installed)
//! and must give the payload text exactly.

use loadout_results::{
    display_names, parse, payload, qr, Names, Payload, Row, Sheet, Shortening, Status, Tracks,
};
use std::path::PathBuf;
use std::process::Command;

/// Names of exactly `len` characters, all different.
fn long_names(players: usize, len: usize, letter: char) -> Vec<String> {
    (0..players)
        .map(|i| {
            let mut name: String = std::iter::repeat_n(letter, len - 1).collect();
            name.push(char::from(b'A' + i as u8));
            name
        })
        .collect()
}

fn sheet(names: &[String], ties: bool, status: Status) -> Sheet {
    Sheet {
        edition: "v1.1".into(),
        date: Some("2025-05-04".into()),
        sample: true,
        status,
        rows: names
            .iter()
            .enumerate()
            .map(|(i, name)| Row {
                place: if ties { 1 } else { i as u8 + 1 },
                name: name.clone(),
                score: if ties { 16 } else { 30 - i as i16 },
                tracks: Some(Tracks {
                    load: 10,
                    connection: 10,
                    momentum: 10,
                }),
            })
            .collect(),
    }
}

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
            println!("zbarimg is not installed (Debian: zbar-tools): skipping its check");
            return None;
        }
        Err(e) => panic!("zbarimg could not run: {e}"),
    };
    assert!(output.status.success(), "zbarimg read nothing: {output:?}");
    let text = String::from_utf8(output.stdout).expect("UTF-8 from zbarimg");
    Some(text.strip_suffix('\n').unwrap_or(&text).to_owned())
}

/// Both decoders read the PNG back to the exact payload, and the payload parses back to its sheet.
fn check_reads_back(p: &Payload, tag: &str) {
    assert!(p.version() <= loadout_results::payload::MAX_VERSION);
    let png = qr::png(p).unwrap();
    assert_eq!(decode_rqrr(&png), p.text(), "rqrr, {tag}");
    if let Some(text) = decode_zbar(&png, tag) {
        assert_eq!(text, p.text(), "zbarimg, {tag}");
    }
    assert_eq!(parse(p.text()).unwrap(), *p.sheet(), "{tag}");
}

#[test]
fn two_and_six_players_with_the_longest_names_read_back_with_every_names_option() {
    for players in [2, 6] {
        for (script, letter) in [("ascii", 'W'), ("accented", 'é'), ("emoji", '🦊')] {
            let entered = long_names(players, 24, letter);
            for names in [Names::AsEntered, Names::Initials, Names::SeatNumbers] {
                let shown = display_names(&entered, names);
                for (ties, status) in [
                    (false, Status::Final),
                    (
                        true,
                        Status::InProgress {
                            round: 6,
                            rounds: 6,
                        },
                    ),
                ] {
                    let tag = format!("{players}p-{script}-{names:?}-ties{ties}");
                    let p = payload(&sheet(&shown, ties, status)).unwrap();
                    check_reads_back(&p, &tag);
                }
            }
        }
    }
}

#[test]
fn the_worst_table_the_rules_allow_still_fits_one_code() {
    // 6 players, 24 four-byte characters each, all tied, game not finished: the longest text.
    let entered = long_names(6, 24, '🦊');
    let p = payload(&sheet(
        &entered,
        true,
        Status::InProgress {
            round: 6,
            rounds: 6,
        },
    ))
    .unwrap();
    assert!(p.shortening() <= Shortening::Names3);
    check_reads_back(&p, "worst");
}

#[test]
fn the_svg_holds_the_same_code_as_the_png() {
    let entered = long_names(6, 24, 'W');
    let p = payload(&sheet(&entered, false, Status::Final)).unwrap();
    let svg = qr::svg(&p);
    assert!(svg.starts_with("<?xml") && svg.contains("<svg") && svg.ends_with("</svg>"));
    // Rasterise the SVG with ImageMagick when present and decode it like the PNG.
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR"));
    let (svg_path, png_path) = (dir.join("results-svg.svg"), dir.join("results-svg.png"));
    std::fs::write(&svg_path, &svg).unwrap();
    match Command::new("convert")
        .arg(&svg_path)
        .arg(&png_path)
        .status()
    {
        Ok(status) if status.success() => {
            let png = std::fs::read(&png_path).unwrap();
            assert_eq!(decode_rqrr(&png), p.text());
        }
        _ => println!("ImageMagick `convert` is not available: the SVG was not rasterised"),
    }
}

#[test]
fn the_png_is_large_with_a_quiet_zone() {
    let p = payload(&sheet(&long_names(2, 5, 'a'), false, Status::Final)).unwrap();
    let image = image::load_from_memory(&qr::png(&p).unwrap())
        .unwrap()
        .to_luma8();
    assert!(image.width() >= qr::MIN_SIZE && image.width() == image.height());
    let modules = 17 + 4 * u32::try_from(p.version()).unwrap() + 8;
    let module = image.width() / modules;
    assert_eq!(image.width() % modules, 0, "whole-pixel modules");
    // The 4-module border is white all round.
    for i in 0..image.width() {
        for edge in [0, 4 * module - 1, image.width() - 1] {
            assert_eq!(image.get_pixel(i, edge).0[0], 255);
            assert_eq!(image.get_pixel(edge, i).0[0], 255);
        }
    }
}

/// Figures for the report: payload bytes and QR version for the sizes the issue names.
#[test]
fn figures() {
    for players in [2, 6] {
        for (script, letter) in [("ascii", 'W'), ("emoji", '🦊')] {
            let entered = long_names(players, 24, letter);
            for names in [Names::AsEntered, Names::Initials, Names::SeatNumbers] {
                let shown = display_names(&entered, names);
                let p = payload(&sheet(&shown, false, Status::Final)).unwrap();
                println!(
                    "{players} players, 24-char {script} names, {names:?}: {} bytes, version {}, {:?}",
                    p.text().len(),
                    p.version(),
                    p.shortening()
                );
            }
        }
    }
}
