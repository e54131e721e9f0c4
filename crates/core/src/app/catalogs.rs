//! Catalogs: the sample deck, the facilitator's own, their validation, import and export.

use super::{check_id, file_name_of, found_item, loadout_text, AppCore, SAMPLE_ID};
use crate::api::SaidResult;
use crate::api::{
    ApiError, CardValidateRequest, CatalogDoc, CatalogEntry, CatalogExportRequest, CatalogId,
    CatalogList, CatalogSaveRequest, CatalogValidateRequest, DamagedFile, DraftDoc, DraftEntry,
    DraftPlace, DraftSaveRequest, DraftSaved, PasteColumnsRequest, PasteRowsRequest, ShellCode,
};
use crate::dialog::FileDialog;
use crate::storage::{valid_id, Folder, FILE_MAX_BYTES};
use crate::words::say;
use loadout_tracker::catalog::{validate_card, Catalog};
use loadout_tracker::CatalogInfo;
use loadout_words::catalog::{said, SaidProblem as Problem};
use loadout_words::paste::{self, SaidPastedCards as PastedCards};
use loadout_words::Speaker;
use serde::{Deserialize, Serialize};

impl AppCore {
    pub(super) fn catalog(&self, id: &str) -> Result<Catalog, ApiError> {
        let sp = &self.speaker();
        if id == SAMPLE_ID {
            return Ok(Catalog::sample());
        }
        check_id(sp, id, "catalog")?;
        self.read_stored(
            sp,
            Folder::Catalogs,
            id,
            || say!(sp, "shell-catalog-gone-pick"),
            parse_catalog,
        )
    }

    /// The stored catalog a session's pickers should use: the one the session names by id
    /// (session format 2) while it is still there; for older files, the first with the same name
    /// and version (which reads every stored catalog).
    pub(super) fn catalog_id_for(&self, info: &CatalogInfo) -> Option<String> {
        let sp = &self.speaker();
        if let Some(id) = &info.id {
            let kept =
                id == SAMPLE_ID || (valid_id(id) && self.storage.exists(Folder::Catalogs, id));
            return kept.then(|| id.clone());
        }
        let sample = Catalog::sample();
        if info.sample && info.name == sample.name {
            return Some(SAMPLE_ID.to_owned());
        }
        let found = self.storage.list(Folder::Catalogs).ok()?;
        found.iter().find_map(|f| {
            let catalog = parse_catalog(sp, f.bytes.as_ref().ok()?).ok()?;
            (catalog.name == info.name && catalog.version == info.version)
                .then(|| f.id.clone())
                .flatten()
        })
    }

    /// `catalog_list`: the sample deck first, then the stored catalogs by name.
    pub fn catalog_list(&self) -> Result<CatalogList, ApiError> {
        let sp = &self.speaker();
        let mut catalogs = Vec::new();
        let mut damaged = Vec::new();
        for found in self.storage.list(Folder::Catalogs).said(sp)? {
            let parsed = found_item(sp, &found, "catalog")
                .and_then(|(id, bytes)| Ok((id.to_owned(), parse_catalog(sp, bytes)?)));
            match parsed {
                Ok((id, catalog)) => catalogs.push(entry(id, &catalog)),
                Err(e) => damaged.push(DamagedFile {
                    file_name: found.file_name.clone(),
                    code: e.code,
                    message: e.message,
                }),
            }
        }
        catalogs.sort_by_key(|c| (c.name.to_lowercase(), c.id.clone()));
        catalogs.insert(0, entry(SAMPLE_ID.to_owned(), &Catalog::sample()));
        let mut drafts = Vec::new();
        for found in self.storage.list(Folder::CatalogDrafts).said(sp)? {
            let read = found_item(sp, &found, "draft")
                .and_then(|(id, bytes)| Ok((id.to_owned(), parse_draft(sp, bytes)?)));
            match read {
                Ok((id, draft)) => drafts.push(DraftEntry {
                    id,
                    name: draft.catalog.name.clone(),
                    replaces: draft.replaces.clone(),
                    cards: draft.catalog.cards().len(),
                    problems: draft.catalog.validate().len(),
                    saved: draft.saved.clone(),
                }),
                Err(e) => damaged.push(DamagedFile {
                    file_name: format!("{}/{}", Folder::CatalogDrafts.dir_name(), found.file_name),
                    code: e.code,
                    message: e.message,
                }),
            }
        }
        drafts.sort_by(|a, b| (&b.saved, &b.id).cmp(&(&a.saved, &a.id)));
        Ok(CatalogList {
            catalogs,
            damaged,
            drafts,
        })
    }

