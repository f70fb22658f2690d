import Image from 'next/image'
import { imageSource, mediaUrl } from '@/lib/media'
import type { StoryCard } from '@/lib/cms/stories'

type Props = {
  image: NonNullable<StoryCard['image']>
  size: 'card' | 'hero'
  sizes: string
  priority?: boolean
  className?: string
}

/** A story's picture, with its alt text, from the size made for where it is shown. */
export function StoryImage({ image, size, sizes, priority, className }: Props) {
  const url = mediaUrl(image, { size })
  if (!url) return null
  const { src, unoptimized } = imageSource(url)
  return (
    <Image
      src={src}
      unoptimized={unoptimized}
      alt={image.alt}
      // The description's language, which is not always the text's around it.
      lang={image.altLanguage ?? undefined}
      width={image.sizes?.[size]?.width ?? image.width ?? 1200}
      height={image.sizes?.[size]?.height ?? image.height ?? 800}
      sizes={sizes}
      priority={priority}
      className={className}
    />
  )
}
