import * as migration_20261129_143247_baseline from './20261129_143247_baseline';

export const migrations = [
  {
    up: migration_20261129_143247_baseline.up,
    down: migration_20261129_143247_baseline.down,
    name: '20261129_143247_baseline'
  },
];
