export function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] as string,
  )
}

export function initials(name: string): string {
  const words = name
    .split(/[\s-]+/)
    .filter((w) => w.length > 0 && !/^(de|du|des|la|le|les|fc|cs|as|the)$/i.test(w))
  const letters = (words.length > 0 ? words : [name]).map((w) => w[0].toUpperCase())
  return letters.slice(0, 2).join('')
}

export function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

export function teamCrest(
  name: string,
  primary: string,
  secondary: string,
  pattern: number,
): string {
  const stripes =
    pattern % 3 === 0
      ? `<path d="M100 22 L100 218" stroke="${secondary}" stroke-width="34" opacity="0.35"/>`
      : pattern % 3 === 1
        ? `<path d="M28 70 L172 70 M28 110 L172 110" stroke="${secondary}" stroke-width="14" opacity="0.35"/>`
        : `<circle cx="100" cy="110" r="58" fill="none" stroke="${secondary}" stroke-width="10" opacity="0.4"/>`
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 240" width="200" height="240" role="img" aria-label="${escapeXml(name)}">
<defs><clipPath id="s"><path d="M100 8 L188 36 L182 140 C176 190 140 218 100 234 C60 218 24 190 18 140 L12 36 Z"/></clipPath></defs>
<path d="M100 8 L188 36 L182 140 C176 190 140 218 100 234 C60 218 24 190 18 140 L12 36 Z" fill="${primary}" stroke="${secondary}" stroke-width="8"/>
<g clip-path="url(#s)">${stripes}</g>
<text x="100" y="138" font-family="Arial, Helvetica, sans-serif" font-size="64" font-weight="700" fill="${secondary}" text-anchor="middle">${escapeXml(initials(name))}</text>
</svg>
`
}

export function playerAvatar(name: string, background: string, foreground: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 160" width="160" height="160" role="img" aria-label="${escapeXml(name)}">
<rect width="160" height="160" rx="80" fill="${background}"/>
<circle cx="80" cy="62" r="30" fill="${foreground}" opacity="0.25"/>
<path d="M24 140 C34 104 126 104 136 140 Z" fill="${foreground}" opacity="0.25"/>
<text x="80" y="96" font-family="Arial, Helvetica, sans-serif" font-size="52" font-weight="700" fill="${foreground}" text-anchor="middle">${escapeXml(initials(name))}</text>
</svg>
`
}

/**
 * Text baked into an image is in one language and read by no screen reader: the title is the
 * page's.
 */
export function newsImage(from: string, to: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630" width="1200" height="630">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="1200" height="630" fill="url(#g)"/>
<path d="M0 520 L1200 470 L1200 630 L0 630 Z" fill="#ffffff" opacity="0.12"/>
<g transform="translate(600 300)"><circle r="150" fill="#ffffff"/><path d="M0 -52 L50 -16 L31 42 L-31 42 L-50 -16 Z" fill="#1d1d1b"/><path d="M0 -52 L0 -150 M50 -16 L142 -46 M31 42 L88 121 M-31 42 L-88 121 M-50 -16 L-142 -46" stroke="#1d1d1b" stroke-width="10"/></g>
</svg>
`
}

const SPONSOR_TEXT_WIDTH = 288

/** Arial averages under 0.6 em a glyph, bold included. */
export function fittedFontSize(text: string, width: number, preferred: number): number {
  const length = Math.max([...text].length, 1)
  return Math.min(preferred, Math.floor(width / (length * 0.6)))
}

export function sponsorLogo(name: string, tagline: string, colour: string): string {
  const nameSize = fittedFontSize(name, SPONSOR_TEXT_WIDTH, 30)
  const taglineSize = fittedFontSize(tagline, SPONSOR_TEXT_WIDTH, 20)
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 240" width="480" height="240" role="img" aria-label="${escapeXml(name)}">
<rect width="480" height="240" rx="24" fill="#ffffff"/>
<rect x="24" y="60" width="120" height="120" rx="60" fill="${colour}"/>
<text x="84" y="138" font-family="Arial, Helvetica, sans-serif" font-size="48" font-weight="700" fill="#ffffff" text-anchor="middle">${escapeXml(initials(name))}</text>
<text x="168" y="118" font-family="Arial, Helvetica, sans-serif" font-size="${nameSize}" font-weight="700" fill="#1d1d1b">${escapeXml(name)}</text>
<text x="168" y="156" font-family="Arial, Helvetica, sans-serif" font-size="${taglineSize}" fill="#555555">${escapeXml(tagline)}</text>
</svg>
`
}

export function preseasonBanner(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 600" width="1600" height="600">
<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#0b3d2e"/><stop offset="1" stop-color="#1f7a4d"/></linearGradient></defs>
<rect width="1600" height="600" fill="url(#b)"/>
<rect x="60" y="60" width="1480" height="480" fill="none" stroke="#ffffff" stroke-width="6" opacity="0.5"/>
<line x1="800" y1="60" x2="800" y2="540" stroke="#ffffff" stroke-width="6" opacity="0.5"/>
<circle cx="800" cy="300" r="90" fill="none" stroke="#ffffff" stroke-width="6" opacity="0.5"/>
<rect x="60" y="190" width="140" height="220" fill="none" stroke="#ffffff" stroke-width="6" opacity="0.5"/>
<rect x="1400" y="190" width="140" height="220" fill="none" stroke="#ffffff" stroke-width="6" opacity="0.5"/>
<circle cx="800" cy="300" r="10" fill="#ffffff" opacity="0.7"/>
</svg>
`
}
