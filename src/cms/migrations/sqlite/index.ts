import * as migration_20261129_094355_baseline from './20261129_094355_baseline';

export const migrations = [
  {
    up: migration_20261129_094355_baseline.up,
    down: migration_20261129_094355_baseline.down,
    name: '20261129_094355_baseline'
  },
];
