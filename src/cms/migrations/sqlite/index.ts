import * as migration_20261125_011534 from './20261125_011534';
import * as migration_20261125_024953 from './20261125_024953';

export const migrations = [
  {
    up: migration_20261125_011534.up,
    down: migration_20261125_011534.down,
    name: '20261125_011534',
  },
  {
    up: migration_20261125_024953.up,
    down: migration_20261125_024953.down,
    name: '20261125_024953'
  },
];
