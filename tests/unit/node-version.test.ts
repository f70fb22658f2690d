import { describe, expect, it } from 'vitest'

import { nodeVersionProblem } from '../../scripts/lib/node-version'

describe('the Node check of npm start and npm test', () => {
  it('passes the Node this runs on (CI runs the lowest supported one)', () => {
    expect(nodeVersionProblem()).toBeNull()
  })

  it('refuses an older Node in one line that names the need and the fix', () => {
    const problem = nodeVersionProblem('18.19.0')
    expect(problem).toMatch(/^Node 18\.19\.0 is not supported: this project needs Node >=20\.9/)
    expect(problem).toContain('nvm use')
    expect(problem).not.toContain('\n')
  })
})
