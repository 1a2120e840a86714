import * as migration_20261129_142823_baseline from './20261129_142823_baseline';

export const migrations = [
  {
    up: migration_20261129_142823_baseline.up,
    down: migration_20261129_142823_baseline.down,
    name: '20261129_142823_baseline'
  },
];
