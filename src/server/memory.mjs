// @ts-check
/**
 * The memory bounds of the production server, given to node by scripts/lib/app.ts (npm start,
 * e2e, bench) and by the Dockerfile's CMD (a unit test keeps the two the same).
 *
 * Measured under the bench's load (see README "Memory"): without bounds V8 let the old space
 * grow to ~300 MB of mostly garbage before collecting, and the young generation's semi-spaces
 * took 16 MB each. The live set after load is far below the old-space limit set here.
 */
export const SERVER_NODE_FLAGS = ['--max-old-space-size=256', '--max-semi-space-size=4']
