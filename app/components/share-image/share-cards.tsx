/**
 * The share images (1200×630) as elements for satori, which lays them out with a subset of CSS
 * (flexbox only, inline styles, every element with several children `display: flex`). Drawn on
 * the server only; the league colours of `app.css`. Text is plain React text, so names are never
 * markup.
 */
import type { CSSProperties, ReactNode } from 'react'

import type {
  CardHeader,
  DefaultCard,
  MatchCard,
  MatchSideCard,
  ShareCard,
  StandingsCard,
  TeamCard,
} from '~/view-models/share-image.ts'

import { PlayoffsImage } from './playoffs-image.tsx'
import { COLOURS, clamp, fit } from './share-style.ts'

// The league's shield (app/components/league-logo.svg), as an image satori can draw.
const LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><path d="M20 2 36 8v12c0 9.5-6.8 16.2-16 18C10.8 36.2 4 29.5 4 20V8Z" fill="#facc15"/><path d="M20 5.2 33 10v10c0 7.9-5.5 13.5-13 15-7.5-1.5-13-7.1-13-15V10Z" fill="#136746"/><circle cx="20" cy="20" r="8.5" fill="#fff"/><path d="m20 14.8 3.3 2.4-1.2 3.9h-4.2l-1.2-3.9Zm-8.2 4.6 2.8-.9 2.2 3.2-1.4 2.1-3.2-.3Zm16.4 0-.4 4.1-3.2.3-1.4-2.1 2.2-3.2Z" fill="#0d1b2a"/></svg>'
const LOGO = `data:image/svg+xml;base64,${Buffer.from(LOGO_SVG).toString('base64')}`

function Frame({ header, children }: { header: CardHeader; children: ReactNode }) {
  return (
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        // A flat colour: a gradient costs the rasteriser (and the PNG) several times more.
        backgroundColor: COLOURS.pitch900,
        color: 'white',
        fontFamily: 'Inter, Inter Ext',
      }}
    >
      <div
        style={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          height: 100,
          padding: '36px 56px 0',
        }}
      >
        <div style={{ display: 'flex', alignItems: 'center', gap: 18 }}>
          {header.league ? <img src={LOGO} width={64} height={64} alt="" /> : null}
          <div style={{ fontSize: 28, fontWeight: 700, color: COLOURS.muted, maxWidth: 620 }}>
            {header.league}
          </div>
        </div>
        {header.division ? (
          <div
            style={{
              display: 'flex',
              alignItems: 'center',
              gap: 12,
              padding: '10px 22px',
              borderRadius: 999,
              backgroundColor: 'rgba(255, 255, 255, 0.1)',
              fontSize: 26,
              fontWeight: 700,
              maxWidth: 440,
            }}
          >
            {header.sex ? (
              <div
                style={{
                  width: 16,
                  height: 16,
                  borderRadius: 999,
                  backgroundColor: header.sex === 'women' ? COLOURS.women : COLOURS.men,
                }}
              />
            ) : null}
            <div style={{ ...clamp(1), maxWidth: 380 }}>{header.division}</div>
          </div>
        ) : null}
      </div>
      <div style={{ display: 'flex', flex: 1, padding: '0 56px', minHeight: 0 }}>{children}</div>
      <div style={{ display: 'flex', height: 14, backgroundColor: COLOURS.accent }} />
    </div>
  )
}

function Initials({ text, size }: { text: string; size: number }) {
  return (
    <div
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: size,
        height: size,
        borderRadius: 999,
        backgroundColor: COLOURS.pitch700,
        border: `6px solid ${COLOURS.pitch100}`,
        fontSize: Math.round(size * 0.36),
        fontWeight: 900,
        letterSpacing: 2,
      }}
    >
      {text}
    </div>
  )
}

function Side({ side }: { side: MatchSideCard }) {
  return (
    <div
      style={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        width: 380,
        gap: 22,
      }}
    >
      <Initials text={side.initials} size={150} />
      <div
        style={{
          ...clamp(2),
          textAlign: 'center',
          fontSize: fit(side.name, 760, 46, 30),
          fontWeight: 800,
          lineHeight: 1.15,
          maxWidth: 380,
          color: side.winner ? COLOURS.accent : 'white',
        }}
      >
        {side.name}
      </div>
    </div>
  )
}

