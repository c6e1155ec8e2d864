// Provably fair casino draws, shared by the server's engines and the browser's verify page.
export { sha256Hex, hmacSha256 } from './hmac';
export {
  below,
  crashPointHundredths,
  diceRollHundredths,
  fairDraw,
  fairUints,
  kenoDraw,
  reelStops,
  KENO_BALLS,
  KENO_DRAWS,
  UINTS_PER_DRAW,
  type FairDraw,
  type FairEngine,
} from './draws';
