import {
  type LinkProps,
  type NavLinkProps,
  Link as RouterLink,
  NavLink as RouterNavLink,
} from 'react-router'

import { localizedHref } from '~/i18n/localized-href.ts'
import { useLang } from '~/i18n/use-translation.ts'

export function Link({ to, ...props }: LinkProps) {
  const lang = useLang()
  return <RouterLink to={typeof to === 'string' ? localizedHref(to, lang) : to} {...props} />
}

export function NavLink({ to, ...props }: NavLinkProps) {
  const lang = useLang()
  return <RouterNavLink to={typeof to === 'string' ? localizedHref(to, lang) : to} {...props} />
}
