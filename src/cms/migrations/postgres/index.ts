import * as migration_20261129_094401_baseline from './20261129_094401_baseline';

export const migrations = [
  {
    up: migration_20261129_094401_baseline.up,
    down: migration_20261129_094401_baseline.down,
    name: '20261129_094401_baseline'
  },
];
