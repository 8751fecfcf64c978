import type { ReactNode } from 'react'

import type { ContentBlock, StaticDocument } from '~/content/types.ts'
import { useRootData } from '~/utils/use-root-data.ts'

import { PageHeader } from './page-header.tsx'

function TextWithEmail({ text, email }: { text: string; email: string }) {
  const parts = text.split('{email}')
  return parts.map((part, index) => (
    <span key={index}>
      {part}
      {index < parts.length - 1 ? (
        <a
          className="text-pitch-700 font-semibold [overflow-wrap:anywhere] underline"
          href={`mailto:${email}`}
        >
          {email}
        </a>
      ) : null}
    </span>
  ))
}

function Block({ block, email }: { block: ContentBlock; email: string }) {
  switch (block.type) {
    case 'p':
      return (
        <p className="leading-relaxed">
          <TextWithEmail text={block.text} email={email} />
        </p>
      )
    case 'h3':
      return <h3 className="pt-2 text-base font-bold text-slate-900">{block.text}</h3>
    case 'ul':
      return (
        <ul className="marker:text-pitch-600 list-disc space-y-1.5 pl-5 leading-relaxed">
          {block.items.map((item, index) => (
            <li key={index}>
              <TextWithEmail text={item} email={email} />
            </li>
          ))}
        </ul>
      )
  }
}

type Props = {
  document: StaticDocument
  contentsLabel: string
  aside?: ReactNode
}

export function StaticDocumentView({ document, contentsLabel, aside }: Props) {
  const root = useRootData()
  const email = root?.contactEmail ?? ''
  return (
    <>
      <PageHeader title={document.title}>
        {document.updated ? <p className="text-sm">{document.updated}</p> : null}
      </PageHeader>
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 lg:grid-cols-[16rem_1fr] lg:py-12">
        <nav aria-label={contentsLabel} className="lg:sticky lg:top-24 lg:self-start">
          <h2 className="text-xs font-bold tracking-wider text-slate-500 uppercase">
            {contentsLabel}
          </h2>
          <ol className="mt-2 space-y-0.5 text-sm">
            {document.sections.map((section, index) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="hover:bg-pitch-50 hover:text-pitch-800 flex min-h-9 items-start gap-2 rounded-md px-2 py-2 text-slate-700"
                >
                  <span className="text-pitch-700 w-6 shrink-0 text-right font-semibold tabular-nums">
                    {index + 1}.
                  </span>
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="min-w-0 space-y-8">
          {document.intro?.length ? (
            <div className="space-y-3 text-slate-700">
              {document.intro.map((block, index) => (
                <Block key={index} block={block} email={email} />
              ))}
            </div>
          ) : null}
          {aside}
          {document.sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-title`}
              className="scroll-mt-24 rounded-2xl border border-slate-200 bg-surface p-5 shadow-sm sm:p-7"
            >
              <h2 id={`${section.id}-title`} className="text-xl font-extrabold text-slate-900">
                <span className="text-pitch-700 mr-2">{index + 1}.</span>
                {section.title}
              </h2>
              <div className="mt-4 space-y-3 text-slate-700">
                {section.blocks.map((block, blockIndex) => (
                  <Block key={blockIndex} block={block} email={email} />
                ))}
              </div>
            </section>
          ))}
        </div>
      </div>
    </>
  )
}
