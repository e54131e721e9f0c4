//! Cards pasted from a spreadsheet, read as the app reads them (in the language spoken, every
//! problem in words): the columns, the scope words, each problem by row and column.

use loadout_tracker::card::*;
use loadout_tracker::catalog::Catalog;
use loadout_words::paste::SaidPastedCards;
use loadout_words::Speaker;

fn catalog() -> Catalog {
    Catalog::sample()
}

/// Reads as the app does, in the language spoken, with every problem in words.
fn paste_rows(deck: Deck, text: &str, catalog: &Catalog) -> SaidPastedCards {
    let sp = &Speaker::ENGLISH;
    loadout_words::paste::paste_rows(sp, deck, text, catalog)
}

fn messages(p: &SaidPastedCards) -> Vec<&str> {
    p.problems.iter().map(|p| p.message.as_str()).collect()
}

#[test]
fn reads_tab_separated_rows_with_a_header_and_makes_up_ids() {
    let c = catalog();
    let tag = &c.tags[0].0;
    let text = format!(
        "Title\tTag\tLoad\tConnection\tMomentum\tShield\tCopies\tId\n\
         Call a friend\t{tag}\t-1\t+1\t\t\t2\t\n\
         \n\
         Walk it off\t{tag}\t−2\t0\t1\t1\n"
    );
    let p = paste_rows(Deck::Action, &text, &c);
    assert_eq!(messages(&p), Vec::<&str>::new());
    let n = c.action.len();
    let AnyCard::Action(a) = &p.cards[0] else {
        panic!("an Action card")
    };
    assert_eq!(a.title, "Call a friend");
    assert_eq!(
        a.effect,
        Effect {
            load: -1,
            connection: 1,
            momentum: 0,
            shield: 0
        }
    );
    assert_eq!(a.copies, 2);
    assert_eq!(a.id.0, format!("act-{:02}", n + 1));
    let AnyCard::Action(b) = &p.cards[1] else {
        panic!("an Action card")
    };
    assert_eq!(
        b.effect,
        Effect {
            load: -2,
            connection: 0,
            momentum: 1,
            shield: 1
        }
    );
    assert_eq!(b.copies, 1);
    assert_eq!(b.id.0, format!("act-{:02}", n + 2));
}

#[test]
fn reads_comma_separated_rows_with_quotes_and_scope_words() {
    let c = catalog();
    let text = "\"Storm, then sun\",highest Load,-1,,,\n\
                Fresh start,every player,0,1,0,0,1,tp-new\n\
                Lead the way,the round's starting player,,,1,\n";
    let p = paste_rows(Deck::TurningPoint, text, &c);
    assert_eq!(messages(&p), Vec::<&str>::new());
    let scopes: Vec<Scope> = p
        .cards
        .iter()
        .map(|k| match k {
            AnyCard::TurningPoint(t) => t.scope,
            _ => panic!("a Turning Point"),
        })
        .collect();
    assert_eq!(
        scopes,
        [Scope::HighestLoad, Scope::Everyone, Scope::StartingPlayer]
    );
    let AnyCard::TurningPoint(storm) = &p.cards[0] else {
        panic!("a Turning Point")
    };
    assert_eq!(storm.title, "Storm, then sun");
    assert_eq!(p.cards[1].id().0, "tp-new");
}

#[test]
fn names_every_problem_by_row_and_column_and_adds_nothing() {
    let c = catalog();
    let (t0, t1) = (&c.tags[0].0, &c.tags[1].0);
    let used = &c.load[0].id.0;
    let text = format!(
        "Fine card\t{t0}\t{t1}\n\
         \t{t0}\tTlak\n\
         Same twice\t{t0}\t{t0}\n\
         Lots\t{t0}\t{t1}\tmany\t{used}\n\
         Too wide\t{t0}\t{t1}\t1\tload-99\textra\n\
         Lower\t{}\t{t1}\n",
        t0.to_lowercase()
    );
    let p = paste_rows(Deck::Load, &text, &c);
    assert!(
        p.cards.is_empty(),
        "nothing is added while a row has a problem"
    );
    let rows: Vec<(u32, Option<&str>)> = p
        .problems
        .iter()
        .map(|p| (p.row, p.column.as_deref()))
        .collect();
    assert_eq!(
        rows,
        [
            (2, Some("A")),
            (2, Some("C")),
            (3, None),
            (4, Some("E")),
            (4, Some("D")),
            (5, Some("F")),
            (6, Some("B")),
        ]
    );
    let m = messages(&p);
    assert_eq!(
        m[0],
        "Row 2, column A (Title): no title: type the title printed on the card."
    );
    assert!(
        m[1].starts_with(
            "Row 2, column C (Relief approach 2): \"Tlak\" is not one of the catalog's tags ("
        ),
        "{}",
        m[1]
    );
    assert!(
        m[2].starts_with("Row 3: Load card \"Same twice\""),
        "{}",
        m[2]
    );
    assert!(m[2].contains("twice"), "{}", m[2]);
    assert_eq!(m[3], format!("Row 4, column E (Id): the id \"{used}\" is already used by another card: give this card its own, or leave the cell empty."));
    assert_eq!(
        m[4],
        "Row 4, column D (Copies): \"many\" is not a whole number."
    );
    assert!(
        m[5].starts_with("Row 5, column F (extra cell): a Load card has 5 columns"),
        "{}",
        m[5]
    );
    assert_eq!(m[6], format!("Row 6, column B (Relief approach 1): \"{}\" is spelt \"{t0}\" in the catalog's tags: use that spelling.", t0.to_lowercase()));
}

#[test]
fn checks_numbers_against_what_a_card_prints() {
    let c = catalog();
    let (t0, t1) = (&c.tags[0].0, &c.tags[1].0);
    let p = paste_rows(
        Deck::LifeHappens,
        &format!("Flood\t9\t{t0}\t{t1}\nDrought\t\t{t0}\t{t1}\n"),
        &c,
    );
    assert_eq!(
        messages(&p),
        [
            "Row 1, column B (Pressure): Pressure 9: a card prints 1 to 5.",
            "Row 2, column B (Pressure): empty: type the Pressure printed on the card.",
        ]
    );
    let p = paste_rows(Deck::Brotherhood, "Big help,6,,,,,,,-6\n", &c);
    assert_eq!(
        messages(&p),
        [
            "Row 1, column B (Receiver Load): a change of 6: a card prints -5 to 5.",
            "Row 1, column I (Giver Shield): a change of -6: a card prints -5 to 5.",
        ]
    );
}

#[test]
fn an_empty_paste_says_which_columns_to_copy() {
    let p = paste_rows(Deck::Load, "\n\n", &catalog());
    assert_eq!(
        messages(&p),
        ["There are no rows to add: copy the cards' cells from the spreadsheet, one card a row, in the columns Title, Relief approach 1, Relief approach 2, Copies, Id."]
    );
}
