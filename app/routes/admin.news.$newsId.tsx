import type { Route } from './+types/admin.news.$newsId'
import { loadNewsForm, newsAction } from '~/admin/news-pages.server.ts'
import { ConsoleFrame, ConsoleNotice } from '~/components/admin/console-frame.tsx'
import { NewsFormPage } from '~/components/admin/news-pages.tsx'
import { useAdminT } from '~/i18n/admin-text.ts'
import { pageHeaders, pageLoaderData, pageMetaOf } from '~/utils/page-result.ts'

/** One news item's form (`new` for a new one): texts, publish date, image; remove. */
export async function loader({ request, params }: Route.LoaderArgs) {
  return pageLoaderData(await loadNewsForm(request, params.newsId))
}

export function action({ request, params }: Route.ActionArgs) {
  return newsAction(request, params.newsId)
}

export const headers = pageHeaders
export const meta: Route.MetaFunction = pageMetaOf

export default function AdminNewsItemRoute({
  loaderData,
  actionData,
  params,
}: Route.ComponentProps) {
  const { view } = loaderData
  const t = useAdminT()
  if (params.newsId !== 'new' && !view.newsId)
    return (
      <ConsoleFrame title={t('admin.news.edit')} frame={view}>
        <ConsoleNotice kind="problem">{t('admin.news.notFound')}</ConsoleNotice>
      </ConsoleFrame>
    )
  return (
    <NewsFormPage
      key={view.newsId ?? 'new'}
      frame={view}
      values={view.values}
      {...(view.newsId ? { newsId: view.newsId } : {})}
      {...(view.imageUrl ? { imageUrl: view.imageUrl } : {})}
      {...(view.notice ? { notice: view.notice } : {})}
      {...(actionData ? { answer: actionData } : {})}
    />
  )
}
