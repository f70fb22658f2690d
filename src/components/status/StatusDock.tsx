import { ChunkErrorListener } from '@/components/errors/ChunkErrorListener'
import { LazyStatusWidgets } from './LazyStatusWidgets'

/**
 * The site's small fixed helpers, stacked above the crisis button (which sits at the bottom
 * right and must never be covered): the cookie banner when needed, then the connection badge.
 */
export function StatusDock() {
  return (
    <>
      <div className="pointer-events-none fixed right-4 bottom-20 left-4 z-40 flex flex-col items-end gap-2 sm:left-auto">
        <LazyStatusWidgets />
      </div>
      <ChunkErrorListener />
    </>
  )
}
