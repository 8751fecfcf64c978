// Realtime Database keys may not hold `. $ # [ ] /`: an e-mail's dots and a passkey id's slashes
// are written percent-encoded (ADR 0022), `%` too so that decoding gives back the very key.
const ENCODED: Record<string, string> = {
  '%': '%25',
  '.': '%2E',
  $: '%24',
  '#': '%23',
  '[': '%5B',
  ']': '%5D',
  '/': '%2F',
}
const DECODED = Object.fromEntries(Object.entries(ENCODED).map(([char, code]) => [code, char]))

export function encodeKey(key: string): string {
  return key.replace(/[%.$#[\]/]/g, (char) => ENCODED[char]!)
}

export function decodeKey(key: string): string {
  return key.replace(/%(25|2E|24|23|5B|5D|2F)/gi, (code) => DECODED[code.toUpperCase()]!)
}
