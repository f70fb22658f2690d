import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

import { checkNode } from '../../scripts/lib/node-version'

/** The Node major the Docker image runs (its first `FROM node:NN`), which CI runs too. */
const shipped = /^FROM node:(\d+)/m.exec(readFileSync('Dockerfile', 'utf8'))![1]

describe('the Node check of npm start and npm test', () => {
  it('passes the major the Docker image ships, which engines names as tested', () => {
    expect(checkNode(`${shipped}.12.0`)).toBeNull()
    const { engines } = JSON.parse(readFileSync('package.json', 'utf8')) as {
      engines: { node: string }
    }
    expect(engines.node).toBe(`${shipped}.x`)
  })

  it('lets an older Node that Next still supports run, with one line saying it is untested', () => {
    const check = checkNode('20.20.2')
    expect(check).toEqual({ warn: expect.stringMatching(/^Node 20\.20\.2 is not the one/) })
    expect(JSON.stringify(check)).toContain(`${shipped}.x`)
    expect(JSON.stringify(check)).not.toContain('\\n')
  })

  it('refuses a Node below Next’s floor in one line that names the need and the fix', () => {
    const check = checkNode('18.19.0')
    expect(check).toEqual({
      refuse: expect.stringMatching(
        /^Node 18\.19\.0 is not supported: Next\.js needs Node >=20\.9/,
      ),
    })
    expect(JSON.stringify(check)).toContain('nvm use')
    expect(JSON.stringify(check)).not.toContain('\\n')
  })
})
