import type { Field, Plugin } from 'payload'

/** The storage adapter's own fields on uploads: where an object is kept, not what it shows. */
const STORAGE_FIELDS = new Set(['prefix', '_objectKey'])

/**
 * @payloadcms/storage-s3 adds `prefix` and `_objectKey` to the media collection (with or without a
 * bucket, `alwaysInsertFields`) hidden in the edit view, but the list's column chooser and filters
 * still offered them as "Prefix" and "_object Key". It replaces an `_objectKey` the collection
 * defines, so this plugin, after it, marks both as no column and no filter.
 */
export const storageFieldsOutOfLists: Plugin = (config) => ({
  ...config,
  collections: config.collections?.map((collection) =>
    collection.slug !== 'media'
      ? collection
      : {
          ...collection,
          fields: collection.fields.map((field) =>
            'name' in field && STORAGE_FIELDS.has(field.name)
              ? ({
                  ...field,
                  admin: { ...field.admin, disableListColumn: true, disableListFilter: true },
                } as Field)
              : field,
          ),
        },
  ),
})
