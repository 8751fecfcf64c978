import { Form } from 'react-router'

import { Link } from '~/components/ui/link.tsx'
import { useAdminT } from '~/i18n/admin-text.ts'
import type { LinkAnswer } from '~/admin/answers.ts'

import { ConsoleFrame, ConsoleNotice, CsrfField } from './console-frame.tsx'

/**
 * The page an e-mailed link opens: a button spends the link, so a mail scanner that opens links
 * does not sign itself in, nor spend the operator's link.
 */
export function LinkPage({ token, answer }: { token: string; answer?: LinkAnswer }) {
  const t = useAdminT()
  return (
    <ConsoleFrame title={t('admin.link.title')}>
      {answer ? (
        <>
          <ConsoleNotice kind="problem">
            {answer.status === 'limited'
              ? t('admin.signIn.limited', { minutes: answer.minutes })
              : t('admin.link.refused')}
          </ConsoleNotice>
          <Link
            to="/admin/sign-in"
            className="btn bg-pitch-700 hover:bg-pitch-800 min-h-12 text-base text-white"
          >
            {t('admin.link.again')}
          </Link>
        </>
      ) : (
        <Form method="post" className="section-card grid max-w-lg gap-4">
          <p className="text-slate-700">{t('admin.link.intro')}</p>
          <CsrfField />
          <input type="hidden" name="token" value={token} />
          <button
            type="submit"
            className="btn bg-pitch-700 hover:bg-pitch-800 min-h-12 text-base text-white"
          >
            {t('admin.link.submit')}
          </button>
        </Form>
      )}
    </ConsoleFrame>
  )
}
