//! The results code as images: PNG bytes and an SVG document, black on white with a quiet zone.

use crate::error::{Error, ErrorKind, Result};
use crate::payload::Payload;
use image::{ImageFormat, Luma};
use loadout_words as words;
use loadout_words::Speaker;
use qrcode::render::svg;
use std::io::Cursor;

/// The smallest width and height of a rendered code, quiet zone included, in pixels. Modules
/// are whole pixels, so the image is this size or a little larger: about 13 px per module at
/// version 10, so the code stays sharp when shown full screen or printed.
pub const MIN_SIZE: u32 = 800;

/// The code as a PNG image (8-bit grey), with the standard 4-module quiet zone.
pub fn png(sp: &Speaker, payload: &Payload) -> Result<Vec<u8>> {
    let image = payload
        .code()
        .render::<Luma<u8>>()
        .quiet_zone(true)
        .min_dimensions(MIN_SIZE, MIN_SIZE)
        .build();
    let mut bytes = Cursor::new(Vec::new());
    image
        .write_to(&mut bytes, ImageFormat::Png)
        .map_err(|e| Error::new(ErrorKind::Write, words::exports::qr_image_failed(sp, e)))?;
    Ok(bytes.into_inner())
}

/// The code as an SVG document that scales without blur, with the standard 4-module quiet zone.
pub fn svg(payload: &Payload) -> String {
    payload
        .code()
        .render::<svg::Color<'_>>()
        .quiet_zone(true)
        .min_dimensions(MIN_SIZE, MIN_SIZE)
        .dark_color(svg::Color("#000000"))
        .light_color(svg::Color("#ffffff"))
        .build()
}
