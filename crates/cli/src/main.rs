//! `loadout`: score, ledger, check, qr and export for Loadout Companion files.
//!
//! Exit status: 0 when all is well, 1 when the input is invalid (the reason and what to do are
//! on stderr), 2 for a usage error (clap's own).

mod check;
mod files;
mod ledger;
mod score;

use clap::{Parser, Subcommand, ValueEnum};
use files::{load_session, write_new, Failure};
use loadout_results::{csv, payload, qr, Names, Options, Sheet};
use loadout_words::Speaker;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

#[derive(Parser)]
#[command(
    name = "loadout",
    version,
    about = "Scores, ledgers, checks and exports for Loadout Companion session and catalog files."
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Print the standings, or the final results of a finished game, with the tie-break of each place.
    Score {
        /// A session file (format "loadout-session").
        file: PathBuf,
        /// Print JSON for scripts instead of a table.
        #[arg(long)]
        json: bool,
    },
    /// Print every turn with each change and its cause.
    Ledger {
        /// A session file (format "loadout-session").
        file: PathBuf,
        /// Print JSON for scripts instead of text.
        #[arg(long)]
        json: bool,
    },
    /// Check a session or a catalog file (told apart by its "format") and list every problem.
    Check {
        /// A session or catalog file.
        file: PathBuf,
    },
    /// Save the results as a QR code that a phone camera reads as plain text.
    Qr {
        /// A session file (format "loadout-session").
        file: PathBuf,
        /// The image to write: a name ending in .png or .svg.
        #[arg(long, value_parser = image_path)]
        out: PathBuf,
        /// How player names appear.
        #[arg(long, value_enum, default_value_t = NamesArg::AsEntered)]
        names: NamesArg,
        /// Leave the date out of the code.
        #[arg(long)]
        no_date: bool,
        /// Replace --out if it exists (the session file itself is never replaced).
        #[arg(long)]
        force: bool,
    },
    /// Save the results (a row per player) or the ledger (a row per change) as CSV.
    Export {
        /// A session file (format "loadout-session").
        file: PathBuf,
        /// Which table to save.
        #[arg(long, value_enum)]
        csv: CsvKind,
        /// The CSV file to write.
        #[arg(long)]
        out: PathBuf,
        /// How player names appear.
        #[arg(long, value_enum, default_value_t = NamesArg::AsEntered)]
        names: NamesArg,
        /// Replace --out if it exists (the session file itself is never replaced).
        #[arg(long)]
        force: bool,
    },
}

/// `--names`: how player names leave the table.
#[derive(Clone, Copy, ValueEnum)]
enum NamesArg {
    /// Nicknames as entered.
    AsEntered,
    /// Initials ("Big Ana" → "BA").
    Initials,
    /// "Seat 1", "Seat 2"…
    Seats,
}

impl From<NamesArg> for Names {
    fn from(arg: NamesArg) -> Names {
        match arg {
            NamesArg::AsEntered => Names::AsEntered,
            NamesArg::Initials => Names::Initials,
            NamesArg::Seats => Names::SeatNumbers,
        }
    }
}

/// `--csv`: which table.
#[derive(Clone, Copy, ValueEnum)]
enum CsvKind {
    /// A row per player: place, name, score, tracks, Shield, tie-break, winner.
    Results,
    /// A row per change: step, round, turn, event, player, stat, before, after, cause.
    Ledger,
}

/// The image format of a QR file, from its name.
#[derive(Clone, Copy, PartialEq, Eq)]
enum ImageKind {
    Png,
    Svg,
}

fn image_kind(path: &Path) -> Option<ImageKind> {
    let ext = path.extension()?.to_str()?.to_ascii_lowercase();
    match ext.as_str() {
        "png" => Some(ImageKind::Png),
        "svg" => Some(ImageKind::Svg),
        _ => None,
    }
}

/// clap check of `qr --out`: a usage error (exit 2) when the name ends in neither .png nor .svg.
fn image_path(value: &str) -> Result<PathBuf, String> {
    let path = PathBuf::from(value);
    match image_kind(&path) {
        Some(_) => Ok(path),
        None => Err("the QR file must end in .png or .svg, e.g. --out results.png".to_owned()),
    }
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match run(cli.command) {
        Ok(()) => ExitCode::SUCCESS,
        Err(failure) => {
            eprintln!("{failure}");
            ExitCode::from(1)
        }
    }
}

fn run(command: Command) -> Result<(), Failure> {
    // The command line tool says its words in English, with the app's own terms (a session's
    // printed terms where it speaks about that session).
    let sp = &Speaker::ENGLISH;
    match command {
        Command::Score { file, json } => {
            let (session, _) = load_session(sp, &file, "score")?;
            print!("{}", score::render(sp, &session, json));
            Ok(())
        }
        Command::Ledger { file, json } => {
            let (session, _) = load_session(sp, &file, "ledger")?;
            print!("{}", ledger::render(sp, &session, json));
            Ok(())
        }
        Command::Check { file } => {
            print!("{}", check::run(sp, &file)?);
            Ok(())
        }
        Command::Qr {
            file,
            out,
            names,
            no_date,
            force,
        } => {
            let (session, meta) = load_session(sp, &file, "qr")?;
            let date = if no_date {
                None
            } else {
                files::play_date(&meta)
            };
            let options = Options {
                names: names.into(),
                date,
            };
            let code = payload(sp, &Sheet::from_session(sp, &session, &options))
                .map_err(|e| Failure::new(format!("{}: {}", file.display(), e.message())))?;
            let bytes = match image_kind(&out) {
                Some(ImageKind::Svg) => qr::svg(&code).into_bytes(),
                _ => qr::png(sp, &code).map_err(|e| Failure::new(e.message().to_owned()))?,
            };
            write_new(&file, &out, &bytes, force)?;
            println!(
                "Saved {}: QR version {} ({} × {} modules), error correction M, {} bytes of text.",
                out.display(),
                code.version(),
                code.code().width(),
                code.code().width(),
                code.text().len()
            );
            println!("{}", code.shortening().describe(sp));
            println!();
            println!("{}", code.text());
            Ok(())
        }
        Command::Export {
            file,
            csv: kind,
            out,
            names,
            force,
        } => {
            let (session, _) = load_session(sp, &file, "export")?;
            let text = match kind {
                CsvKind::Results => csv::results_csv(sp, &session, names.into()),
                CsvKind::Ledger => csv::ledger_csv(sp, &session, names.into()),
            }
            .map_err(|e| Failure::new(format!("{}: {}", file.display(), e.message())))?;
            write_new(&file, &out, text.as_bytes(), force)?;
            println!("Saved {}.", out.display());
            Ok(())
        }
    }
}
