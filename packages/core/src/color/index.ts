export { type RgbaColor, FIXED_COLOR_DEFAULT, rgbaToString, rgbToHex } from './rgba.js';
export {
  colorMessages,
  parseColor,
  isValidColor,
  validateOpacity,
  addOpacity,
  getContrastingTextColor,
} from './parseColor.js';
