import * as migration_20261124_233155 from './20261124_233155';
import * as migration_20261125_002223_home_about_pages from './20261125_002223_home_about_pages';

export const migrations = [
  {
    up: migration_20261124_233155.up,
    down: migration_20261124_233155.down,
    name: '20261124_233155',
  },
  {
    up: migration_20261125_002223_home_about_pages.up,
    down: migration_20261125_002223_home_about_pages.down,
    name: '20261125_002223_home_about_pages'
  },
];
