import { staticDocumentRoute } from '~/components/static-document-route.tsx'
import { cookiePolicy } from '~/content/cookies.ts'

const page = staticDocumentRoute(cookiePolicy)

export const meta = page.meta
export default page.Component
