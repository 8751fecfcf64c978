import type { Route } from './+types/admin.media.$itemId'
import { operatorPostOf } from '~/admin/console-context.server.ts'
import { mediaKindAt } from '~/admin/media-items.ts'
import { loadMediaItem, mediaItemAction } from '~/admin/media-pages.server.ts'
import { MediaFormPage } from '~/components/admin/media-form-page.tsx'
import { pageActionData, pageHeaders, pageLoaderData, pageMetaOf } from '~/utils/page-result.ts'

export async function loader({ request, url, params }: Route.LoaderArgs) {
  return pageLoaderData(await loadMediaItem(request, mediaKindAt(url.pathname), params.itemId))
}

export async function action({ url, params, context }: Route.ActionArgs) {
  const kind = mediaKindAt(url.pathname)
  return pageActionData(await mediaItemAction(operatorPostOf(context), kind, params.itemId))
}

export const headers = pageHeaders
export const meta: Route.MetaFunction = pageMetaOf

export default function AdminMediaItemRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { view } = loaderData
  return <MediaFormPage key={`${view.kind}/${view.itemId ?? ''}`} view={view} answer={actionData} />
}
