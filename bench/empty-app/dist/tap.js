// The least a screen can do when tapped: its text changes. bench/measure.js times a tap of the
// floor's button to its next frame, beside the app's recording taps.
const button = document.querySelector("button");
let taps = 0;
button.addEventListener("click", () => {
  taps += 1;
  button.textContent = `Started (${taps})`;
});
