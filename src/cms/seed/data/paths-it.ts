import type { Path } from "@/content/schema";
import { generativeAiPath, mlEngineerPath } from "./paths-it-ai";
import {
  dataAnalystPath,
  dataScientistPath,
  powerBiPath,
} from "./paths-it-data";
import { devopsPath, reactFrontendPath } from "./paths-it-dev";

// The seven IT learning paths (/paths/[slug]), in the order of the spec's route table.
// The path objects live in three files to keep each one readable.
export const itPaths: Path[] = [
  dataAnalystPath,
  powerBiPath,
  generativeAiPath,
  mlEngineerPath,
  reactFrontendPath,
  devopsPath,
  dataScientistPath,
];
