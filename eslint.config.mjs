import js from '@eslint/js'
import nextPlugin from '@next/eslint-plugin-next'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

/*
 * The walls of the house (README, "Layout"): who may import what. `domain/` is plain logic;
 * the CMS side (collections, globals, access, fields, revalidation, blocks' schemas,
 * endpoints) builds on it; the app (src/) reads data only through src/lib/cms; browser code
 * never pulls in server modules.
 */
const SERVER_ONLY = [
  {
    group: ['**/lib/cms', '**/lib/cms/**', '@/lib/cms', '@/lib/cms/*'],
    message: 'Browser code never imports the server data module (src/lib/cms).',
  },
  {
    group: ['**/seed', '**/seed/**', '@/seed/*'],
    message: 'The seed is server data; browser code uses domain/ or src/lib/api.',
  },
  {
    group: [
      '**/access',
      '**/access/**',
      '**/collections/**',
      '**/globals/**',
      '**/endpoints/**',
      '**/revalidation',
      '**/revalidation/**',
      '@payload-config',
    ],
    message: 'CMS schema and server code stay on the server.',
  },
  {
    group: ['payload', '@payloadcms/db-postgres', 'server-only', 'next/headers', 'node:*'],
    message: 'A server module in browser code.',
    allowTypeImports: true,
  },
]
const APP = [
  {
    group: ['**/src/**', '@/*', '@/**'],
    message: 'The CMS side uses domain/ (plain logic), never the Next app in src/.',
    allowTypeImports: true,
  },
]
const FRAMEWORKS = [
  {
    group: [
      'payload',
      'payload/**',
      '@payloadcms/**',
      'next',
      'next/**',
      'react',
      'react/**',
      'react-dom',
      'react-dom/**',
      'server-only',
    ],
    message: 'domain/ is plain TypeScript: no Payload, Next or React.',
  },
  {
    group: [
      '**/src/**',
      '@/*',
      '@/**',
      '**/collections/**',
      '**/globals/**',
      '**/access',
      '**/access/**',
      '**/fields/**',
      '**/blocks/**',
      '**/endpoints/**',
      '**/revalidation',
      '**/revalidation/**',
    ],
    message: 'domain/ depends on nothing of the project (generated types excepted).',
    allowTypeImports: true,
  },
]
const LOCAL_API = [
  'find',
  'findByID',
  'findGlobal',
  'count',
  'create',
  'update',
  'updateGlobal',
  'delete',
  'findVersions',
  'findDistinct',
].join('|')
const localApiCall = (object) => ({
  selector: `CallExpression[callee.property.name=/^(${LOCAL_API})$/][callee.object.${object}]`,
  message: 'Local API calls live in src/lib/cms (the one door to the data).',
})

/** 'use client' files may not import server modules (no-restricted-imports cannot see directives). */
const clientBoundary = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const body = context.sourceCode.ast.body
    const isClient = body.some(
      (n) => n.type === 'ExpressionStatement' && n.directive === 'use client',
    )
    if (!isClient) return {}
    const forbidden = [
      /(^|\/)lib\/cms(\/|$)/,
      /(^|\/)seed(\/|$)/,
      /(^|\/)(access|collections|globals|endpoints|revalidation)(\/|$)/,
      /^@payload-config$/,
      /^(payload|@payloadcms\/db-postgres|server-only|next\/headers)$/,
      /^node:/,
    ]
    return {
      ImportDeclaration(node) {
        if (node.importKind === 'type') return
        const source = node.source.value
        if (forbidden.some((re) => re.test(source))) {
          context.report({ node, message: `'use client' module imports server code: ${source}` })
        }
      },
    }
  },
}

/**
 * Next's internals are not ours to use (docs/upgrading.md): no `next/dist/…` module, no private
 * `__NEXT_…` variable, no private router state (`history.state.__NA`). Each one broke, or would
 * have broken silently, on an upgrade; the public API or a kept library does the job instead.
 */
