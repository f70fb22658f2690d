import * as migration_20261122_024346_initial from './20261122_024346_initial';

export const migrations = [
  {
    up: migration_20261122_024346_initial.up,
    down: migration_20261122_024346_initial.down,
    name: '20261122_024346_initial'
  },
];
