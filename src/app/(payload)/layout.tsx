import config from '@payload-config'
import '@payloadcms/next/css'
import '@/components/admin/admin-chrome.css'
import { handleServerFunctions, RootLayout } from '@payloadcms/next/layouts'
import type { ServerFunctionClient } from 'payload'
import type React from 'react'
import { callServerFunction } from '@/lib/http/admin-server-function'
import { importMap } from './admin/importMap.js'

// A malformed or refused call answers 404, not 500 (src/lib/http/admin-server-function.ts).
const serverFunction: ServerFunctionClient = async function (args) {
  'use server'
  return callServerFunction(args, (call) => handleServerFunctions({ ...call, config, importMap }))
}

export default function PayloadLayout({ children }: { children: React.ReactNode }) {
  return (
    <RootLayout config={config} importMap={importMap} serverFunction={serverFunction}>
      {children}
    </RootLayout>
  )
}
