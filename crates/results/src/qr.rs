//! The results code as images: PNG bytes and an SVG document, black on white with a quiet zone.

use crate::error::{Error, ErrorKind, Result};
use crate::payload::Payload;
use loadout_words as words;
use loadout_words::Speaker;
use qrcode::render::{svg, Canvas, Pixel};
use qrcode::types::Color;

/// The smallest width and height of a rendered code, quiet zone included, in pixels. Modules
/// are whole pixels, so the image is this size or a little larger: about 13 px per module at
/// version 10, so the code stays sharp when shown full screen or printed.
pub const MIN_SIZE: u32 = 800;

/// The code as a PNG image (8-bit grey), with the standard 4-module quiet zone.
pub fn png(sp: &Speaker, payload: &Payload) -> Result<Vec<u8>> {
    let image = payload
        .code()
        .render::<Grey>()
        .quiet_zone(true)
        .min_dimensions(MIN_SIZE, MIN_SIZE)
        .build();
    encode_png(&image)
        .map_err(|e| Error::new(ErrorKind::Write, words::exports::qr_image_failed(sp, e)))
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

/// An 8-bit grey pixel: what `qrcode`'s renderer draws the PNG's modules with.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Grey(u8);

/// A rendered code: `width` × `height` grey pixels, row by row.
struct GreyImage {
    width: u32,
    height: u32,
    pixels: Vec<u8>,
}

/// The image being drawn, with the grey its dark modules get.
struct GreyCanvas {
    dark: Grey,
    image: GreyImage,
}

impl Pixel for Grey {
    type Image = GreyImage;
    type Canvas = GreyCanvas;

    fn default_color(color: Color) -> Grey {
        Grey(color.select(0, 255))
    }
}

impl Canvas for GreyCanvas {
    type Pixel = Grey;
    type Image = GreyImage;

    fn new(width: u32, height: u32, dark: Grey, light: Grey) -> GreyCanvas {
        let len = width as usize * height as usize;
        GreyCanvas {
            dark,
            image: GreyImage {
                width,
                height,
                pixels: vec![light.0; len],
            },
        }
    }

    fn draw_dark_pixel(&mut self, x: u32, y: u32) {
        let i = y as usize * self.image.width as usize + x as usize;
        self.image.pixels[i] = self.dark.0;
    }

    fn into_image(self) -> GreyImage {
        self.image
    }
}

/// `image` as PNG bytes: 8-bit greyscale, no other chunks.
fn encode_png(image: &GreyImage) -> std::result::Result<Vec<u8>, png::EncodingError> {
    let mut bytes = Vec::new();
    let mut encoder = png::Encoder::new(&mut bytes, image.width, image.height);
    encoder.set_color(png::ColorType::Grayscale);
    encoder.set_depth(png::BitDepth::Eight);
    let mut writer = encoder.write_header()?;
    writer.write_image_data(&image.pixels)?;
    writer.finish()?;
    Ok(bytes)
}
