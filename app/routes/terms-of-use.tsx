import { staticDocumentRoute } from '~/components/static-document-route.tsx'
import { termsOfUse } from '~/content/terms-of-use.ts'

const page = staticDocumentRoute(termsOfUse)

export const meta = page.meta
export default page.Component
