import type { Route } from './+types/admin.news.$newsId'
import { operatorPostOf } from '~/admin/console-context.server.ts'
import { loadNewsForm, newsAction } from '~/admin/news-pages.server.ts'
import { ConsoleFrame, ConsoleNotice } from '~/components/admin/console-frame.tsx'
import { NewsFormPage } from '~/components/admin/news-pages.tsx'
import { useMediaT } from '~/admin/media-text.ts'
import { pageActionData, pageHeaders, pageLoaderData, pageMetaOf } from '~/utils/page-result.ts'

/** One news item's form (`new` for a new one): texts, publish date, image; remove. */
export async function loader({ request, params }: Route.LoaderArgs) {
  return pageLoaderData(await loadNewsForm(request, params.newsId))
}

export async function action({ params, context }: Route.ActionArgs) {
  return pageActionData(await newsAction(operatorPostOf(context), params.newsId))
}

export const headers = pageHeaders
export const meta: Route.MetaFunction = pageMetaOf

export default function AdminNewsItemRoute({
  loaderData,
  actionData,
  params,
}: Route.ComponentProps) {
  const { view } = loaderData
  const t = useMediaT()
  if (params.newsId !== 'new' && !view.newsId)
    return (
      <ConsoleFrame title={t('media.news.edit')}>
        <ConsoleNotice kind="problem">{t('media.news.notFound')}</ConsoleNotice>
      </ConsoleFrame>
    )
  return (
    <NewsFormPage
      key={view.newsId ?? 'new'}
      values={view.values}
      {...(view.newsId ? { newsId: view.newsId } : {})}
      {...(view.imageUrl ? { imageUrl: view.imageUrl } : {})}
      {...(view.notice ? { notice: view.notice } : {})}
      {...(actionData ? { answer: actionData } : {})}
    />
  )
}
