import { localizedText } from "@/cms/fields";
import { block, intro, title } from "../fields";

export const TestimonialsBlock = block({
  slug: "testimonials",
  interfaceName: "TestimonialsBlock",
  labels: {
    singular: { en: "Testimonials", ar: "آراء المتدربين" },
    plural: { en: "Testimonials", ar: "آراء المتدربين" },
  },
  description: {
    en: "The learners' video testimonials (edited in Testimonial videos).",
    ar: "فيديوهات آراء المتدربين (تُحرَّر في «فيديوهات الآراء»).",
  },
  group: "lists",
  fields: [
    localizedText("badge", { label: { en: "Badge (optional)", ar: "الشارة (اختيارية)" }, required: false }),
    title(),
    {
      ...intro(),
      admin: {
        description: {
          en: "The videos are the ones in Testimonial videos (edited there).",
          ar: "الفيديوهات هي المسجلة في «فيديوهات الآراء» وتُحرَّر هناك.",
        },
      },
    },
  ],
});
