import { Link } from '~/components/ui/link.tsx'

import { useT } from '~/i18n/use-translation.ts'

import { buttonClasses } from './ui/button.tsx'

export function ErrorPage({ kind }: { kind: 'not-found' | 'error' }) {
  const t = useT()
  const notFound = kind === 'not-found'
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <p className="text-pitch-700 text-7xl font-black tracking-tight" aria-hidden="true">
        {notFound ? '404' : '500'}
      </p>
      <h1 className="mt-4 text-2xl font-extrabold text-slate-900 sm:text-3xl">
        {notFound ? t('notFound.title') : t('error.title')}
      </h1>
      <p className="mt-3 text-slate-600">
        {notFound ? t('notFound.description') : t('error.description')}
      </p>
      <Link to="/" className={buttonClasses('primary', 'mt-8')}>
        {t('notFound.home')}
      </Link>
    </section>
  )
}
