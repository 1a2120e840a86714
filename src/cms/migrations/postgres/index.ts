import * as migration_20261129_150453_baseline from './20261129_150453_baseline';

export const migrations = [
  {
    up: migration_20261129_150453_baseline.up,
    down: migration_20261129_150453_baseline.down,
    name: '20261129_150453_baseline'
  },
];
