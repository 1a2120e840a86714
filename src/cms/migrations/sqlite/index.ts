import * as migration_20261129_075550_baseline from './20261129_075550_baseline';

export const migrations = [
  {
    up: migration_20261129_075550_baseline.up,
    down: migration_20261129_075550_baseline.down,
    name: '20261129_075550_baseline'
  },
];
