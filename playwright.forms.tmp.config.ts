import base from './playwright.config'
export default { ...base, globalSetup: './tests/e2e/global-setup.ts' }
