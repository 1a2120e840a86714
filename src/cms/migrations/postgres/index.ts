import * as migration_20261124_233204 from './20261124_233204';
import * as migration_20261125_002234_home_about_pages from './20261125_002234_home_about_pages';

export const migrations = [
  {
    up: migration_20261124_233204.up,
    down: migration_20261124_233204.down,
    name: '20261124_233204',
  },
  {
    up: migration_20261125_002234_home_about_pages.up,
    down: migration_20261125_002234_home_about_pages.down,
    name: '20261125_002234_home_about_pages'
  },
];
