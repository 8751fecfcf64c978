import { Form } from 'react-router'

import { buttonClasses } from '~/components/ui/button.tsx'
import { Link } from '~/components/ui/link.tsx'
import { useDeskT } from '~/admin/registration-desk-text.ts'

import { CsrfField } from './console-frame.tsx'

/**
 * Opening and closing registration: the state in words, a button that asks first (a page of
 * its own state, `?switch=…`, so it works without JavaScript), then the post that flips it.
 */
export function RegistrationSwitch({
  open,
  confirm,
}: {
  open: boolean
  confirm?: 'open' | 'close'
}) {
  const t = useDeskT()
  const move = open ? 'close' : 'open'
  return (
    <section
      className="section-card mb-6"
      aria-labelledby="registration-switch-title"
      data-testid="registration-switch"
      data-open={open}
    >
      <h2 id="registration-switch-title" className="section-card-title mb-2">
        {t('desk.switch.title')}
      </h2>
      <p className="mb-3 font-semibold text-slate-900">
        {t(open ? 'desk.switch.isOpen' : 'desk.switch.isClosed')}
      </p>
      {confirm ? (
        <Form
          method="post"
          className="grid gap-3 rounded-xl border border-amber-300 bg-amber-50 p-3 dark:border-amber-700 dark:bg-amber-950/40"
        >
          <CsrfField />
          <p role="alert" className="font-semibold text-slate-900">
            {t(confirm === 'close' ? 'desk.switch.confirmClose' : 'desk.switch.confirmOpen')}
          </p>
          <div className="flex flex-wrap gap-2">
            <button
              type="submit"
              name="intent"
              value={confirm}
              className={buttonClasses(confirm === 'close' ? 'danger' : 'primary', 'min-h-12')}
            >
              {t(confirm === 'close' ? 'desk.switch.yesClose' : 'desk.switch.yesOpen')}
            </button>
            <Link to="/admin/registrations" className={buttonClasses('secondary', 'min-h-12')}>
              {t('desk.switch.cancel')}
            </Link>
          </div>
        </Form>
      ) : (
        <Link
          to={`/admin/registrations?switch=${move}`}
          className={buttonClasses(open ? 'secondary' : 'primary', 'min-h-12')}
        >
          {t(open ? 'desk.switch.close' : 'desk.switch.open')}
        </Link>
      )}
    </section>
  )
}