function MatchImage({ card }: { card: MatchCard }) {
  const details = [card.date, card.field].filter(Boolean).join(' · ')
  const hasScore = card.home.score !== undefined && card.away.score !== undefined
  return (
    <div style={{ display: 'flex', flexDirection: 'column', flex: 1, justifyContent: 'center' }}>
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <Side side={card.home} />
        <div
          style={{
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            gap: 8,
            flex: 1,
          }}
        >
          {card.playoff ? (
            <div
              style={{
                display: 'flex',
                padding: '6px 18px',
                borderRadius: 999,
                backgroundColor: COLOURS.accent,
                color: COLOURS.pitch950,
                fontSize: 22,
                fontWeight: 800,
                textTransform: 'uppercase',
              }}
            >
              {card.playoff}
            </div>
          ) : null}
          {hasScore ? (
            <div style={{ display: 'flex', fontSize: 120, fontWeight: 900, lineHeight: 1 }}>
              {`${card.home.score} – ${card.away.score}`}
            </div>
          ) : (
            <div style={{ display: 'flex', fontSize: 64, fontWeight: 900, color: COLOURS.muted }}>
              vs
            </div>
          )}
          <div
            style={{
              display: 'flex',
              fontSize: hasScore ? 34 : 52,
              fontWeight: 800,
              color: COLOURS.accent,
              textTransform: hasScore ? 'uppercase' : 'none',
            }}
          >
            {card.centre}
          </div>
        </div>
        <Side side={card.away} />
      </div>
      {card.outcome || card.champion ? (
        <div
          style={{
            ...clamp(2),
            marginTop: 26,
            textAlign: 'center',
            fontSize: fit([card.champion, card.outcome].join(' · '), 2 * 1080, 38, 28),
            fontWeight: 800,
            lineHeight: 1.2,
            color: COLOURS.accent,
          }}
        >
          {[card.champion, card.outcome].filter(Boolean).join(' · ')}
        </div>
      ) : null}
      {details ? (
        <div
          style={{
            ...clamp(1),
            marginTop: 34,
            textAlign: 'center',
            fontSize: 30,
            fontWeight: 400,
            color: COLOURS.muted,
          }}
        >
          {details}
        </div>
      ) : null}
    </div>
  )
}

const FORM_COLOURS = { W: COLOURS.pitch400, D: COLOURS.draw, L: COLOURS.loss }

function TeamImage({ card }: { card: TeamCard }) {
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 56, flex: 1 }}>
      <Initials text={card.initials} size={240} />
      <div style={{ display: 'flex', flexDirection: 'column', flex: 1, gap: 14 }}>
        <div
          style={{
            ...clamp(2),
            fontSize: fit(card.name, 1300, 76, 44),
            fontWeight: 900,
            lineHeight: 1.08,
          }}
        >
          {card.name}
        </div>
        <div style={{ display: 'flex', alignItems: 'center', gap: 20, fontSize: 30 }}>
          {card.position ? (
            <div style={{ display: 'flex', fontWeight: 800, color: COLOURS.accent }}>
              {card.position}
            </div>
          ) : null}
          <div style={{ ...clamp(1), color: COLOURS.muted, maxWidth: 560 }}>{card.season}</div>
        </div>
        <div style={{ display: 'flex', gap: 14, marginTop: 18 }}>
          {card.record.map((item) => (
            <div
              key={item.label}
              style={{
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'center',
                width: 112,
                padding: '12px 0',
                borderRadius: 16,
                backgroundColor: 'rgba(255, 255, 255, 0.1)',
              }}
            >
              <div style={{ display: 'flex', fontSize: 48, fontWeight: 900 }}>{item.value}</div>
              <div style={{ display: 'flex', fontSize: 22, fontWeight: 700, color: COLOURS.muted }}>
                {item.label}
              </div>
            </div>
          ))}
        </div>
        {card.form.length > 0 ? (
          <div style={{ display: 'flex', gap: 10, marginTop: 8 }}>
            {card.form.map((result, index) => (
              <div
                key={index}
                style={{
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: 'center',
                  width: 44,
                  height: 44,
                  borderRadius: 10,
                  backgroundColor: FORM_COLOURS[result],
                  color: COLOURS.pitch950,
                  fontSize: 22,
                  fontWeight: 900,
                }}
              >
                {card.formLabels[result]}
              </div>
            ))}
          </div>
        ) : null}
      </div>
    </div>
  )
}

