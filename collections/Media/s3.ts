import { readFile, unlink } from 'node:fs/promises'
import path from 'node:path'
import { AwsClient } from 'aws4fetch'
import { APIError, type CollectionAfterChangeHook, type CollectionConfig } from 'payload'

/**
 * Uploads in S3-compatible storage (AWS S3, MinIO, Cloudflare R2, …) when S3_BUCKET is set, so
 * several app instances serve the same files and none lives only on one container's disk.
 *
 * Payload still processes an upload as usual (checks, image sizes, written to `media/` first);
 * after the save every file of the document — the original and each size — is put in the bucket
 * and the local copy removed. Visitors keep fetching our own URLs (`/api/media/file/<name>`,
 * so `mediaUrl` and access control are unchanged): the handler below streams the object from
 * the bucket. Deleting a document deletes its objects.
 *
 * Why not @payloadcms/storage-s3: the registry has it (and plugin-cloud-storage) only at 3.90.1,
 * and Payload 3.90.2 refuses to start beside another version of its packages (its dependency
 * checker); still so on 2026-11-25 (`npm view @payloadcms/storage-s3 versions`: 3.90.1, no
 * 3.90.2). Replace this file with the plugin once it exists at the version of `payload`.
 */
export type S3Options = {
  bucket: string
  /** e.g. http://minio:9000; unset: AWS in `region`. */
  endpoint?: string
  region: string
  accessKeyId?: string
  secretAccessKey?: string
  /** endpoint/bucket/key addresses (MinIO and most self-hosted stores). */
  forcePathStyle: boolean
}

type UploadHandler = NonNullable<
  Exclude<CollectionConfig['upload'], boolean | undefined>['handlers']
>[number]

type MediaFiles = { filename?: string | null; sizes?: Record<string, { filename?: string | null }> }

const KEY_PREFIX = 'media/'
const PASSED_HEADERS = ['content-type', 'content-length', 'etag', 'last-modified']

export function s3Store(options: S3Options) {
  const aws = new AwsClient({
    accessKeyId: options.accessKeyId ?? '',
    secretAccessKey: options.secretAccessKey ?? '',
    service: 's3',
    region: options.region,
    retries: 2,
  })
  const endpoint = new URL(options.endpoint ?? `https://s3.${options.region}.amazonaws.com`)
  const base = options.forcePathStyle
    ? `${endpoint.origin}/${options.bucket}`
    : `${endpoint.protocol}//${options.bucket}.${endpoint.host}`
  const objectUrl = (filename: string) =>
    `${base}/${KEY_PREFIX}${filename.split('/').map(encodeURIComponent).join('/')}`

  return {
    async ensureBucket() {
      const head = await aws.fetch(`${base}/`, { method: 'HEAD' })
      if (head.status === 404) {
        const created = await aws.fetch(`${base}/`, { method: 'PUT' })
        if (!created.ok) throw new Error(`creating bucket ${options.bucket}: ${created.status}`)
      }
    },
    async put(filename: string, body: Buffer, contentType: string) {
      const res = await aws.fetch(objectUrl(filename), {
        method: 'PUT',
        body: new Uint8Array(body),
        headers: { 'Content-Type': contentType },
      })
      if (!res.ok) throw new Error(`storing ${filename}: ${res.status} ${await res.text()}`)
    },
    async remove(filename: string) {
      const res = await aws.fetch(objectUrl(filename), { method: 'DELETE' })
      if (!res.ok && res.status !== 404) throw new Error(`deleting ${filename}: ${res.status}`)
    },
    get(filename: string, headers: Headers) {
      const forwarded: Record<string, string> = {}
      const etag = headers.get('if-none-match')
      if (etag) forwarded['If-None-Match'] = etag
      return aws.fetch(objectUrl(filename), { headers: forwarded })
    },
  }
}

const filesOf = (doc: MediaFiles): string[] =>
  [doc.filename, ...Object.values(doc.sizes ?? {}).map((s) => s?.filename)].filter(
    (f): f is string => typeof f === 'string' && f.length > 0,
  )

const MIME_BY_EXT: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.pdf': 'application/pdf',
}

/** The media collection with its files in the bucket (see above). */
export function withS3Storage(media: CollectionConfig, options: S3Options): CollectionConfig {
  const store = s3Store(options)
  const upload = typeof media.upload === 'object' ? media.upload : {}
  // Uploads live outside the build: not traced into the server output.
  const staticDir = path.resolve(/* turbopackIgnore: true */ upload.staticDir ?? 'media')

  const storeFiles: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
    if (!req.file) return doc
    const files = filesOf(doc as MediaFiles)
    try {
      for (const filename of files) {
        const local = path.join(/* turbopackIgnore: true */ staticDir, filename)
        const type = MIME_BY_EXT[path.extname(filename).toLowerCase()] ?? 'application/octet-stream'
        await store.put(filename, await readFile(/* turbopackIgnore: true */ local), type)
        await unlink(local).catch(() => undefined)
      }
    } catch (error) {
      req.payload.logger.error(`media storage: ${(error as Error).message}`)
      throw new APIError('The file could not be stored. Please try again in a moment.', 503)
    }
    // A replaced file: its old objects go.
    const kept = new Set(files)
    for (const old of filesOf((previousDoc ?? {}) as MediaFiles))
      if (!kept.has(old)) await store.remove(old).catch(() => undefined)
    return doc
  }

  const serveFromBucket: UploadHandler = async (req, { params }) => {
    let res: Response
    try {
      res = await store.get(params.filename, req.headers)
    } catch (error) {
      req.payload.logger.error(`media storage: ${(error as Error).message}`)
      return Response.json(
        { errors: [{ message: 'The file store does not answer. Please try again.' }] },
        { status: 503, headers: { 'Cache-Control': 'no-store', 'Retry-After': '5' } },
      )
    }
    if (res.status === 304) return new Response(null, { status: 304 })
    if (res.status === 404 || res.status === 403)
      return Response.json(
        { errors: [{ message: 'Not Found: there is no such file.' }] },
        { status: 404, headers: { 'Cache-Control': 'no-store' } },
      )
    if (!res.ok)
      return Response.json(
        { errors: [{ message: 'The file store does not answer. Please try again.' }] },
        { status: 503, headers: { 'Cache-Control': 'no-store', 'Retry-After': '5' } },
      )
    const headers = new Headers({ 'Cache-Control': 'public, max-age=3600' })
    for (const name of PASSED_HEADERS) {
      const value = res.headers.get(name)
      if (value) headers.set(name, value)
    }
    return new Response(res.body, { status: 200, headers })
  }

  return {
    ...media,
    hooks: {
      ...media.hooks,
      afterChange: [...(media.hooks?.afterChange ?? []), storeFiles],
      afterDelete: [
        ...(media.hooks?.afterDelete ?? []),
        async ({ doc, req }) => {
          for (const filename of filesOf(doc as MediaFiles))
            await store
              .remove(filename)
              .catch((e: Error) => req.payload.logger.warn(`media storage: ${e.message}`))
        },
      ],
    },
    // The local-disk check of the collection would answer 404 for every file in the bucket.
    upload: { ...upload, handlers: [serveFromBucket] },
  }
}
