// The results code as a PNG picture in a browser (a shared session's tablet saves no files on the
// computer): the backend's SVG drawn on a canvas, in the page. The pages' CSP allows img-src data:.
import { t } from "../i18n/index.svelte";

/** Pixels per side of the picture: sharp enough to print, small enough to send. */
const SIDE = 1024;

/** The SVG `svg` (a square code with its quiet zone) as a PNG of `SIDE` pixels a side. */
export async function pngOfSvg(svg: string): Promise<Blob> {
  const image = new Image(SIDE, SIDE);
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  await image.decode();
  const canvas = document.createElement("canvas");
  canvas.width = SIDE;
  canvas.height = SIDE;
  const context = canvas.getContext("2d");
  if (!context) throw new Error(t("share-png-failed"));
  // White under the code (a transparent PNG reads as black on some phones' viewers).
  context.fillStyle = "#fff";
  context.fillRect(0, 0, SIDE, SIDE);
  context.imageSmoothingEnabled = false;
  context.drawImage(image, 0, 0, SIDE, SIDE);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error(t("share-png-failed")))),
      "image/png",
    ),
  );
}
