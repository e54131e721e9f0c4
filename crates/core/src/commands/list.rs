// The one list of the app's commands. Everything that names a command is generated from it:
// `dispatch` (crates/core/src/commands/mod.rs) and so the desktop's Tauri handler, the
// permissions and the capability (src-tauri/build.rs), the TypeScript `Rpc` schema and so the
// typed client (src-tauri/src/bindings.rs).
//
// A command is one line here plus its method on `AppCore` (crates/core/src/app/), of the same
// name:
//
//     name: Request => Response, Access;
//
// - `Request` is a type from crates/core/src/api, or `()` for none (then the method takes no
//   argument). The method returns `Result<Response, ApiError>`.
// - `Access` says who may call it (`commands::Access`): `App` (the desktop window only),
//   `Session` (changes the one session its request names: a `commands::Scoped` type), `Read`
//   (reads that session, changes nothing) or `Pure` (answers from the request alone; reads
//   nothing stored).
//
// This file is `include!`d by build.rs too, so it holds nothing but the macro.
macro_rules! command_list {
    ($then:ident) => {
        $then! {
            app_info: () => AppInfo, Pure;
            setup_check: SetupCheckRequest => SetupCheck, Pure;
            app_state: () => AppState, App;
            session_new: NewSessionRequest => SessionResponse, App;
            session_list: () => SessionList, App;
            session_open: SessionId => SessionResponse, Read;
            session_view: SessionId => SessionResponse, Read;
            session_delete: SessionId => SessionList, App;
            session_save_retry: SessionId => SessionResponse, Session;
            record: RecordRequest => SessionResponse, Session;
            undo: StepRequest => SessionResponse, Session;
            redo: StepRequest => SessionResponse, Session;
            amend: AmendRequest => SessionResponse, Session;
            insert: InsertRequest => SessionResponse, Session;
            history: SessionId => Vec<Entry>, Read;
            ledger: SessionId => Vec<Entry>, Read;
            session_export: SessionExportRequest => Option<String>, App;
            session_import: () => Option<SessionResponse>, App;
            catalog_list: () => CatalogList, App;
            catalog_get: CatalogId => CatalogDoc, App;
            session_catalog: SessionId => CatalogDoc, Read;
            catalog_save: CatalogSaveRequest => CatalogDoc, App;
            catalog_delete: CatalogId => CatalogList, App;
            catalog_draft_save: DraftSaveRequest => DraftSaved, App;
            catalog_draft_get: CatalogId => DraftDoc, App;
            catalog_draft_delete: CatalogId => CatalogList, App;
            catalog_import: () => Option<CatalogDoc>, App;
            catalog_export: CatalogExportRequest => Option<String>, App;
            catalog_validate: CatalogValidateRequest => Vec<Problem>, Pure;
            catalog_paste_columns: PasteColumnsRequest => Vec<String>, Pure;
            catalog_paste_rows: PasteRowsRequest => PastedCards, Pure;
            card_validate: CardValidateRequest => Vec<Problem>, Pure;
            settings_get: () => Settings, App;
            settings_set: SettingsRequest => Settings, App;
            export_csv: CsvExportRequest => Option<String>, App;
            results_qr: QrRequest => QrResponse, App;
            results_qr_save: QrSaveRequest => Option<String>, App;
            results_code: ResultsCodeRequest => QrResponse, Read;
            download: DownloadRequest => Download, Read;
            share_interfaces: () => Vec<NetworkInterface>, App;
            share_start: ShareStartRequest => ShareStatus, App;
            share_stop: () => (), App;
            share_status: () => Option<ShareStatus>, App;
            share_revoke: () => ShareStatus, App;
            share_disconnect: ShareDeviceRequest => ShareStatus, App;
        }
    };
}
