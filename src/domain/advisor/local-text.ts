import type { Locale } from "./types";

/** The local advisor's sentences. {x} placeholders are filled by the advisor. */
export const localText: Record<Locale, Record<string, string>> = {
  en: {
    intro: "Here is what I would suggest from our programmes:",
    pathLine: "**{title}**: {hours} hours over {stages} stages. {summary} Details: [{title}]({href})",
    courseLine: "**{title}**: {summary} See [{area}]({href})",
    nextIntake:
      "**Next intake of {title}**: {when}. All dates, and a form to reserve a seat, are on the [course schedule]({schedule}).",
    noIntake:
      "No date is published for this yet: the [course schedule]({schedule}) lists every upcoming intake, and you can join a course's interest list there.",
    plan: "Add what suits you to your learning plan on [Build Your Learning Path]({plan}) and send it to us; our team replies within 24 hours.",
    handoff:
      "For prices, start dates and group times, our advisors will answer you directly on WhatsApp ({whatsapp}), by phone ({phone}) or through the [contact page]({contact}).",
    greeting:
      "Hello! I am the Learning Advisor. Tell me what you want to achieve (a job role, an exam such as IELTS, or a skill) and I will suggest a path. We teach [IT]({it}), [English]({english}) and [Business]({business}).",
    noMatch:
      "I could not find an exact match for that. We offer [IT training]({it}), [English training]({english}) and [Business training]({business}); you can also ask our team on the [contact page]({contact}).",
    location:
      "Our training centre is at {address}. You can [see it on the map]({contact}#location), call {phone} or message us on WhatsApp ({whatsapp}). Office hours: Sunday to Thursday, 9 AM to 6 PM.",
  },
  ar: {
    intro: "هذه اقتراحاتي من برامجنا:",
    pathLine: "**{title}**: {hours} ساعة تدريبية على {stages} مراحل. {summary} التفاصيل: [{title}]({href})",
    courseLine: "**{title}**: {summary} راجع [{area}]({href})",
    nextIntake: "**الدفعة القادمة من {title}**: {when}. كل المواعيد ونموذج حجز المقعد في [مواعيد الدورات]({schedule}).",
    noIntake:
      "لم يُعلَن موعد لهذا بعد: تجد كل الدفعات القادمة في [مواعيد الدورات]({schedule})، ويمكنك هناك الانضمام إلى قائمة المهتمين بأي دورة.",
    plan: "أضف ما يناسبك إلى خطتك من صفحة [صمّم خطتك التدريبية]({plan}) وأرسلها إلينا، وسيرد فريقنا خلال 24 ساعة.",
    handoff:
      "بالنسبة إلى الأسعار ومواعيد البدء وأوقات المجموعات، سيجيبك مستشارونا مباشرة عبر واتساب (‎{whatsapp}‎) أو الهاتف (‎{phone}‎) أو [صفحة «اتصل بنا»]({contact}).",
    greeting:
      "مرحبًا! أنا المستشار التعليمي. أخبرني بما تريد تحقيقه (وظيفة معينة، أو اختبار مثل IELTS، أو مهارة) وسأقترح عليك مسارًا مناسبًا. نقدّم تدريب [تكنولوجيا المعلومات]({it}) و[اللغة الإنجليزية]({english}) و[الإدارة والأعمال]({business}).",
    noMatch:
      "لم أجد تطابقًا دقيقًا لسؤالك. نقدّم [تدريب تكنولوجيا المعلومات]({it}) و[تدريب اللغة الإنجليزية]({english}) و[تدريب الإدارة والأعمال]({business})، ويمكنك أيضًا سؤال فريقنا من [صفحة «اتصل بنا»]({contact}).",
    location:
      "يقع مركزنا في {address}. يمكنك [رؤيته على الخريطة]({contact}#location) أو الاتصال على ‎{phone}‎ أو مراسلتنا عبر واتساب (‎{whatsapp}‎). مواعيد العمل: من الأحد إلى الخميس، من 9 صباحًا إلى 6 مساءً.",
  },
};

export const areaNames: Record<Locale, Record<"it" | "english" | "business", string>> = {
  en: { it: "IT Training", english: "English Training", business: "Business Training" },
  ar: { it: "تدريب تكنولوجيا المعلومات", english: "تدريب اللغة الإنجليزية", business: "تدريب الإدارة والأعمال" },
};