const INTERNAL_MODULE = /^next\/dist(\/|$)/
const INTERNAL_NAME = /^(__NEXT_|__PRIVATE_NEXTJS|__NA$|__N$)/
const frameworkInternals = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const checkSource = (node, source) => {
      if (typeof source === 'string' && INTERNAL_MODULE.test(source))
        context.report({ node, message: `Next's internals are not a public API: ${source}` })
    }
    const checkName = (node, name) => {
      if (typeof name === 'string' && INTERNAL_NAME.test(name))
        context.report({ node, message: `Next's private state is not a public API: ${name}` })
    }
    return {
      ImportDeclaration: (node) => checkSource(node, node.source.value),
      ImportExpression: (node) => checkSource(node, node.source.value),
      ExportAllDeclaration: (node) => checkSource(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && checkSource(node, node.source.value),
      CallExpression(node) {
        const callee = node.callee
        const isRequire =
          (callee.type === 'Identifier' && callee.name === 'require') ||
          (callee.type === 'MemberExpression' && callee.property.name === 'resolve')
        if (isRequire && node.arguments[0]?.type === 'Literal')
          checkSource(node, node.arguments[0].value)
      },
      Identifier: (node) => checkName(node, node.name),
      Literal: (node) => checkName(node, node.value),
    }
  },
}

/**
 * One import style: outside domain/, domain/ is imported as `@domain/…`, never by a relative path
 * (`../../domain/…`). Plain .mjs run by Node as they are (server.mjs, src/server) have no aliases.
 */
const DOMAIN_RELATIVE = /^(\.\.?\/)+domain\//
const domainAlias = {
  meta: { type: 'suggestion', schema: [] },
  create(context) {
    const check = (node, source) => {
      if (typeof source === 'string' && DOMAIN_RELATIVE.test(source))
        context.report({ node, message: `Import domain/ as @domain/…: ${source}` })
    }
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
    }
  },
}

export default tseslint.config(
  {
    ignores: [
      'node_modules/**',
      '.next/**',
      '.next-*/**',
      '.data/**',
      'src/payload-types.ts',
      'src/migrations/**',
      'src/app/(payload)/admin/importMap.js',
      'bench/results/**',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { '@next/next': nextPlugin, 'react-hooks': reactHooks },
    rules: {
      ...nextPlugin.configs.recommended.rules,
      ...nextPlugin.configs['core-web-vitals'].rules,
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@next/next/no-html-link-for-pages': 'off',
    },
  },
  {
    plugins: {
      house: {
        rules: {
          'client-boundary': clientBoundary,
          'framework-internals': frameworkInternals,
          'domain-alias': domainAlias,
        },
      },
    },
  },
  {
    files: ['**/*.{ts,tsx,mjs,js,cjs}'],
    rules: { 'house/framework-internals': 'error' },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'blocks/**/*.{ts,tsx}'],
    rules: { 'house/client-boundary': 'error' },
  },
  {
    files: ['**/*.{ts,tsx}'],
    rules: { 'house/domain-alias': 'error' },
  },
  {
    files: ['src/lib/api/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: SERVER_ONLY }] },
  },
  {
    files: [
      'collections/**/*.{ts,tsx}',
      'globals/**/*.{ts,tsx}',
      'access/**/*.ts',
      'fields/**/*.ts',
      'revalidation/**/*.ts',
      'blocks/*/config.ts',
    ],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: APP }] },
  },
  {
    files: ['domain/**/*.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: FRAMEWORKS }] },
  },
  {
    // The public site's links prefetch on intent, not on sight (src/components/ui/IntentLink).
    files: [
      'src/app/(frontend)/**/*.{ts,tsx}',
      'src/app/(es)/**/*.{ts,tsx}',
      'src/components/**/*.{ts,tsx}',
      'blocks/**/*.tsx',
    ],
    ignores: ['src/components/ui/IntentLink.tsx', 'src/components/admin/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'next/link',
              message: "Use { Link } from '@/components/ui/IntentLink' (prefetch on intent).",
            },
          ],
        },
      ],
    },
  },
  {
    // Only src/lib/cms (and the endpoints, hooks, seed and scripts) talk to the Local API.
    files: [
      'src/app/**/*.{ts,tsx}',
      'src/components/**/*.{ts,tsx}',
      'src/lib/**/*.{ts,tsx}',
      'blocks/**/*.{ts,tsx}',
    ],
    ignores: ['src/lib/cms/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        localApiCall("name='payload'"),
        localApiCall("property.name='payload'"),
      ],
    },
  },
)
