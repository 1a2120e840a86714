import { z } from "zod";
import { businessCourses } from "./data/business";
import { conversationCourses, examCourses, generalEnglishCourses } from "./data/english";
import { endUserCourses, itProgrammes } from "./data/it";
import { businessPaths } from "./data/paths-business";
import { englishPaths } from "./data/paths-english";
import { itPaths } from "./data/paths-it";
import {
  businessCourse,
  conversationCourse,
  endUserCourse,
  examCourse,
  generalEnglishCourse,
  itProgramme,
  path,
} from "@/content/schema";

/** The course catalogue the CMS is first filled with (src/cms/seed), validated against the schemas. */
export const catalog = {
  itProgrammes: z.array(itProgramme).length(12).parse(itProgrammes),
  endUserCourses: z.array(endUserCourse).length(4).parse(endUserCourses),
  generalEnglishCourses: z.array(generalEnglishCourse).length(6).parse(generalEnglishCourses),
  conversationCourses: z.array(conversationCourse).length(3).parse(conversationCourses),
  examCourses: z.array(examCourse).length(2).parse(examCourses),
  businessCourses: z.array(businessCourse).length(9).parse(businessCourses),
  paths: z
    .array(path)
    .length(20)
    .parse([...itPaths, ...englishPaths, ...businessPaths]),
};
