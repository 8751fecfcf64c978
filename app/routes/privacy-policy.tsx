import { staticDocumentRoute } from '~/components/static-document-route.tsx'
import { privacyPolicy } from '~/content/privacy-policy.ts'

const page = staticDocumentRoute(privacyPolicy)

export const meta = page.meta
export default page.Component
