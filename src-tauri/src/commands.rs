//! The commands the UI calls: each a thin wrapper over one `AppCore` method (see `app.rs`), so
//! the logic is tested without a window. Kept out of the crate root: `#[tauri::command]` there
//! clashes with the macro's generated items (E0255).
//!
//! Commands that touch the disk run off the main thread (`async`), so a slow disk never freezes
//! the window. Each takes its request as the argument `req` (JS: `invoke("record", { req })`).

use crate::api::*;
use crate::app::AppCore;
use loadout_tracker::catalog::{Catalog, Problem};
use loadout_tracker::view::Entry;
use serde::Serialize;
use tauri::{AppHandle, Runtime, State};
use ts_rs::TS;

/// What the start screen shows about the app.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
pub struct AppInfo {
    /// The product name, "Loadout Companion".
    pub name: String,
    /// The app's version, e.g. "0.1.0".
    pub version: String,
    /// The rules edition the tracker scores, e.g. "v1.1".
    pub rules_edition: String,
    /// The name of the card catalog that ships with the app.
    pub sample_deck: String,
}

/// The app's name and version, the rules edition it scores and the deck it ships with.
#[tauri::command]
pub fn app_info<R: Runtime>(app: AppHandle<R>) -> AppInfo {
    let package = app.package_info();
    AppInfo {
        name: package.name.clone(),
        version: package.version.to_string(),
        rules_edition: loadout_tracker::RuleSet::v1_1().edition,
        sample_deck: Catalog::sample().name,
    }
}

type Core<'a> = State<'a, AppCore>;

/// See [`AppCore::app_state`].
#[tauri::command(async)]
pub fn app_state(core: Core<'_>) -> Result<AppState, ApiError> {
    core.app_state()
}

/// See [`AppCore::session_new`].
#[tauri::command(async)]
pub fn session_new(core: Core<'_>, req: NewSessionRequest) -> Result<SessionResponse, ApiError> {
    core.session_new(req)
}

/// See [`AppCore::session_list`].
#[tauri::command(async)]
pub fn session_list(core: Core<'_>) -> Result<SessionList, ApiError> {
    core.session_list()
}

/// See [`AppCore::session_open`].
#[tauri::command(async)]
pub fn session_open(core: Core<'_>, req: SessionId) -> Result<SessionResponse, ApiError> {
    core.session_open(req)
}

/// See [`AppCore::session_view`].
#[tauri::command(async)]
pub fn session_view(core: Core<'_>, req: SessionId) -> Result<SessionResponse, ApiError> {
    core.session_view(req)
}

/// See [`AppCore::session_delete`].
#[tauri::command(async)]
pub fn session_delete(core: Core<'_>, req: SessionId) -> Result<SessionList, ApiError> {
    core.session_delete(req)
}

/// See [`AppCore::session_save_retry`].
#[tauri::command(async)]
pub fn session_save_retry(core: Core<'_>, req: SessionId) -> Result<SessionResponse, ApiError> {
    core.session_save_retry(req)
}

/// See [`AppCore::record`].
#[tauri::command(async)]
pub fn record(core: Core<'_>, req: RecordRequest) -> Result<SessionResponse, ApiError> {
    core.record(req)
}

/// See [`AppCore::undo`].
#[tauri::command(async)]
pub fn undo(core: Core<'_>, req: StepRequest) -> Result<SessionResponse, ApiError> {
    core.undo(req)
}

/// See [`AppCore::redo`].
#[tauri::command(async)]
pub fn redo(core: Core<'_>, req: StepRequest) -> Result<SessionResponse, ApiError> {
    core.redo(req)
}

/// See [`AppCore::amend`].
#[tauri::command(async)]
pub fn amend(core: Core<'_>, req: AmendRequest) -> Result<SessionResponse, ApiError> {
    core.amend(req)
}

/// See [`AppCore::history`].
#[tauri::command(async)]
pub fn history(core: Core<'_>, req: SessionId) -> Result<Vec<Entry>, ApiError> {
    core.history(req)
}

/// See [`AppCore::ledger`].
#[tauri::command(async)]
pub fn ledger(core: Core<'_>, req: SessionId) -> Result<Vec<Entry>, ApiError> {
    core.ledger(req)
}

/// See [`AppCore::session_export`].
#[tauri::command(async)]
pub fn session_export(core: Core<'_>, req: SessionExportRequest) -> Result<(), ApiError> {
    core.session_export(req)
}

/// See [`AppCore::session_import`].
#[tauri::command(async)]
pub fn session_import(core: Core<'_>, req: FilePath) -> Result<SessionResponse, ApiError> {
    core.session_import(req)
}

/// See [`AppCore::catalog_list`].
#[tauri::command(async)]
pub fn catalog_list(core: Core<'_>) -> Result<CatalogList, ApiError> {
    core.catalog_list()
}

/// See [`AppCore::catalog_get`].
#[tauri::command(async)]
pub fn catalog_get(core: Core<'_>, req: CatalogId) -> Result<CatalogDoc, ApiError> {
    core.catalog_get(req)
}

/// See [`AppCore::catalog_save`].
#[tauri::command(async)]
pub fn catalog_save(core: Core<'_>, req: CatalogSaveRequest) -> Result<CatalogDoc, ApiError> {
    core.catalog_save(req)
}

/// See [`AppCore::catalog_delete`].
#[tauri::command(async)]
pub fn catalog_delete(core: Core<'_>, req: CatalogId) -> Result<CatalogList, ApiError> {
    core.catalog_delete(req)
}

/// See [`AppCore::catalog_import`].
#[tauri::command(async)]
pub fn catalog_import(core: Core<'_>, req: FilePath) -> Result<CatalogDoc, ApiError> {
    core.catalog_import(req)
}

/// See [`AppCore::catalog_export`].
#[tauri::command(async)]
pub fn catalog_export(core: Core<'_>, req: CatalogExportRequest) -> Result<(), ApiError> {
    core.catalog_export(req)
}

/// See [`AppCore::catalog_validate`].
#[tauri::command(async)]
pub fn catalog_validate(
    core: Core<'_>,
    req: CatalogValidateRequest,
) -> Result<Vec<Problem>, ApiError> {
    Ok(core.catalog_validate(req))
}

/// See [`AppCore::card_validate`].
#[tauri::command(async)]
pub fn card_validate(core: Core<'_>, req: CardValidateRequest) -> Result<Vec<Problem>, ApiError> {
    Ok(core.card_validate(req))
}

/// See [`AppCore::settings_get`].
#[tauri::command(async)]
pub fn settings_get(core: Core<'_>) -> Result<Settings, ApiError> {
    core.settings_get()
}

/// See [`AppCore::settings_set`].
#[tauri::command(async)]
pub fn settings_set(core: Core<'_>, req: SettingsRequest) -> Result<Settings, ApiError> {
    core.settings_set(req)
}

/// See [`AppCore::export_csv`].
#[tauri::command(async)]
pub fn export_csv(core: Core<'_>, req: CsvExportRequest) -> Result<(), ApiError> {
    core.export_csv(req)
}

/// See [`AppCore::results_qr`].
#[tauri::command(async)]
pub fn results_qr(core: Core<'_>, req: QrRequest) -> Result<QrResponse, ApiError> {
    core.results_qr(req)
}
