import { clsx } from 'clsx'

import { Icon } from '~/components/ui/icon.tsx'
import { SEARCH_QUERY_MAX_LENGTH } from '~/league/search-limits.ts'
import { useLang, useT } from '~/i18n/use-translation.ts'

type Variant = 'header' | 'drawer' | 'page'

const INPUT: Record<Variant, string> = {
  header:
    'h-10 w-32 rounded-lg border border-white/25 bg-white/10 ps-8 pe-2 text-sm text-white placeholder:text-pitch-100/80 focus:bg-white/15',
  drawer:
    'h-11 w-full rounded-lg border border-slate-300 bg-surface ps-10 pe-3 text-base text-slate-900 placeholder:text-slate-500',
  page: 'h-12 w-full rounded-xl border border-slate-300 bg-surface ps-11 pe-3 text-base text-slate-900 shadow-sm placeholder:text-slate-500',
}

/**
 * The search box (docs/product.md#search): a plain GET form to `/search`, so it works without
 * JavaScript and costs the page no script. English pages keep their language with a hidden `lang`.
 */
export function SearchForm({
  variant,
  query = '',
  label,
}: {
  variant: Variant
  query?: string
  /** The form's name when another search form is on the page (landmarks need unique names). */
  label?: string
}) {
  const t = useT()
  const lang = useLang()
  return (
    <form
      action="/search"
      method="get"
      role="search"
      aria-label={label ?? t('search.label')}
      className={clsx('flex items-center gap-2', variant !== 'header' && 'w-full')}
      data-testid={`search-form-${variant}`}
    >
      {lang === 'fr' ? null : <input type="hidden" name="lang" value={lang} />}
      <div className={clsx('relative', variant !== 'header' && 'min-w-0 flex-1')}>
        <Icon
          name="search"
          className={clsx(
            'pointer-events-none absolute top-1/2 -translate-y-1/2',
            variant === 'header'
              ? 'text-pitch-100 start-2 size-4'
              : 'start-3 size-5 text-slate-500',
          )}
        />
        <input
          type="search"
          name="q"
          defaultValue={query}
          maxLength={SEARCH_QUERY_MAX_LENGTH}
          autoComplete="off"
          enterKeyHint="search"
          aria-label={t('search.label')}
          placeholder={t(variant === 'header' ? 'search.headerPlaceholder' : 'search.placeholder')}
          className={INPUT[variant]}
        />
      </div>
      {variant === 'header' ? null : variant === 'drawer' ? (
        // The drawer is narrow: an icon button leaves the box room for the placeholder.
        <button
          type="submit"
          aria-label={t('search.submit')}
          className="bg-pitch-700 hover:bg-pitch-800 inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-white"
        >
          <Icon name="arrow-right" className="size-5" />
        </button>
      ) : (
        <button
          type="submit"
          className="bg-pitch-700 hover:bg-pitch-800 inline-flex h-12 shrink-0 items-center justify-center rounded-xl px-4 font-semibold text-white"
        >
          {t('search.submit')}
        </button>
      )}
    </form>
  )
}
