import dynamic from 'next/dynamic'
import { BlockActions } from '../BlockActions'
import { imageSource, mediaUrl } from '@/lib/media'
import type { HeroBlock } from '@/payload-types'

// Most heroes are text only: the image component's script loads only with an image.
const Image = dynamic(() => import('next/image'))

export function HeroBlockComponent({ block, isFirst }: { block: HeroBlock; isFirst: boolean }) {
  const Heading = isFirst ? 'h1' : 'h2'
  const media = typeof block.image === 'object' ? block.image : null
  const url = mediaUrl(media, { size: 'hero' })
  const image =
    media && url
      ? { ...imageSource(url), alt: media.alt, lang: media.altLanguage ?? undefined }
      : null
  const width = media?.sizes?.hero?.width ?? media?.width ?? 1600
  const height = media?.sizes?.hero?.height ?? media?.height ?? 900
  return (
    <section id={block.anchorId ?? undefined} className="border-b border-border bg-surface">
      <div
        className={`mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-24 ${image ? 'grid items-center gap-10 lg:grid-cols-[1.2fr_1fr]' : ''}`}
      >
        <div>
          {block.eyebrow && (
            <p className="mb-3 text-sm font-semibold tracking-wider text-accent uppercase">
              {block.eyebrow}
            </p>
          )}
          <Heading
            data-page-heading={isFirst || undefined}
            tabIndex={isFirst ? -1 : undefined}
            className="max-w-3xl text-4xl font-extrabold tracking-tight text-balance outline-none sm:text-5xl"
          >
            {block.heading}
          </Heading>
          {block.subheading && (
            <p className="mt-5 max-w-2xl text-lg text-muted sm:text-xl">{block.subheading}</p>
          )}
          <BlockActions actions={block.actions} margin="mt-8" />
        </div>
        {image && (
          <Image
            src={image.src}
            unoptimized={image.unoptimized}
            alt={image.alt}
            // The description's language, which is not always the text's around it (an English
            // page under the "not translated" notice shows a Spanish description).
            lang={image.lang}
            width={width}
            height={height}
            sizes="(min-width: 1152px) 480px, (min-width: 1024px) 42vw, 100vw"
            priority={isFirst}
            className="h-auto w-full rounded-3xl object-cover"
          />
        )}
      </div>
    </section>
  )
}