const NUMBER_CELL: CSSProperties = { display: 'flex', justifyContent: 'center', width: 84 }

function StandingsImage({ card }: { card: StandingsCard }) {
  const rowHeight = 42
  return (
    <div style={{ display: 'flex', flexDirection: 'column', flex: 1, paddingTop: 10 }}>
      <div style={{ display: 'flex', alignItems: 'baseline', gap: 20 }}>
        <div style={{ display: 'flex', fontSize: 40, fontWeight: 900 }}>{card.title}</div>
        {card.legend ? (
          <div style={{ display: 'flex', fontSize: 24, color: COLOURS.muted }}>{card.legend}</div>
        ) : null}
      </div>
      <div
        style={{
          display: 'flex',
          marginTop: 14,
          padding: '0 16px 6px 20px',
          fontSize: 22,
          fontWeight: 700,
          color: COLOURS.muted,
        }}
      >
        <div style={{ display: 'flex', width: 56 }}>#</div>
        <div style={{ display: 'flex', flex: 1 }} />
        {[card.columns.gp, card.columns.w, card.columns.d, card.columns.l, card.columns.pts].map(
          (label) => (
            <div key={label} style={NUMBER_CELL}>
              {label}
            </div>
          ),
        )}
      </div>
      {card.rows.map((row) => (
        <div
          key={row.rank}
          style={{
            display: 'flex',
            alignItems: 'center',
            height: rowHeight,
            marginBottom: 3,
            padding: '0 16px',
            borderLeft: `6px solid ${row.playoff ? COLOURS.pitch400 : COLOURS.loss}`,
            backgroundColor: row.rank % 2 === 1 ? 'rgba(255, 255, 255, 0.09)' : 'transparent',
            fontSize: 27,
          }}
        >
          <div style={{ display: 'flex', width: 56, fontWeight: 800 }}>{row.rank}</div>
          <div style={{ ...clamp(1), flex: 1, fontWeight: 700 }}>{row.name}</div>
          {[row.gp, row.w, row.d, row.l].map((value, index) => (
            <div key={index} style={NUMBER_CELL}>
              {value}
            </div>
          ))}
          <div style={{ ...NUMBER_CELL, fontWeight: 900, color: COLOURS.accent }}>{row.points}</div>
        </div>
      ))}
      {card.empty ? (
        <div style={{ display: 'flex', marginTop: 40, fontSize: 34, color: COLOURS.muted }}>
          {card.empty}
        </div>
      ) : null}
      {card.more > 0 ? (
        <div
          style={{ display: 'flex', fontSize: 22, color: COLOURS.muted }}
        >{`+ ${card.more}`}</div>
      ) : null}
    </div>
  )
}

function DefaultImage({ card }: { card: DefaultCard }) {
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 56, flex: 1 }}>
      <img src={LOGO} width={280} height={280} alt="" />
      <div style={{ display: 'flex', flexDirection: 'column', flex: 1, gap: 18 }}>
        <div style={{ display: 'flex', fontSize: 64, fontWeight: 900, lineHeight: 1.08 }}>
          {card.title}
        </div>
        <div style={{ display: 'flex', fontSize: 34, fontWeight: 700, color: COLOURS.muted }}>
          {card.subtitle}
        </div>
        <div
          style={{
            display: 'flex',
            marginTop: 18,
            fontSize: 26,
            fontWeight: 700,
            color: COLOURS.accent,
            lineHeight: 1.3,
          }}
        >
          {card.tagline}
        </div>
      </div>
    </div>
  )
}

/** The element satori draws for a card. */
export function ShareCardImage({ card }: { card: ShareCard }) {
  return (
    <Frame header={card.header}>
      {card.kind === 'match' ? (
        <MatchImage card={card} />
      ) : card.kind === 'team' ? (
        <TeamImage card={card} />
      ) : card.kind === 'standings' ? (
        <StandingsImage card={card} />
      ) : card.kind === 'playoffs' ? (
        <PlayoffsImage card={card} />
      ) : (
        <DefaultImage card={card} />
      )}
    </Frame>
  )
}
