import { existsSync } from 'node:fs'

/** Load `.env` (if present) into process.env without overriding what the shell set. */
export function loadDotEnv(file = '.env') {
  if (existsSync(file)) process.loadEnvFile(file)
}