    /// `catalog_draft_save`: keeps a catalog as it is being typed, problems and all, so that
    /// closing the editor or the app loses nothing. Written like every other file (temp file,
    /// fsync, rename); the stored catalog it changes is not touched until `catalog_save`.
    pub fn catalog_draft_save(&self, req: DraftSaveRequest) -> Result<DraftSaved, ApiError> {
        let sp = &self.speaker();
        if let Some(id) = &req.id {
            check_id(sp, id, "draft")?;
        }
        if let Some(replaces) = &req.replaces {
            check_id(sp, replaces, "catalog")?;
        }
        let saved = self.now();
        let file = DraftFile {
            format: DRAFT_FORMAT.to_owned(),
            version: 1,
            saved: Some(saved.clone()),
            replaces: req.replaces,
            place: req.place,
            catalog: req.catalog,
        };
        let json = serde_json::to_string_pretty(&file).expect("a draft serializes");
        // A draft that could not be read back would be lost: refuse it while it is on screen.
        if json.len() as u64 > FILE_MAX_BYTES {
            return Err(ApiError::new(
                ShellCode::InvalidInput,
                say!(sp, "shell-draft-too-large"),
            ));
        }
        let _writing = self.lock();
        let id = match req.id {
            Some(id) => id,
            None => self.new_draft_id(),
        };
        self.storage
            .write(Folder::CatalogDrafts, &id, json.as_bytes())
            .said(sp)?;
        Ok(DraftSaved { id, saved })
    }

    /// `catalog_draft_get`: a draft to go on typing, where it was left.
    pub fn catalog_draft_get(&self, req: CatalogId) -> Result<DraftDoc, ApiError> {
        let sp = &self.speaker();
        check_id(sp, &req.id, "draft")?;
        let draft = self.read_stored(
            sp,
            Folder::CatalogDrafts,
            &req.id,
            || say!(sp, "shell-draft-gone"),
            parse_draft,
        )?;
        Ok(DraftDoc {
            id: req.id,
            problems: said(sp, &draft.catalog.validate()),
            replaces: draft.replaces,
            place: draft.place,
            catalog: draft.catalog,
            saved: draft.saved,
        })
    }

    /// `catalog_draft_delete`: throws a draft away (the UI asks first); the list after it.
    pub fn catalog_draft_delete(&self, req: CatalogId) -> Result<CatalogList, ApiError> {
        let sp = &self.speaker();
        check_id(sp, &req.id, "draft")?;
        if !self.storage.exists(Folder::CatalogDrafts, &req.id) {
            return Err(ApiError::new(
                ShellCode::NotFound,
                say!(sp, "shell-draft-gone"),
            ));
        }
        self.storage
            .delete(Folder::CatalogDrafts, &req.id)
            .said(sp)?;
        self.catalog_list()
    }

    fn new_draft_id(&self) -> String {
        self.new_id(|id| self.storage.exists(Folder::CatalogDrafts, id))
    }

    /// `catalog_get`: one catalog and its problems.
    pub fn catalog_get(&self, req: CatalogId) -> Result<CatalogDoc, ApiError> {
        let sp = &self.speaker();
        let catalog = self.catalog(&req.id)?;
        Ok(CatalogDoc {
            problems: said(sp, &catalog.validate()),
            id: req.id,
            catalog,
        })
    }

    /// `catalog_paste_columns`: the columns of a row pasted for a deck, in order.
    pub fn catalog_paste_columns(&self, req: PasteColumnsRequest) -> Result<Vec<String>, ApiError> {
        let sp = &self.speaker();
        Ok(paste::columns(sp, req.deck))
    }

    /// `catalog_paste_rows`: rows pasted from a spreadsheet, read as cards (or every row's
    /// problem); nothing saved.
    pub fn catalog_paste_rows(&self, req: PasteRowsRequest) -> Result<PastedCards, ApiError> {
        let sp = &self.speaker();
        // A spreadsheet of a printed deck is a few kilobytes; far more is not a paste of cards.
        const MAX_PASTE_BYTES: usize = 1024 * 1024;
        if req.text.len() > MAX_PASTE_BYTES {
            return Err(ApiError::new(
                ShellCode::InvalidInput,
                say!(sp, "shell-paste-too-long"),
            ));
        }
        Ok(paste::paste_rows(sp, req.deck, &req.text, &req.catalog))
    }

