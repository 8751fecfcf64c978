// `Accept-Encoding` (RFC 9110 §12.5.3). Identity is sent even when refused, as servers commonly do,
// rather than a 406.
export type ContentCoding = 'br' | 'gzip' | 'identity'

type Weights = { br: number; gzip: number }

const memo = new Map<string, Weights>()
const MEMO_LIMIT = 200

export function codingWeights(header: string | null | undefined): Weights {
  if (!header) return { br: 0, gzip: 0 }
  const known = memo.get(header)
  if (known) return known
  let br: number | undefined
  let gzip: number | undefined
  let star: number | undefined
  for (const part of header.split(',')) {
    const [rawName, ...params] = part.split(';')
    const name = rawName.trim().toLowerCase()
    if (name === '') continue
    let q = 1
    for (const param of params) {
      const [key, value] = param.split('=')
      if (key.trim().toLowerCase() === 'q') {
        const parsed = Number(value?.trim())
        q = Number.isFinite(parsed) ? Math.min(Math.max(parsed, 0), 1) : 0
      }
    }
    if (name === 'br') br = q
    else if (name === 'gzip' || name === 'x-gzip') gzip = Math.max(gzip ?? 0, q)
    else if (name === '*') star = q
  }
  const weights = { br: br ?? star ?? 0, gzip: gzip ?? star ?? 0 }
  if (memo.size >= MEMO_LIMIT) memo.clear()
  memo.set(header, weights)
  return weights
}

export function chooseEncoding(header: string | null | undefined): ContentCoding {
  return chooseCoding(header, { br: true, gzip: true })
}

export function chooseCoding(
  header: string | null | undefined,
  available: { br: boolean; gzip: boolean },
): ContentCoding {
  if (!available.br && !available.gzip) return 'identity'
  const weights = codingWeights(header)
  const br = available.br ? weights.br : 0
  const gzip = available.gzip ? weights.gzip : 0
  if (br > 0 && br >= gzip) return 'br'
  if (gzip > 0) return 'gzip'
  return 'identity'
}
