import config from '@payload-config'
import {
  REST_DELETE,
  REST_GET,
  REST_OPTIONS,
  REST_PATCH,
  REST_POST,
  REST_PUT,
} from '@payloadcms/next/routes'
import { refuseMalformedRequests } from '@/lib/security/rest-guard'

export const GET = refuseMalformedRequests(config, REST_GET(config))
export const POST = refuseMalformedRequests(config, REST_POST(config))
export const DELETE = refuseMalformedRequests(config, REST_DELETE(config))
export const PATCH = refuseMalformedRequests(config, REST_PATCH(config))
export const PUT = refuseMalformedRequests(config, REST_PUT(config))
export const OPTIONS = REST_OPTIONS(config)
