/** SVG images drawn for the demo league (crests, avatars, news images, sponsor logos, banners). */

export function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] as string,
  )
}

/** Up to two initials of a name ('Lions de Laval' → 'LL'). */
export function initials(name: string): string {
  const words = name
    .split(/[\s-]+/)
    .filter((w) => w.length > 0 && !/^(de|du|des|la|le|les|fc|cs|as|the)$/i.test(w))
  const letters = (words.length > 0 ? words : [name]).map((w) => w[0].toUpperCase())
  return letters.slice(0, 2).join('')
}

/** ASCII file-name slug ('Étoile Rouge' → 'etoile-rouge'). */
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

/** A 1200×630 news image with a title and a ball. */
export function newsImage(title: string, from: string, to: string): string {
  const words = title.split(' ')
  const lines: string[] = []
  let line = ''
  for (const word of words) {
    if ((line + ' ' + word).trim().length > 28) {
      lines.push(line.trim())
      line = word
    } else {
      line += ` ${word}`
    }
  }
  if (line.trim()) lines.push(line.trim())
  const text = lines
    .slice(0, 3)
    .map(
      (l, i) =>
        `<text x="80" y="${250 + i * 86}" font-size="72" font-weight="700">${escapeXml(l)}</text>`,
    )
    .join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630" width="1200" height="630" role="img" aria-label="${escapeXml(title)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="1200" height="630" fill="url(#g)"/>
<path d="M0 520 L1200 470 L1200 630 L0 630 Z" fill="#ffffff" opacity="0.12"/>
<g transform="translate(1000 420)"><circle r="120" fill="#ffffff"/><path d="M0 -42 L40 -13 L25 34 L-25 34 L-40 -13 Z" fill="#1d1d1b"/><path d="M0 -42 L0 -120 M40 -13 L114 -37 M25 34 L70 97 M-25 34 L-70 97 M-40 -13 L-114 -37" stroke="#1d1d1b" stroke-width="8"/></g>
<g font-family="Arial, Helvetica, sans-serif" fill="#ffffff">${text}</g>
</svg>
`
}

/** Room for a logo's text, right of its badge (x 168 to 456 of 480). */
const SPONSOR_TEXT_WIDTH = 288

/**
 * A font size at which `text` fits `width` (Arial averages under 0.6 em a glyph, bold
 * included), so a long sponsor name is never cut off at the logo's edge.
 */
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

export function preseasonBanner(seasonFr: string, seasonEn: string, dates: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 600" width="1600" height="600" role="img" aria-label="${escapeXml(`Pré-saison ${seasonFr}`)}">
<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#0b3d2e"/><stop offset="1" stop-color="#1f7a4d"/></linearGradient></defs>
<rect width="1600" height="600" fill="url(#b)"/>
<rect x="60" y="60" width="1480" height="480" fill="none" stroke="#ffffff" stroke-width="6" opacity="0.5"/>
<line x1="800" y1="60" x2="800" y2="540" stroke="#ffffff" stroke-width="6" opacity="0.5"/>
<circle cx="800" cy="300" r="90" fill="none" stroke="#ffffff" stroke-width="6" opacity="0.5"/>
<g font-family="Arial, Helvetica, sans-serif" fill="#ffffff" text-anchor="middle">
<text x="800" y="220" font-size="84" font-weight="700">${escapeXml(`Pré-saison ${seasonFr}`)}</text>
<text x="800" y="300" font-size="48">${escapeXml(`Preseason ${seasonEn}`)}</text>
<text x="800" y="380" font-size="40">${escapeXml(dates)}</text>
<text x="800" y="450" font-size="32" opacity="0.85">Laval · Brossard · 7 vs 7</text>
</g>
</svg>
`
}
