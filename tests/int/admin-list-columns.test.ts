import type { Field } from 'payload'
import { expect, it } from 'vitest'

/**
 * The Media list's column chooser offers what the team reads (file, description, type, size),
 * not the storage adapter's bookkeeping: its `prefix` and `_objectKey` fields (added by
 * @payloadcms/storage-s3 with or without a bucket) are no column and no filter. On the real,
 * sanitized config, so the plugins' order is what is checked.
 */
it('the Media list offers no storage fields as columns or filters', async () => {
  const config = await (await import('../../payload.config')).default
  const media = config.collections.find((c) => c.slug === 'media')!
  const byName = new Map(
    media.fields.flatMap((f: Field) => ('name' in f ? [[f.name, f] as const] : [])),
  )
  for (const name of ['prefix', '_objectKey']) {
    const field = byName.get(name)
    expect(field, name).toBeDefined()
    expect(field!.admin, name).toMatchObject({ disableListColumn: true, disableListFilter: true })
  }
})
