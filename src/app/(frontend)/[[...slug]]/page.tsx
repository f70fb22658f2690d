import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { RenderBlocks } from '@/components/blocks/RenderBlocks'
import { getPage, getSiteSettings } from '@/lib/cms'

type Args = { params: Promise<{ slug?: string[] }> }

/** Pages render on their first visit and stay cached until an edit revalidates their tag. */
export const dynamicParams = true
export const revalidate = 3600
export async function generateStaticParams() {
  return []
}

const slugOf = (segments?: string[]) => (segments?.length ? segments.join('/') : 'home')

export async function generateMetadata({ params }: Args): Promise<Metadata> {
  const slug = slugOf((await params).slug)
  const page = await getPage(slug)
  if (!page) return {}
  const path = slug === 'home' ? '/' : `/${slug}`
  return {
    title:
      slug === 'home' ? { absolute: page.seo?.title || page.title } : page.seo?.title || page.title,
    description: page.seo?.description ?? page.intro ?? undefined,
    alternates: { canonical: path },
    robots: page.seo?.noIndex ? { index: false } : undefined,
    openGraph: {
      title: page.seo?.title || page.title,
      description: page.seo?.description ?? undefined,
      url: path,
    },
  }
}

export default async function CmsPage({ params }: Args) {
  const slug = slugOf((await params).slug)
  const [page, settings] = await Promise.all([getPage(slug), getSiteSettings()])
  if (!page) notFound()
  const startsWithHero = page.layout[0]?.blockType === 'hero'
  return (
    <article className="page-fade">
      {!startsWithHero && (
        <header className="border-b border-border bg-surface">
          <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
            <h1
              data-page-heading
              tabIndex={-1}
              className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl"
            >
              {page.title}
            </h1>
            {page.intro && <p className="mt-4 max-w-2xl text-lg text-muted">{page.intro}</p>}
          </div>
        </header>
      )}
      <RenderBlocks blocks={page.layout} stats={settings.stats ?? []} />
    </article>
  )
}