    /// `session_catalog`: the catalog session `req.id`'s pickers offer (the one it was started
    /// with); `not_found` when it has none or it is gone (cards are then typed in).
    pub fn session_catalog(&self, req: crate::api::SessionId) -> Result<CatalogDoc, ApiError> {
        let sp = &self.speaker();
        let catalog_id = {
            let mut open = self.lock();
            self.get(sp, &mut open, &req.id)?.catalog_id.clone()
        };
        let id = catalog_id.ok_or_else(|| {
            ApiError::new(ShellCode::NotFound, say!(sp, "shell-session-catalog-gone"))
        })?;
        self.catalog_get(CatalogId { id })
    }

    /// `catalog_validate`: every problem of a catalog being edited; nothing saved.
    pub fn catalog_validate(&self, req: CatalogValidateRequest) -> Result<Vec<Problem>, ApiError> {
        let sp = &self.speaker();
        Ok(said(sp, &req.catalog.validate()))
    }

    /// `card_validate`: every problem of one card (an ad hoc card typed at the table).
    pub fn card_validate(&self, req: CardValidateRequest) -> Result<Vec<Problem>, ApiError> {
        let sp = &self.speaker();
        Ok(said(sp, &validate_card(&req.card, req.tags.as_deref())))
    }

    /// `catalog_save`: saves a valid catalog (new when `id` is `None`); refuses an invalid one
    /// with every problem listed and nothing written.
    pub fn catalog_save(&self, req: CatalogSaveRequest) -> Result<CatalogDoc, ApiError> {
        let sp = &self.speaker();
        let problems = said(sp, &req.catalog.validate());
        if !problems.is_empty() {
            return Err(ApiError::invalid_catalog(
                sp,
                &say!(sp, "shell-catalog-not-saved"),
                problems,
            ));
        }
        // Held while choosing the id and writing: two saves at once never pick the same new id.
        let _writing = self.lock();
        let id = match req.id {
            Some(id) if id == SAMPLE_ID => {
                return Err(ApiError::new(
                    ShellCode::InvalidInput,
                    say!(sp, "shell-sample-unchangeable"),
                ))
            }
            Some(id) => {
                check_id(sp, &id, "catalog")?;
                // Never overwrite what can't be read: a damaged file stays as it is.
                self.catalog(&id)?;
                id
            }
            None => self.new_catalog_id(&req.catalog.name),
        };
        self.storage
            .write(Folder::Catalogs, &id, req.catalog.to_json().as_bytes())
            .said(sp)?;
        // The catalog is saved: its draft has done its work. One that can't be removed now (disk
        // trouble) stays listed, harmless, to be deleted later.
        if let Some(draft) = req.draft.filter(|d| valid_id(d)) {
            let _ = self.storage.delete(Folder::CatalogDrafts, &draft);
        }
        Ok(CatalogDoc {
            id,
            catalog: req.catalog,
            problems: Vec::new(),
        })
    }

    /// `catalog_delete`: removes a stored catalog (sessions keep their own copies of the cards).
    pub fn catalog_delete(&self, req: CatalogId) -> Result<CatalogList, ApiError> {
        let sp = &self.speaker();
        if req.id == SAMPLE_ID {
            return Err(ApiError::new(
                ShellCode::InvalidInput,
                say!(sp, "shell-sample-undeletable"),
            ));
        }
        check_id(sp, &req.id, "catalog")?;
        if !self.storage.exists(Folder::Catalogs, &req.id) {
            return Err(ApiError::new(
                ShellCode::NotFound,
                say!(sp, "shell-catalog-gone"),
            ));
        }
        self.storage.delete(Folder::Catalogs, &req.id).said(sp)?;
        self.catalog_list()
    }

