//! The game's terms as a catalog prints them, and the language code a catalog declares: plain
//! values that the catalog, the setup event and the error type share.

use crate::card::Deck;
use crate::text::{self, TextRule};
use serde::{Deserialize, Serialize};

/// A term of the game that a deck prints in its own words (docs/glossary.md): the tracks, the
/// Shield, Pressure and the decks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Term {
    Load,
    Connection,
    Momentum,
    Shield,
    Pressure,
    LifeHappens,
    Action,
    Brotherhood,
    TurningPoint,
}

impl Term {
    pub const ALL: [Term; 9] = [
        Term::Load,
        Term::Connection,
        Term::Momentum,
        Term::Shield,
        Term::Pressure,
        Term::LifeHappens,
        Term::Action,
        Term::Brotherhood,
        Term::TurningPoint,
    ];

    /// Its id in `locales/<lang>/terms.ftl`, without the dash ("life-happens").
    pub fn id(self) -> &'static str {
        match self {
            Term::Load => "load",
            Term::Connection => "connection",
            Term::Momentum => "momentum",
            Term::Shield => "shield",
            Term::Pressure => "pressure",
            Term::LifeHappens => "life-happens",
            Term::Action => "action",
            Term::Brotherhood => "brotherhood",
            Term::TurningPoint => "turning-point",
        }
    }

    /// The deck it names, whose cards' word (`-load-card`) follows it; `None` for a track alone.
    pub fn deck(self) -> Option<Deck> {
        match self {
            Term::Load => Some(Deck::Load),
            Term::LifeHappens => Some(Deck::LifeHappens),
            Term::Action => Some(Deck::Action),
            Term::Brotherhood => Some(Deck::Brotherhood),
            Term::TurningPoint => Some(Deck::TurningPoint),
            Term::Connection | Term::Momentum | Term::Shield | Term::Pressure => None,
        }
    }
}

/// The game's terms as a catalog's cards print them; each one left out is the app's own word.
#[derive(Debug, Clone, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(deny_unknown_fields)]
pub struct PrintedTerms {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub load: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub connection: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub momentum: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub shield: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pressure: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub life_happens: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub action: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub brotherhood: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub turning_point: Option<String>,
}

impl PrintedTerms {
    /// How the cards print `term`, if the catalog says.
    pub fn get(&self, term: Term) -> Option<&str> {
        match term {
            Term::Load => &self.load,
            Term::Connection => &self.connection,
            Term::Momentum => &self.momentum,
            Term::Shield => &self.shield,
            Term::Pressure => &self.pressure,
            Term::LifeHappens => &self.life_happens,
            Term::Action => &self.action,
            Term::Brotherhood => &self.brotherhood,
            Term::TurningPoint => &self.turning_point,
        }
        .as_deref()
    }

    /// Every declared term with its printed text, in `Term::ALL` order.
    pub fn declared(&self) -> impl Iterator<Item = (Term, &str)> {
        Term::ALL
            .into_iter()
            .filter_map(|term| self.get(term).map(|text| (term, text)))
    }

    /// No term declared.
    pub fn is_empty(&self) -> bool {
        self.declared().next().is_none()
    }

    /// The declared terms that pass the text rules, trimmed: what the app says. A term that does
    /// not pass is a catalog problem (`Catalog::validate`) and stays the app's word.
    pub fn usable(&self) -> PrintedTerms {
        let mut usable = PrintedTerms::default();
        for (term, text) in self.declared() {
            if text::check(text, TextRule::TERM).is_ok() {
                *usable.slot(term) = Some(text.trim().to_owned());
            }
        }
        usable
    }

    fn slot(&mut self, term: Term) -> &mut Option<String> {
        match term {
            Term::Load => &mut self.load,
            Term::Connection => &mut self.connection,
            Term::Momentum => &mut self.momentum,
            Term::Shield => &mut self.shield,
            Term::Pressure => &mut self.pressure,
            Term::LifeHappens => &mut self.life_happens,
            Term::Action => &mut self.action,
            Term::Brotherhood => &mut self.brotherhood,
            Term::TurningPoint => &mut self.turning_point,
        }
    }
}

/// Whether `code` is a language code as BCP 47 writes it ("de", "pt-BR", "sr-Latn"), with a
/// language of two or three letters (not "deutsch", which the syntax allows): `Ok` when it is,
/// else the code's canonical form when it has one ("de-de" → "de-DE").
pub fn check_language(code: &str) -> std::result::Result<(), Option<String>> {
    match code.parse::<unic_langid::LanguageIdentifier>() {
        Ok(id) if !(2..=3).contains(&id.language.as_str().len()) => Err(None),
        Ok(id) => {
            let canonical = id.to_string();
            match canonical == code {
                true => Ok(()),
                false => Err(Some(canonical)),
            }
        }
        Err(_) => Err(None),
    }
}
