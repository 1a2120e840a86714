import { z } from "zod";
import { localize } from "./localize";
import type { Locale } from "./schema";
import { stat } from "./shared";

const figures = z.array(stat);

/** Headline figures of the training pages (spec sections 2 and 9). */
export const trainingFigures = {
  english: figures.length(4).parse([
    { value: { en: "600,000+", ar: "+600,000" }, label: { en: "Hours Delivered", ar: "ساعة تدريبية" } },
    { value: { en: "98%", ar: "98%" }, label: { en: "Exam Success Rate", ar: "نسبة النجاح في الامتحانات" } },
    { value: { en: "50+", ar: "+50" }, label: { en: "Certified Professional Instructors", ar: "مدربًا محترفًا معتمدًا" } },
    { value: { en: "7.5+", ar: "+7.5" }, label: { en: "Average IELTS Score", ar: "متوسط درجات IELTS" } },
  ]),
  englishSide: figures.length(3).parse([
    { value: { en: "15+", ar: "+15" }, label: { en: "Years of English Teaching", ar: "عامًا في تدريس الإنجليزية" } },
    { value: { en: "1:6", ar: "1:6" }, label: { en: "Teacher to Student Ratio", ar: "مدرب لكل 6 متدربين" } },
    { value: { en: "24/7", ar: "24/7" }, label: { en: "Online Learning Support", ar: "دعم تعليمي عبر الإنترنت" } },
  ]),
  business: figures.length(4).parse([
    { value: { en: "2000+", ar: "+2000" }, label: { en: "Business Professionals", ar: "متدرب من المهنيين" } },
    { value: { en: "95%", ar: "95%" }, label: { en: "Success Rate", ar: "نسبة النجاح" } },
    { value: { en: "40", ar: "40" }, label: { en: "Hours per Course", ar: "ساعة لكل دورة" } },
    { value: { en: "9", ar: "9" }, label: { en: "Specialized Programs", ar: "برامج متخصصة" } },
  ]),
};

export const getTrainingFigures = (locale: Locale) => localize(trainingFigures, locale);
