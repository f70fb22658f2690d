import { testSmtp } from './int-smtp'

// Before every int file (a no-op after the first): the shared Payload must be configured with
// the run's mail catcher whichever file imports payload.config first.
await testSmtp()
