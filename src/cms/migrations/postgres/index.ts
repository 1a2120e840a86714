import * as migration_20261129_075600_baseline from './20261129_075600_baseline';

export const migrations = [
  {
    up: migration_20261129_075600_baseline.up,
    down: migration_20261129_075600_baseline.down,
    name: '20261129_075600_baseline'
  },
];
