/** The share image of a division's bracket: its last rounds side by side, winners in the accent. */
import type { PlayoffsCard, PlayoffsCardSide } from '~/view-models/share-image.ts'

import { COLOURS, clamp } from './share-style.ts'

function PlayoffsSide({ side }: { side: PlayoffsCardSide }) {
  return (
    <div
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 10,
        height: 34,
        fontSize: 24,
        fontWeight: side.winner ? 900 : 600,
        color: side.winner ? COLOURS.accent : 'white',
      }}
    >
      <div style={{ ...clamp(1), flex: 1 }}>{side.name}</div>
      <div style={{ display: 'flex', width: 34, justifyContent: 'flex-end' }}>
        {side.score === undefined ? '' : String(side.score)}
      </div>
    </div>
  )
}

export function PlayoffsImage({ card }: { card: PlayoffsCard }) {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', flex: 1, paddingTop: 10 }}>
      <div style={{ display: 'flex', alignItems: 'baseline', gap: 20 }}>
        <div style={{ display: 'flex', fontSize: 40, fontWeight: 900 }}>{card.title}</div>
        <div style={{ ...clamp(1), fontSize: 26, color: COLOURS.muted, maxWidth: 340 }}>
          {card.season}
        </div>
        {card.status ? (
          <div
            style={{ ...clamp(1), flex: 1, fontSize: 28, fontWeight: 800, color: COLOURS.accent }}
          >
            {card.status}
          </div>
        ) : null}
      </div>
      <div style={{ display: 'flex', flex: 1, gap: 28, marginTop: 14, paddingBottom: 18 }}>
        {card.rounds.map((round) => (
          <div
            key={round.label}
            style={{ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 }}
          >
            <div
              style={{
                display: 'flex',
                fontSize: 20,
                fontWeight: 800,
                color: COLOURS.muted,
                textTransform: 'uppercase',
              }}
            >
              {round.label}
            </div>
            <div
              style={{
                display: 'flex',
                flexDirection: 'column',
                justifyContent: 'space-around',
                flex: 1,
              }}
            >
              {round.ties.map((tie, index) => (
                <div
                  key={index}
                  style={{
                    display: 'flex',
                    flexDirection: 'column',
                    padding: '6px 14px',
                    borderRadius: 12,
                    backgroundColor: 'rgba(255, 255, 255, 0.09)',
                  }}
                >
                  <PlayoffsSide side={tie.home} />
                  <PlayoffsSide side={tie.away} />
                  {tie.note ? (
                    <div style={{ display: 'flex', fontSize: 18, color: COLOURS.muted }}>
                      {tie.note}
                    </div>
                  ) : null}
                </div>
              ))}
            </div>
          </div>
        ))}
      </div>
    </div>
  )
}
