//! The format names and newest versions that Loadout files declare: plain constants, read by
//! the document, catalog and session readers.

/// The `format` every catalog file declares.
pub const CATALOG_FORMAT: &str = "loadout-catalog";
/// The newest catalog format version this tracker reads. It writes the oldest version that holds
/// what the catalog has: 2 for a declared language or printed terms, else 1, so that older apps
/// still open every catalog they can read.
pub const CATALOG_FORMAT_VERSION: u32 = 2;

/// The session file's format name.
pub const SESSION_FORMAT: &str = "loadout-session";
/// The newest session file version this tracker reads. It writes the oldest version that holds
/// what the file has: 4 for a catalog that declares its language or printed terms, 3 for a
/// setup with a label or a date, 2 for the setup's catalog id or
/// steps inserted before later ones kept for undo and redo, else 1, so that older apps still
/// open every file they can read.
pub const SESSION_VERSION: u32 = 4;