    /// `catalog_import`: reads the catalog file the facilitator picks in the file dialog and
    /// keeps it as a new catalog; `None` when they close the dialog. A file with problems is
    /// refused with every problem listed; nothing is changed.
    pub fn catalog_import(&self) -> Result<Option<CatalogDoc>, ApiError> {
        let sp = &self.speaker();
        let Some((name, catalog)) = self.import_file(
            sp,
            say!(sp, "dialog-import-catalog"),
            say!(sp, "filter-catalog"),
            |a| parse_catalog(sp, a),
        )?
        else {
            return Ok(None);
        };
        let problems = said(sp, &catalog.validate());
        if !problems.is_empty() {
            return Err(ApiError::invalid_catalog(
                sp,
                &say!(sp, "shell-not-imported", name = name.as_str()),
                problems,
            ));
        }
        let _writing = self.lock();
        let id = self.new_catalog_id(&catalog.name);
        self.storage
            .write(Folder::Catalogs, &id, catalog.to_json().as_bytes())
            .said(sp)?;
        Ok(Some(CatalogDoc {
            id,
            catalog,
            problems: Vec::new(),
        }))
    }

    /// `catalog_export`: writes a catalog (the sample deck too) where the facilitator chooses in
    /// the file dialog: the file's name, or `None` when they close the dialog.
    pub fn catalog_export(&self, req: CatalogExportRequest) -> Result<Option<String>, ApiError> {
        let sp = &self.speaker();
        let catalog = self.catalog(&req.id)?;
        let Some(path) = self.choose_save(FileDialog {
            title: say!(sp, "dialog-save-catalog"),
            file_name: Some(format!("{}.json", slug(&catalog.name))),
            filter: say!(sp, "filter-catalog"),
            extensions: &["json"],
        })?
        else {
            return Ok(None);
        };
        self.storage
            .write_export(&path, catalog.to_json().as_bytes())
            .said(sp)?;
        Ok(Some(file_name_of(&path)))
    }

    fn new_catalog_id(&self, name: &str) -> String {
        let base = slug(name);
        (1..)
            .map(|n| match n {
                1 => base.to_owned(),
                n => format!("{base}-{n}"),
            })
            .find(|id| id != SAMPLE_ID && !self.storage.exists(Folder::Catalogs, id))
            .expect("some suffix is free")
    }
}

/// A draft file's format name.
const DRAFT_FORMAT: &str = "loadout-catalog-draft";

/// A catalog draft on disk (`catalog-drafts/<id>.json`): the catalog as typed, which may have
/// problems, and where the facilitator was. Only this app reads it; `docs/catalog-format.md`
/// describes it.
#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct DraftFile {
    format: String,
    version: u32,
    saved: Option<String>,
    replaces: Option<String>,
    place: DraftPlace,
    catalog: Catalog,
}

fn parse_draft(sp: &Speaker, bytes: &[u8]) -> Result<DraftFile, ApiError> {
    let text = loadout_tracker::document::decode(bytes).said(sp)?;
    let damaged = |why: String| {
        ApiError::new(
            loadout_tracker::ErrorKind::DamagedFile,
            say!(sp, "shell-draft-unreadable", why = why),
        )
    };
    // Only the place of a mistake: a message quotes nothing of the file.
    let draft: DraftFile = serde_json::from_str(text).map_err(|e| {
        damaged(say!(
            sp,
            "shell-draft-mistake-at",
            line = e.line(),
            column = e.column()
        ))
    })?;
    if draft.format != DRAFT_FORMAT || draft.version != 1 {
        return Err(damaged(say!(sp, "shell-draft-not-a-draft")));
    }
    Ok(draft)
}

/// A catalog's name as a file name and id: lowercase letters, digits and dashes, at most 40.
fn slug(name: &str) -> String {
    let mut slug = String::new();
    for c in name.chars().flat_map(char::to_lowercase) {
        if c.is_ascii_alphanumeric() {
            slug.push(c);
        } else if !slug.ends_with('-') && !slug.is_empty() {
            slug.push('-');
        }
    }
    slug.truncate(40);
    let slug = slug.trim_end_matches('-');
    if slug.is_empty() {
        "catalog".to_owned()
    } else {
        slug.to_owned()
    }
}

fn parse_catalog(sp: &Speaker, bytes: &[u8]) -> Result<Catalog, ApiError> {
    Catalog::from_json(loadout_text(sp, bytes, "catalog")?).said(sp)
}

fn entry(id: String, catalog: &Catalog) -> CatalogEntry {
    CatalogEntry {
        id,
        name: catalog.name.clone(),
        version: catalog.version.clone(),
        sample: catalog.sample,
        language: catalog.language.clone(),
        deck_sizes: catalog.deck_sizes(),
        problems: catalog.validate().len(),
    }
}
